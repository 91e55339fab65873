import { isApiError } from 'shared-api';

/** How a send ended: the reply, the server's refusal (its message), or no connection after every try. */
export type SendOutcome<T> = { kind: 'reply'; reply: T } | { kind: 'refused'; message: string } | { kind: 'unsent' };

const isConnectionLoss = (error: unknown) => isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT');

/**
 * Sends `post` up to `tries` times while the connection is lost, `pauseMs` apart. The post carries
 * the same guid each time, so the server keeps the answer once however many arrive.
 */
export async function sendWithRetry<T>(post: () => Promise<T>, tries = 3, pauseMs = 800, pause = (ms: number) => new Promise((done) => setTimeout(done, ms))): Promise<SendOutcome<T>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { kind: 'reply', reply: await post() };
    } catch (error) {
      if (!isConnectionLoss(error)) return { kind: 'refused', message: isApiError(error) ? error.message : String(error) };
      if (attempt >= tries) return { kind: 'unsent' };
      await pause(pauseMs);
    }
  }
}

/**
 * One streaming session with speech-server over WebSocket (PROTOCOL.md): open, send the
 * parameters (status 0), wait for the server's acknowledgement, stream audio frames (status 1),
 * send the last frame (status 2), wait for the single final message. Evaluation and recognition
 * share it; they differ only in the first frame and in how the final result is read.
 *
 * Every failure ends in one EvaluationError with a spec code: the server's own code, 1006 when the
 * connection failed, dropped or timed out, MALFORMED_MESSAGE_CODE for a message outside the
 * protocol, NO_RESULT_CODE when the socket closed cleanly without an answer, and
 * SPEECH_ADDRESS_REFUSED_CLOSE_CODE (with the portal's reason) when the portal refused the address.
 *
 * Addresses are short-lived and good for one stream (issue 20). When the portal refuses one before
 * the session started (it expired while the microphone was being opened, say), the session asks
 * `renewUrl` for a fresh one once and connects again; audio recorded meanwhile stays queued, so the
 * student notices nothing.
 */
import { SPEECH_ADDRESS_REFUSED_CLOSE_CODE } from 'shared-contract';
import { EvaluationError, MALFORMED_MESSAGE_CODE, NETWORK_ERROR_CODE, NO_RESULT_CODE } from './evaluation-errors';
import { audioFrame, lastAudioFrame, readServerMessage } from './evaluation-protocol';

/** The part of the browser WebSocket the session uses (tests pass a fake). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

export type SocketFactory = (url: string) => SocketLike;

export const defaultSocketFactory: SocketFactory = (url) => {
  if (typeof WebSocket === 'undefined') throw new EvaluationError(NETWORK_ERROR_CODE, 'Your browser does not support WebSocket!');
  return new WebSocket(url);
};

/** Session states, in order; `failed` and `aborted` can follow any earlier one. */
export type SpeechSocketState = 'connecting' | 'streaming' | 'finishing' | 'done' | 'failed' | 'aborted';

export type SpeechSocketOptions<Result> = {
  url: string;
  /** The status 0 frame. */
  startFrame: string;
  /** Reads the final result; null means the result is malformed. */
  readFinal: (result: Record<string, unknown>, sid: string) => Result | null;
  /** Whether a final result may arrive before status 2 was sent (recognition's end of speech). */
  finalBeforeLastFrame: boolean;
  /** Interim (status 1) message data. */
  onInterim?: (data: Record<string, unknown>) => void;
  /** Called once when the session fails, at the moment it fails (not only when `finish` is awaited). */
  onError?: (error: EvaluationError) => void;
  createSocket?: SocketFactory;
  /** A fresh address when the portal refused this one (asked once per session). */
  renewUrl?: () => Promise<string>;
  /** Time allowed to connect and get the acknowledgement (a renewal included). */
  connectTimeoutMs?: number;
  /** Time allowed for the result after the last frame. */
  resultTimeoutMs?: number;
};

/** Connecting plus the first answer; the spec's connection time-out is 60 s, a busy server answers 10004 after 10 s. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;
/** A 180 s chapter takes PocketSphinx a while; the spec's connection time-out (60 s) bounds the wait. */
export const DEFAULT_RESULT_TIMEOUT_MS = 60_000;

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // The session may fail before anybody awaits it; the error is still delivered to later awaits.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

const OPEN = 1;

export class SpeechSocket<Result> {
  private socket: SocketLike | undefined;
  private current: SpeechSocketState = 'connecting';
  private sessionId = '';
  private readonly pending: string[] = [];
  private readonly acknowledged = deferred<void>();
  private readonly outcome = deferred<Result>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private maxAudio: number | null = null;
  private acknowledgedYet = false;
  private renewed = false;

  constructor(private readonly options: SpeechSocketOptions<Result>) {
    this.armTimer(options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, 'no answer from the speech server');
    this.connect(options.url);
  }

  private connect(url: string) {
    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? defaultSocketFactory)(url);
    } catch (error) {
      this.fail(error instanceof EvaluationError ? error : new EvaluationError(NETWORK_ERROR_CODE, `cannot open ${url}: ${String(error)}`));
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(this.options.startFrame);
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onerror = () => this.fail(new EvaluationError(NETWORK_ERROR_CODE, 'WebSocket error', this.sessionId));
    socket.onclose = (event) => this.handleClose(event);
  }

  /** The portal refused the address before the session started: connect once more with a fresh one. */
  private renew(reason: string) {
    const renewUrl = this.options.renewUrl;
    if (!renewUrl || this.renewed) return false;
    this.renewed = true;
    this.detachSocket();
    renewUrl().then(
      (url) => {
        if (!this.isSettled()) this.connect(url);
      },
      (error: unknown) =>
        this.fail(error instanceof EvaluationError ? error : new EvaluationError(NETWORK_ERROR_CODE, `cannot renew the speech address (${reason}): ${error instanceof Error ? error.message : String(error)}`)),
    );
    return true;
  }

  get state(): SpeechSocketState {
    return this.current;
  }

  /** The server's session id ('' until its first message). */
  get sid(): string {
    return this.sessionId;
  }

  /** Audio limit the server announced (ms), once acknowledged. */
  get maxAudioMs(): number | null {
    return this.maxAudio;
  }

  /** Resolves when the server accepted the parameters; rejects with the session's error. */
  get ready(): Promise<void> {
    return this.acknowledged.promise;
  }

  /** Queues (before the acknowledgement) or sends one audio frame. Ignored once the session ended. */
  sendAudio(pcm: Int16Array): void {
    if (this.current !== 'connecting' && this.current !== 'streaming') return;
    this.sendOrQueue(audioFrame(pcm));
  }

  /** Sends the last frame and waits for the result. */
  finish(lastPcm?: Int16Array): Promise<Result> {
    if (this.current === 'connecting' || this.current === 'streaming') {
      this.sendOrQueue(lastAudioFrame(lastPcm));
      this.current = 'finishing';
      if (this.pending.length === 0) this.armTimer(this.options.resultTimeoutMs ?? DEFAULT_RESULT_TIMEOUT_MS, 'no result from the speech server');
    }
    return this.outcome.promise;
  }

  /** The result (or the failure) without sending anything. */
  get result(): Promise<Result> {
    return this.outcome.promise;
  }

  /** Abandons the session (the server frees its engine when the socket closes). */
  abort(): void {
    if (this.isSettled()) return;
    this.current = 'aborted';
    const error = new EvaluationError(NO_RESULT_CODE, 'session aborted by the client', this.sessionId);
    this.acknowledged.reject(error);
    this.outcome.reject(error);
    this.close();
  }

  private isSettled() {
    return this.current === 'done' || this.current === 'failed' || this.current === 'aborted';
  }

  private sendOrQueue(frame: string) {
    if (this.acknowledgedYet && this.socket?.readyState === OPEN) this.socket.send(frame);
    else this.pending.push(frame);
  }

  private handleMessage(raw: unknown) {
    if (this.isSettled()) return;
    const message = readServerMessage(raw);
    if ('sid' in message && message.sid !== '') this.sessionId = message.sid;
    switch (message.kind) {
      case 'malformed':
        return this.fail(new EvaluationError(MALFORMED_MESSAGE_CODE, `unexpected message from the speech server: ${message.reason}`, this.sessionId));
      case 'error':
        return this.fail(new EvaluationError(message.code, message.message, this.sessionId));
      case 'ack':
        return this.handleAck(message.maxAudioMs);
      case 'interim':
        if (!this.acknowledgedYet) return this.fail(new EvaluationError(MALFORMED_MESSAGE_CODE, 'interim message before the acknowledgement', this.sessionId));
        this.options.onInterim?.(message.data);
        return;
      case 'final':
        return this.handleFinal(message.result);
    }
  }

  private handleAck(maxAudioMs: number | null) {
    if (this.acknowledgedYet) return this.fail(new EvaluationError(MALFORMED_MESSAGE_CODE, 'second acknowledgement', this.sessionId));
    this.acknowledgedYet = true;
    this.maxAudio = maxAudioMs;
    if (this.current === 'connecting') this.current = 'streaming';
    this.clearTimer();
    for (const frame of this.pending.splice(0)) this.socket?.send(frame);
    if (this.current === 'finishing') this.armTimer(this.options.resultTimeoutMs ?? DEFAULT_RESULT_TIMEOUT_MS, 'no result from the speech server');
    this.acknowledged.resolve();
  }

  private handleFinal(raw: Record<string, unknown>) {
    const allowed = this.acknowledgedYet && (this.current === 'finishing' || this.options.finalBeforeLastFrame);
    if (!allowed) return this.fail(new EvaluationError(MALFORMED_MESSAGE_CODE, 'result before the last frame', this.sessionId));
    const result = this.options.readFinal(raw, this.sessionId);
    if (result === null) return this.fail(new EvaluationError(MALFORMED_MESSAGE_CODE, 'the result is incomplete', this.sessionId));
    this.current = 'done';
    this.clearTimer();
    this.outcome.resolve(result);
    this.close();
  }

  private handleClose(event: CloseEvent) {
    if (this.isSettled()) return;
    if (event.code === SPEECH_ADDRESS_REFUSED_CLOSE_CODE) {
      if (!this.acknowledgedYet && this.renew(event.reason)) return;
      this.fail(new EvaluationError(SPEECH_ADDRESS_REFUSED_CLOSE_CODE, `the portal refused the speech address: ${event.reason || 'no reason given'}`, this.sessionId));
      return;
    }
    const clean = event.code === 1000;
    this.fail(
      clean
        ? new EvaluationError(NO_RESULT_CODE, 'the speech server closed the session without a result', this.sessionId)
        : new EvaluationError(NETWORK_ERROR_CODE, `connection to the speech server lost (close code ${event.code})`, this.sessionId),
    );
  }

  private fail(error: EvaluationError) {
    if (this.isSettled()) return;
    this.current = 'failed';
    this.clearTimer();
    this.acknowledged.reject(error);
    this.outcome.reject(error);
    this.close();
    this.options.onError?.(error);
  }

  private close() {
    this.clearTimer();
    this.detachSocket();
  }

  private detachSocket() {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close(1000);
    } catch {
      // Closing a socket that never opened can throw in old browsers; there is nothing left to free.
    }
  }

  private armTimer(ms: number, reason: string) {
    this.clearTimer();
    this.timer = setTimeout(() => this.fail(new EvaluationError(NETWORK_ERROR_CODE, `${reason} within ${ms} ms`, this.sessionId)), ms);
  }

  private clearTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

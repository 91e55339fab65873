// Handing a TOEIC paper in, once: a second click (or the time running out while the student
// clicks) joins the hand-in under way instead of posting again; a failed post can be retried;
// after success every later call answers with the first result.

export type HandInReason = 'submitted' | 'timeout';

export type HandIn<Result> = {
  /** Sends the paper, or joins the hand-in under way, or returns the result already received. */
  run: (reason: HandInReason) => Promise<Result>;
  isSending: () => boolean;
};

/**
 * `send` posts the whole paper (read when called, so the latest answers go); `onDone` runs once,
 * after the first success (the page then clears its kept copy and opens the result).
 */
export function createHandIn<Result>(send: (reason: HandInReason) => Promise<Result>, onDone: (result: Result) => void): HandIn<Result> {
  let pending: Promise<Result> | null = null;
  let done: { result: Result } | null = null;
  return {
    run: (reason) => {
      if (done) return Promise.resolve(done.result);
      if (pending) return pending;
      const sending = send(reason).then(
        (result) => {
          done = { result };
          pending = null;
          onDone(result);
          return result;
        },
        (error: unknown) => {
          // Nothing was lost: the page still holds every answer; the next call sends again.
          pending = null;
          throw error;
        },
      );
      pending = sending;
      return sending;
    },
    isSending: () => pending !== null,
  };
}

// Pure rules of the word exam and the wrong-topic loop.
import { isApiError } from 'shared-api';

/** HTTP 423: the exam's end time has passed; the answer was not kept (spec section 8). */
export const TIME_END_CODE = 423;

/** True for a call the server refused because the exam time is over. */
export function isTimeEndError(error: unknown): boolean {
  return isApiError(error) && error.code === TIME_END_CODE;
}

/** True for an answer post the engine's outbox kept as refused with the 423 of a finished exam time. */
export function isTimeEndRejection(entry: { status: string; lastStatus?: number | undefined }): boolean {
  return entry.status === 'rejected' && entry.lastStatus === TIME_END_CODE;
}

/** The first item not yet answered, from `from` on; -1 when every item has an answer. */
export function nextOpenIndex(questionIds: readonly string[], answered: ReadonlySet<string>, from = 0): number {
  for (let at = Math.max(0, from); at < questionIds.length; at++) if (!answered.has(questionIds[at]!)) return at;
  return -1;
}

/**
 * The wrong-topic loop: the student goes through the exam's unfixed items (wrong or unanswered)
 * one round at a time; after each round the server says which are still not right, and the loop
 * starts another round with those, until none is left (then WRONG_TOPIC_RESULT).
 */
export type WrongTopicLoop = { round: number; queue: readonly string[]; at: number };

export function startLoop(unfixed: readonly string[], round = 1): WrongTopicLoop {
  return { round, queue: [...unfixed], at: 0 };
}

/** After an answer: the next item of the round, or 'refresh' to ask the server what is left. */
export function afterLoopAnswer(loop: WrongTopicLoop): WrongTopicLoop | 'refresh' {
  const at = loop.at + 1;
  return at < loop.queue.length ? { ...loop, at } : 'refresh';
}

/** With the server's unfixed items after a round: the next round, or 'done' when all are right. */
export function nextLoopRound(loop: WrongTopicLoop, unfixed: readonly string[]): WrongTopicLoop | 'done' {
  return unfixed.length === 0 ? 'done' : startLoop(unfixed, loop.round + 1);
}

/** Spec section 9: 5 points per right item; percent is right / total × 100 (20 × score for 20 items). */
export function examScore(right: number, total: number): { score: number; percent: number } {
  const percent = total > 0 ? Math.round((right / total) * 100) : 0;
  return { score: right * 5, percent };
}

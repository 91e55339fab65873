import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type BattleAnswerPost = {
  battle_id: number;
  question_index: number;
  /** The chosen option's index. */
  choice: number;
  /** New per answer; the same on a resend, so the server keeps the answer once. */
  guid: string;
};

/** The server's verdict: right or not, the right option, the points, the student's standing and what opens next. */
export type AnswerReply = ApiData<'/v3/arena/submit-exercise-log', 'post'>;

export const SUBMIT_EXERCISE_LOG_PATH = '/arena/submit-exercise-log';

/** A battle lasts seconds per question: a reply later than this is treated as lost and resent. */
const ANSWER_TIMEOUT_MS = 6_000;

/**
 * One answer of a battle or grammar run. The caller shows a refusal itself (the question's time
 * is up, the battle is over) and resends on a lost connection, so the client's toast and network
 * dialog stay out of the way of the running clock.
 */
export const submitExerciseLog = (answer: BattleAnswerPost) =>
  apiPost<AnswerReply>(SUBMIT_EXERCISE_LOG_PATH, answer, { silentBadRequest: true, quietNetworkError: true, timeoutMs: ANSWER_TIMEOUT_MS });

// Where the student is in a battle's questions, as a reducer: the screen's clock ticks and the
// server's replies move it on. Times are the server's (ms since the epoch, this clock + offset).
import { ANSWER_GRACE_MS, ANSWER_REVEAL_MS } from 'shared-contract';
import type { AnswerReply } from '../api/submit-exercise-log';
import type { QuestionWindow } from './battle-view';

/**
 * The least time a verdict (○/×, 時間切れ, a refusal) stays on screen: the server opens the next
 * question ANSWER_REVEAL_MS after an answer or a limit, so the verdict costs it nothing.
 */
export const VERDICT_MIN_MS = ANSWER_REVEAL_MS;

/** A question's verdict is shown until `showNextAt`; then `upcoming` opens (none after the last). */
type Pause = { window: QuestionWindow; upcoming: QuestionWindow | null; showNextAt: number };

export type BattleStep =
  | { kind: 'open'; window: QuestionWindow }
  | { kind: 'sending'; window: QuestionWindow; choice: number; guid: string }
  /** Every try failed for want of a connection: the student may send it again (same guid). */
  | { kind: 'unsent'; window: QuestionWindow; choice: number; guid: string }
  | ({ kind: 'answered'; choice: number; reply: AnswerReply } & Pause)
  | ({ kind: 'refused'; choice: number; message: string } & Pause)
  | ({ kind: 'timeout' } & Pause)
  | { kind: 'done' };

export type BattleAction =
  | { type: 'choose'; choice: number; guid: string }
  | { type: 'resend' }
  | { type: 'reply'; reply: AnswerReply; now: number }
  | { type: 'refused'; message: string; now: number }
  | { type: 'unsent' }
  | { type: 'tick'; now: number }
  /** The battle read again from the server (a reconnect): its idea of the current question. */
  | { type: 'sync'; current: QuestionWindow | null };

/** What the battle's questions are timed by. */
export type BattleTiming = { questionCount: number; secondsPerQuestion: number };

export const startStep = (current: QuestionWindow | null): BattleStep => (current ? { kind: 'open', window: current } : { kind: 'done' });

/**
 * The question after one that got no accepted answer: as the server times it, it opens
 * ANSWER_REVEAL_MS after the missed one closed (the server takes its answer from then on, even
 * within the grace for late answers to the missed one).
 */
export function windowAfterMiss(window: QuestionWindow, timing: BattleTiming): QuestionWindow | null {
  if (window.index + 1 >= timing.questionCount) return null;
  const opens = Date.parse(window.closes_at) + ANSWER_REVEAL_MS;
  return { index: window.index + 1, opens_at: new Date(opens).toISOString(), closes_at: new Date(opens + timing.secondsPerQuestion * 1000).toISOString() };
}

/** A little past the server's grace, for the trip of the call that follows. */
const AFTER_GRACE_MS = ANSWER_GRACE_MS + 300;

const pauseBefore = (window: QuestionWindow, upcoming: QuestionWindow | null, now: number): Pause => ({
  window,
  upcoming,
  showNextAt: Math.max(now + VERDICT_MIN_MS, upcoming ? Date.parse(upcoming.opens_at) : 0),
});

/**
 * After a question without an accepted answer. When it was the last, the server counts it as
 * missed only once its grace for late answers has passed; the battle is done (and its score sent)
 * after that, or the server would still be waiting for an answer to it.
 */
function pauseAfterMiss(window: QuestionWindow, timing: BattleTiming, now: number): Pause {
  const upcoming = windowAfterMiss(window, timing);
  const pause = pauseBefore(window, upcoming, now);
  return upcoming ? pause : { ...pause, showNextAt: Math.max(pause.showNextAt, Date.parse(window.closes_at) + AFTER_GRACE_MS) };
}

export function battleReducer(timing: BattleTiming) {
  return (step: BattleStep, action: BattleAction): BattleStep => {
    switch (action.type) {
      case 'choose':
        return step.kind === 'open' ? { kind: 'sending', window: step.window, choice: action.choice, guid: action.guid } : step;
      case 'resend':
        return step.kind === 'unsent' ? { ...step, kind: 'sending' } : step;
      case 'reply':
        if (step.kind !== 'sending') return step;
        return { kind: 'answered', choice: step.choice, reply: action.reply, ...pauseBefore(step.window, action.reply.next, action.now) };
      case 'refused':
        if (step.kind !== 'sending') return step;
        return { kind: 'refused', choice: step.choice, message: action.message, ...pauseAfterMiss(step.window, timing, action.now) };
      case 'unsent':
        return step.kind === 'sending' ? { ...step, kind: 'unsent' } : step;
      case 'tick':
        return tick(step, action.now, timing);
      case 'sync':
        return sync(step, action.current);
    }
  };
}

function tick(step: BattleStep, now: number, timing: BattleTiming): BattleStep {
  if (step.kind === 'open' && now >= Date.parse(step.window.closes_at)) {
    return { kind: 'timeout', ...pauseAfterMiss(step.window, timing, now) };
  }
  if ((step.kind === 'answered' || step.kind === 'refused' || step.kind === 'timeout') && now >= step.showNextAt) return startStep(step.upcoming);
  return step;
}

/** The server is ahead (or done): follow it, unless an answer is on its way (its reply decides). */
function sync(step: BattleStep, current: QuestionWindow | null): BattleStep {
  if (step.kind === 'sending' || step.kind === 'unsent' || step.kind === 'done') return step;
  if (current === null) return { kind: 'done' };
  return current.index > step.window.index ? { kind: 'open', window: current } : step;
}

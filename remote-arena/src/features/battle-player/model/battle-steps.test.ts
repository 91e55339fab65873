import { ANSWER_GRACE_MS } from 'shared-contract';
import { describe, expect, it } from 'vitest';
import type { AnswerReply } from '../api/submit-exercise-log';
import { battleReducer, startStep, VERDICT_MIN_MS, windowAfterMiss, type BattleStep } from './battle-steps';

const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const timing = { questionCount: 3, secondsPerQuestion: 10 };
const reduce = battleReducer(timing);
const first = { index: 0, opens_at: at(0), closes_at: at(10_000) };

const reply = (next: AnswerReply['next']): AnswerReply => ({ question_index: 0, right: true, right_choice: 2, points: 15, elapsed_ms: 3_000, me: { answered: 1, correct: 1, score: 15 }, next });

describe('battle steps', () => {
  it('opens the current question, or is done when the server has none', () => {
    expect(startStep(first)).toEqual({ kind: 'open', window: first });
    expect(startStep(null)).toEqual({ kind: 'done' });
  });

  it('goes from a choice through the reply to the next question the server opened', () => {
    const next = { index: 1, opens_at: at(5_000), closes_at: at(15_000) };
    let step: BattleStep = reduce(startStep(first), { type: 'choose', choice: 2, guid: 'g1' });
    expect(step).toMatchObject({ kind: 'sending', choice: 2, guid: 'g1' });
    step = reduce(step, { type: 'reply', reply: reply(next), now: T0 + 3_000 });
    expect(step).toMatchObject({ kind: 'answered', showNextAt: T0 + 5_000 });
    expect(reduce(step, { type: 'tick', now: T0 + 4_999 }).kind).toBe('answered');
    expect(reduce(step, { type: 'tick', now: T0 + 5_000 })).toEqual({ kind: 'open', window: next });
  });

  it('keeps a verdict on screen for a moment even when the next question is already open', () => {
    const step = reduce(reduce(startStep(first), { type: 'choose', choice: 1, guid: 'g' }), { type: 'reply', reply: reply({ index: 1, opens_at: at(3_000), closes_at: at(13_000) }), now: T0 + 3_000 });
    expect(step).toMatchObject({ showNextAt: T0 + 3_000 + VERDICT_MIN_MS });
  });

  it('times a question out at closes_at; the next one opens a reveal later, after the verdict', () => {
    const step = reduce(startStep(first), { type: 'tick', now: T0 + 10_000 });
    expect(step).toMatchObject({ kind: 'timeout', upcoming: { index: 1, opens_at: at(11_000), closes_at: at(21_000) } });
    expect(reduce(step, { type: 'tick', now: T0 + 10_000 + VERDICT_MIN_MS - 1 }).kind).toBe('timeout');
    expect(reduce(step, { type: 'tick', now: T0 + 10_000 + VERDICT_MIN_MS })).toMatchObject({ kind: 'open', window: { index: 1 } });
  });

  it('is done after the last question, whether answered or missed', () => {
    const last = { index: 2, opens_at: at(0), closes_at: at(10_000) };
    expect(windowAfterMiss(last, timing)).toBeNull();
    const missed = reduce(startStep(last), { type: 'tick', now: T0 + 10_000 });
    // The server takes a late answer to it for ANSWER_GRACE_MS: only after that is it missed.
    expect(reduce(missed, { type: 'tick', now: T0 + 10_000 + ANSWER_GRACE_MS }).kind).toBe('timeout');
    expect(reduce(missed, { type: 'tick', now: T0 + 10_000 + ANSWER_GRACE_MS + 300 })).toEqual({ kind: 'done' });
    const answered = reduce(reduce(startStep(last), { type: 'choose', choice: 0, guid: 'g' }), { type: 'reply', reply: reply(null), now: T0 });
    expect(reduce(answered, { type: 'tick', now: T0 + VERDICT_MIN_MS })).toEqual({ kind: 'done' });
  });

  it('shows a refusal, then moves on; a lost answer waits for a resend with the same guid', () => {
    const sending = reduce(startStep(first), { type: 'choose', choice: 3, guid: 'same' });
    expect(reduce(sending, { type: 'refused', message: '時間切れです', now: T0 + 10_200 })).toMatchObject({ kind: 'refused', message: '時間切れです', upcoming: { index: 1 } });
    const unsent = reduce(sending, { type: 'unsent' });
    expect(reduce(unsent, { type: 'resend' })).toMatchObject({ kind: 'sending', guid: 'same', choice: 3 });
  });

  it('ignores a second choice while one is on its way, and a time-out of an answered question', () => {
    const sending = reduce(startStep(first), { type: 'choose', choice: 3, guid: 'a' });
    expect(reduce(sending, { type: 'choose', choice: 1, guid: 'b' })).toBe(sending);
    expect(reduce(sending, { type: 'tick', now: T0 + 60_000 })).toBe(sending);
  });

  it('follows the server when it is ahead, never back', () => {
    const open = startStep(first);
    expect(reduce(open, { type: 'sync', current: { index: 2, opens_at: at(30_000), closes_at: at(40_000) } })).toMatchObject({ kind: 'open', window: { index: 2 } });
    expect(reduce(open, { type: 'sync', current: first })).toBe(open);
    expect(reduce(open, { type: 'sync', current: null })).toEqual({ kind: 'done' });
  });
});

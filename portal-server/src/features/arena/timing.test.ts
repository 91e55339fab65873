import { describe, expect, it } from 'vitest';
import { answerRefusal, studentTiming, timingForAnswer } from './timing';

const start = new Date('2026-11-28T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const LIMIT = 10_000;

describe('arena question timing', () => {
  it('opens the first question at the start and each next one a reveal after the previous answer', () => {
    const timing = studentTiming(start, 3, LIMIT, [{ questionIndex: 0, answeredAt: at(4_000) }], at(5_000));
    expect(timing.current).toEqual({ index: 1, opensAt: at(5_000), closesAt: at(15_000) });
    expect(timing.missed).toEqual([]);
  });

  it('counts a question as missed once its time and the grace are over, and opens the next a reveal after its limit', () => {
    const timing = studentTiming(start, 3, LIMIT, [], at(11_600));
    expect(timing.missed.map((window) => window.index)).toEqual([0]);
    expect(timing.current).toEqual({ index: 1, opensAt: at(11_000), closesAt: at(21_000) });
  });

  it('keeps a question current during the grace after its limit', () => {
    expect(studentTiming(start, 3, LIMIT, [], at(11_000)).current?.index).toBe(0);
  });

  it('has no current question once every question is answered or missed', () => {
    const answers = [
      { questionIndex: 0, answeredAt: at(1_000) },
      { questionIndex: 2, answeredAt: at(13_000) },
    ];
    const timing = studentTiming(start, 3, LIMIT, answers, at(30_000));
    expect(timing.current).toBeNull();
    expect(timing.missed.map((window) => window.index)).toEqual([1]);
  });

  it('refuses a question not yet shown, one already answered, a missed one and any before the start', () => {
    const answers = [{ questionIndex: 0, answeredAt: at(2_000) }];
    const now = at(3_500);
    const timing = studentTiming(start, 4, LIMIT, answers, now);
    expect(answerRefusal(timing, 1, now)).toBeNull();
    expect(answerRefusal(timing, 2, now)).toBe('not_shown');
    expect(answerRefusal(timing, 0, now)).toBe('answered');
    const late = at(40_000);
    const lateTiming = studentTiming(start, 4, LIMIT, answers, late);
    expect(answerRefusal(lateTiming, 1, late)).toBe('late');
    const early = at(-1_000);
    expect(answerRefusal(studentTiming(start, 4, LIMIT, [], early), 0, early)).toBe('not_shown');
  });

  it('takes, during the grace, both the late answer and an answer to the next question (the screen moved on at the limit)', () => {
    const now = at(11_200);
    const late = timingForAnswer(start, 3, LIMIT, [], now, 0);
    expect(answerRefusal(late, 0, now)).toBeNull();
    const next = timingForAnswer(start, 3, LIMIT, [], now, 1);
    expect(next.current).toEqual({ index: 1, opensAt: at(11_000), closesAt: at(21_000) });
    expect(next.missed.map((window) => window.index)).toEqual([0]);
    expect(answerRefusal(next, 1, now)).toBeNull();
    // During the reveal after the limit the next question is not open yet.
    expect(answerRefusal(timingForAnswer(start, 3, LIMIT, [], at(10_500), 1), 1, at(10_500))).toBe('not_shown');
    expect(answerRefusal(timingForAnswer(start, 3, LIMIT, [], at(9_000), 1), 1, at(9_000))).toBe('not_shown');
  });
});

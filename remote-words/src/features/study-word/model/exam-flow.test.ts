import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared-api';
import { afterLoopAnswer, examScore, isTimeEndError, isTimeEndRejection, nextLoopRound, nextOpenIndex, startLoop } from './exam-flow';

describe('word exam', () => {
  it('knows the 423 of a finished exam time', () => {
    expect(isTimeEndError(new ApiError(423, '試験時間が終了しました。'))).toBe(true);
    expect(isTimeEndError(new ApiError(400, 'bad'))).toBe(false);
    expect(isTimeEndError(new Error('x'))).toBe(false);
    expect(isTimeEndRejection({ status: 'rejected', lastStatus: 423 })).toBe(true);
    // The status tells, not the wording of the message.
    const wordedOtherwise = { status: 'rejected', lastStatus: 423, lastError: 'Time is up.' };
    expect(isTimeEndRejection(wordedOtherwise)).toBe(true);
    expect(isTimeEndRejection({ status: 'rejected', lastStatus: 404 })).toBe(false);
    expect(isTimeEndRejection({ status: 'rejected' })).toBe(false);
    expect(isTimeEndRejection({ status: 'pending', lastStatus: 423 })).toBe(false);
  });

  it('resumes at the first unanswered item', () => {
    const ids = ['a', 'b', 'c'];
    expect(nextOpenIndex(ids, new Set())).toBe(0);
    expect(nextOpenIndex(ids, new Set(['a', 'c']))).toBe(1);
    expect(nextOpenIndex(ids, new Set(['a']), 2)).toBe(2);
    expect(nextOpenIndex(ids, new Set(['a', 'b', 'c']))).toBe(-1);
  });

  it('scores 5 points per right item, percent of the items', () => {
    expect(examScore(20, 20)).toEqual({ score: 100, percent: 100 });
    expect(examScore(13, 20)).toEqual({ score: 65, percent: 65 });
    expect(examScore(0, 0)).toEqual({ score: 0, percent: 0 });
  });
});

describe('wrong-topic loop', () => {
  it('goes round the unfixed items until the server says none is left', () => {
    let loop = startLoop(['w1-meaning', 'w2-write']);
    const step = afterLoopAnswer(loop);
    expect(step).toEqual({ round: 1, queue: ['w1-meaning', 'w2-write'], at: 1 });
    loop = step as typeof loop;
    expect(afterLoopAnswer(loop)).toBe('refresh');
    // w2 was wrong again: a second round with it alone.
    const second = nextLoopRound(loop, ['w2-write']);
    expect(second).toEqual({ round: 2, queue: ['w2-write'], at: 0 });
    expect(afterLoopAnswer(second as typeof loop)).toBe('refresh');
    expect(nextLoopRound(second as typeof loop, [])).toBe('done');
  });
});

import { describe, expect, it } from 'vitest';
import type { wordReviews } from '../../db/tables/word-study';
import { runProgressOf, type RunRow } from './runs';
import type { PlanWordRow } from './scheduler';

const now = new Date('2026-04-01T03:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

const card = (wordId: number, fields: Partial<PlanWordRow> = {}): PlanWordRow => ({
  planId: 1, wordId, position: wordId, due: null, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null, ...fields,
});
const run = (fields: Partial<RunRow> = {}): RunRow => ({ id: 1, planId: 1, studentId: 1, guid: 'g', kind: 'task', wordIds: [1, 2], issuedAt: now, lastActivityAt: now, finishedAt: null, ...fields });
let nextId = 1;
const review = (wordId: number, questionId: string, isRight: 0 | 1): typeof wordReviews.$inferSelect => ({
  id: nextId++, runId: 1, planId: 1, wordId, questionId, isRight, rating: isRight ? 3 : 1, responseMs: 1000, answer: '', reviewedAt: now, dueAfter: now,
});

describe('runProgressOf', () => {
  it('asks the issued words in order, a new word by its meaning', () => {
    const progress = runProgressOf(run(), [], new Map([[1, card(1)], [2, card(2)]]), now);
    expect(progress).toMatchObject({ finished: false, answered: 0, total: 2, next: { wordId: 1, kind: 'meaning' } });
  });

  it('brings a word answered wrong back once its learning step is due, asked another way', () => {
    const cards = new Map([[1, card(1, { due: minutes(-1), reps: 1, state: 1 })], [2, card(2, { due: minutes(10), reps: 1, state: 1 })]]);
    const reviews = [review(1, 'w1-meaning', 0), review(2, 'w2-meaning', 1)];
    expect(runProgressOf(run(), reviews, cards, now)).toMatchObject({ finished: false, answered: 2, total: 3, next: { wordId: 1, kind: 'write' } });
  });

  it('ends when the wrong word is not due yet, and never asks one question twice', () => {
    const notYet = new Map([[1, card(1, { due: minutes(5), reps: 1, state: 1 })], [2, card(2, { due: minutes(10), reps: 1, state: 1 })]]);
    const reviews = [review(1, 'w1-meaning', 0), review(2, 'w2-meaning', 1)];
    expect(runProgressOf(run(), reviews, notYet, now)).toMatchObject({ finished: true, next: null });
    // Asked every way already in this run: the word waits for the next run.
    const askedAll = new Map([[1, card(1, { due: minutes(-1), reps: 3, state: 3 })], [2, card(2, { due: minutes(10), reps: 1, state: 1 })]]);
    const all = [review(1, 'w1-meaning', 0), review(1, 'w1-write', 0), review(1, 'w1-read', 0), review(2, 'w2-meaning', 1)];
    expect(runProgressOf(run(), all, askedAll, now).next).toBeNull();
  });

  it('does not bring wrong words back in a fixed paper (challenge)', () => {
    const cards = new Map([[1, card(1, { due: minutes(-1), reps: 1, state: 3 })], [2, card(2, { due: minutes(10), reps: 1, state: 2 })]]);
    const progress = runProgressOf(run({ kind: 'challenge' }), [review(1, 'w1-meaning', 0), review(2, 'w2-meaning', 1)], cards, now);
    expect(progress).toMatchObject({ finished: true, next: null, answered: 2 });
  });
});

import { createEmptyCard, Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { ratingFor } from './rating';
import { cardColumns, cardOf, FORGETTING_CURVE, retrievability, reviewCard, type CardColumns } from './scheduler';

const NEW_WORD: CardColumns = { due: null, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null };
const day = (n: number) => new Date(Date.UTC(2026, 3, 1 + n, 1));

/** A word reviewed right (Good) on days 0, 1 and 4, so it is in review with some stability. */
function learnedWord(): CardColumns {
  let card = NEW_WORD;
  for (const at of [day(0), day(1), day(4)]) card = reviewCard(card, Rating.Good, at, 0.9);
  return card;
}

describe('the FSRS schedule of a plan word', () => {
  it('gives a new word (due null) a first due date after its first review', () => {
    const after = reviewCard(NEW_WORD, Rating.Good, day(0), 0.9);
    expect(after.due).toBeInstanceOf(Date);
    expect(after.reps).toBe(1);
    expect(after.state).not.toBe(State.New);
  });

  it('brings a wrongly answered word back earlier than a rightly answered one', () => {
    const known = learnedWord();
    const at = known.due!;
    const wrong = reviewCard(known, ratingFor(false, 3_000), at, 0.9);
    const right = reviewCard(known, ratingFor(true, 8_000), at, 0.9);
    expect(wrong.due!.getTime()).toBeLessThan(right.due!.getTime());
    expect(wrong.lapses).toBe(known.lapses + 1);
    expect(wrong.state).toBe(State.Relearning);
  });

  it('reviews more often for a higher desired retention', () => {
    const known = learnedWord();
    const strict = reviewCard(known, Rating.Good, known.due!, 0.97);
    const relaxed = reviewCard(known, Rating.Good, known.due!, 0.8);
    expect(strict.due!.getTime()).toBeLessThan(relaxed.due!.getTime());
  });

  it('maps a card to row columns and back unchanged', () => {
    const card = createEmptyCard(day(0));
    const row = cardColumns(card);
    expect(cardOf({ ...row, due: row.due }, day(3))).toMatchObject({ due: card.due, state: card.state, reps: 0 });
  });

  it('predicts recall only for reviewed words, falling with time', () => {
    expect(retrievability(NEW_WORD, day(0), 0.9)).toBeNull();
    const known = learnedWord();
    const soon = retrievability(known, day(5), 0.9)!;
    const late = retrievability(known, day(60), 0.9)!;
    expect(soon).toBeGreaterThan(late);
    expect(late).toBeGreaterThan(0);
  });

  it('gives the forgetting curve the database averages (planSchedules) the same recall as retrievability', () => {
    const known = learnedWord();
    const { decay, factor } = FORGETTING_CURVE;
    for (const at of [day(4), new Date(day(5).getTime() + 7 * 3600_000), day(60)]) {
      const wholeDays = Math.max(Math.floor((at.getTime() - known.lastReview!.getTime()) / 86_400_000), 0);
      expect(Math.pow(1 + (factor * wholeDays) / known.stability, decay)).toBeCloseTo(retrievability(known, at, 0.9)!, 7);
    }
  });
});

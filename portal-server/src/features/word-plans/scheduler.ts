// FSRS scheduling of a plan's words with ts-fsrs. A word's card lives in its word_plan_words
// row (due null: a new word never reviewed); these functions map between the two and apply a
// rating, so the rest of the code never touches ts-fsrs directly.
import { computeDecayFactor, createEmptyCard, fsrs, generatorParameters, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { wordPlanWords } from '../../db/tables/word-study';

export type PlanWordRow = typeof wordPlanWords.$inferSelect;
/** The card columns of a word_plan_words row. */
export type CardColumns = Pick<PlanWordRow, 'due' | 'stability' | 'difficulty' | 'elapsedDays' | 'scheduledDays' | 'learningSteps' | 'reps' | 'lapses' | 'state' | 'lastReview'>;

const schedulers = new Map<number, FSRS>();

/** The scheduler of a plan's desired retention (fuzz off: the same answers give the same due dates, in tests and for students). */
export function schedulerFor(desiredRetention: number): FSRS {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: desiredRetention, enable_fuzz: false }));
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

/** The ts-fsrs card of a row; a new word (due null) is an empty card as of `now`. */
export function cardOf(row: CardColumns, now: Date): Card {
  if (row.due === null) return createEmptyCard(now);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** The row columns of a card. */
export function cardColumns(card: Card): CardColumns {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** The card after one rated review at `now`. */
export function reviewCard(row: CardColumns, grade: Grade, now: Date, desiredRetention: number): CardColumns {
  return cardColumns(schedulerFor(desiredRetention).next(cardOf(row, now), now, grade).card);
}

/** The predicted chance of recalling the word now (0..1); null for a word never reviewed. */
export function retrievability(row: CardColumns, now: Date, desiredRetention: number): number | null {
  if (row.due === null || row.state === State.New) return null;
  return schedulerFor(desiredRetention).get_retrievability(cardOf(row, now), now, false);
}

/**
 * The forgetting curve ts-fsrs predicts recall with (FSRS-6): R = (1 + factor * t / S) ^ decay,
 * t the whole days since the last review, S the card's stability. It depends on the model's
 * weights only (the same for every plan), not on the desired retention, so the database can
 * average it over many cards at once (today.ts planSchedules) and agree with retrievability().
 */
export const FORGETTING_CURVE: { decay: number; factor: number } = computeDecayFactor(generatorParameters().w);

export const STATE_NAMES = ['new', 'learning', 'review', 'relearning'] as const;
export type StateName = (typeof STATE_NAMES)[number];
export const stateName = (state: number): StateName => STATE_NAMES[state] ?? 'new';

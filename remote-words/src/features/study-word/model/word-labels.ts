// Keys of the texts for the server's FSRS values (ts-fsrs Rating 1–4, State 0–3 or its name).

export type RatingKey = 'again' | 'hard' | 'good' | 'easy';
export type StateKey = 'new' | 'learning' | 'review' | 'relearning';

const RATINGS: Record<number, RatingKey> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };
const STATES: readonly StateKey[] = ['new', 'learning', 'review', 'relearning'];

/** The rating's text key, or null for none (a word not rated in this run). */
export function ratingKey(rating: number | string | null | undefined): RatingKey | null {
  if (rating === null || rating === undefined) return null;
  if (typeof rating === 'string' && (Object.values(RATINGS) as string[]).includes(rating.toLowerCase())) return rating.toLowerCase() as RatingKey;
  return RATINGS[Number(rating)] ?? null;
}

/** The card state's text key (a number as ts-fsrs stores it, or its name in any case). */
export function stateKey(state: number | string | null | undefined): StateKey {
  if (typeof state === 'string' && Number.isNaN(Number(state))) {
    const name = state.toLowerCase() as StateKey;
    return STATES.includes(name) ? name : 'new';
  }
  return STATES[Number(state)] ?? 'new';
}

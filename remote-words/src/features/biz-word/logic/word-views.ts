// The four views of a business word card (spec part 3, sections 2 and 9): 1 the word, 2 the word
// with its Japanese, 3 the example sentence, 4 the sentence with its Japanese. The view index
// cycles 1 → 4 → 1; the upper/lower buttons skip the sentence views (3 and 4) when the word has
// no example sentence. The engine's business_word_reading type follows the same rule.

export const WORD_VIEWS = [1, 2, 3, 4] as const;
export type WordView = (typeof WORD_VIEWS)[number];

const isSentenceView = (view: WordView) => view === 3 || view === 4;

/** The views a word can show: all four, or only 1 and 2 when it has no example sentence. */
export function availableViews(hasExample: boolean): WordView[] {
  return WORD_VIEWS.filter((view) => hasExample || !isSentenceView(view));
}

/** The view after `current` ("lower" button); after the last comes the first. */
export function nextView(current: WordView, hasExample: boolean): WordView {
  return step(current, hasExample, 1);
}

/** The view before `current` ("upper" button); before the first comes the last. */
export function previousView(current: WordView, hasExample: boolean): WordView {
  return step(current, hasExample, -1);
}

function step(current: WordView, hasExample: boolean, by: 1 | -1): WordView {
  const views = availableViews(hasExample);
  const at = views.indexOf(current);
  // A sentence view on a word without a sentence (the card changed under it) starts over at 1.
  if (at === -1) return 1;
  return views[(at + by + views.length) % views.length] ?? 1;
}

/** Whether a view shows the example sentence (else the word). */
export const showsSentence = (view: WordView): boolean => isSentenceView(view);

/** Whether a view shows the Japanese (the meaning, or the sentence's translation). */
export const showsJapanese = (view: WordView): boolean => view === 2 || view === 4;

/** A word has an example sentence when the text is not blank. */
export const hasExample = (sentence: string | null | undefined): boolean => (sentence ?? '').trim() !== '';

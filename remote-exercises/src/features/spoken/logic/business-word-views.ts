// Business word reading views (spec part 2 section 1, part 3 section 2): 1 word, 2 word with
// Japanese, 3 example sentence, 4 sentence with Japanese. The view index cycles 1 to 4; the
// upper/lower buttons skip the sentence views when the word has no example sentence.

export const BUSINESS_WORD_VIEWS = [1, 2, 3, 4] as const;
export type BusinessWordView = (typeof BUSINESS_WORD_VIEWS)[number];

const SENTENCE_VIEWS: ReadonlySet<BusinessWordView> = new Set([3, 4]);

/** The views a word can show: all four, or only the word views without an example sentence. */
export function availableViews(hasExampleSentence: boolean): BusinessWordView[] {
  return BUSINESS_WORD_VIEWS.filter((view) => hasExampleSentence || !SENTENCE_VIEWS.has(view));
}

/** The next view in the cycle ("lower" button): after the last available view comes the first. */
export function nextView(current: BusinessWordView, hasExampleSentence: boolean): BusinessWordView {
  return stepView(current, hasExampleSentence, 1);
}

/** The previous view in the cycle ("upper" button). */
export function previousView(current: BusinessWordView, hasExampleSentence: boolean): BusinessWordView {
  return stepView(current, hasExampleSentence, -1);
}

function stepView(current: BusinessWordView, hasExampleSentence: boolean, step: 1 | -1): BusinessWordView {
  const views = availableViews(hasExampleSentence);
  const position = views.indexOf(current);
  // A view that is not available (a sentence view on a word without one) restarts the cycle.
  if (position === -1) return views[0] ?? 1;
  return views[(position + step + views.length) % views.length] ?? 1;
}

/** Whether a view reads the example sentence (else the word itself). */
export function viewReadsSentence(view: BusinessWordView): boolean {
  return SENTENCE_VIEWS.has(view);
}

/** Whether a view shows the Japanese meaning or translation. */
export function viewShowsJapanese(view: BusinessWordView): boolean {
  return view === 2 || view === 4;
}

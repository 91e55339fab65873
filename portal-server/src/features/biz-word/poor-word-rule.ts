// The poor-word rule, pure so it is tested on its own: what one scored reading of a word does to
// the student's poor-word list (/eiken/biz/poorWord).

/** A reading of the word at this score or better (speech-server 0..100) clears it from the list. */
export const POOR_CLEARED_FROM = 80;

export type PoorWordChanges = { mark: number[]; clear: number[] };

/**
 * `wordId` is the word read (its card: the word or its example); `poorlyIds` the portal words
 * the speech server named poorly pronounced in that reading. Below POOR_CLEARED_FROM the word
 * read is poor even when the speech server named no word (the score says so). At or above it,
 * the word read is cleared, and only the other named words are marked.
 */
export function poorWordChanges(wordId: number, score: number, poorlyIds: readonly number[]): PoorWordChanges {
  const others = [...new Set(poorlyIds)].filter((id) => id !== wordId);
  if (score >= POOR_CLEARED_FROM) return { mark: others, clear: [wordId] };
  return { mark: [wordId, ...others], clear: [] };
}

/** One spelling of a poorly read word as the list matches it: lower case, without the punctuation a transcript puts around it. */
export function poorlyWordKey(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
}

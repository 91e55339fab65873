// Word edit distance and the chat-bot irrelevance (spec part 2, sections 5 and 9). speech-server
// rejects a spoken reply with it (the `choice` block of PROTOCOL.md) and the chat-bot player
// picks the reply with it, so both must count the same way.

/** An option this irrelevant (or more) does not match the spoken reply. */
export const IRRELEVANCE_THRESHOLD = 70;

/** Levenshtein distance between two word sequences (insert, delete and substitute all cost 1). */
export function wordEditDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= b.length; column += 1) {
      const substitution = (previous[column - 1] ?? 0) + (a[row - 1] === b[column - 1] ? 0 : 1);
      current.push(Math.min((previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The spec's irrelevance of a spoken reply to an option: word edit distance divided by the
 * option's word count, times 100 (unrounded). Both word lists are already lower case without
 * punctuation; an option without words never matches (100).
 */
export function replyIrrelevance(spokenWords: readonly string[], optionWords: readonly string[]): number {
  if (optionWords.length === 0) return 100;
  return (wordEditDistance(spokenWords, optionWords) / optionWords.length) * 100;
}

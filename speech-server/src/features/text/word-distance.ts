/** Levenshtein distance between two word sequences (insert, delete, substitute all cost 1). */
export function wordEditDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The spec's chat-bot irrelevance (part 2 section 5): word edit distance between the spoken
 * reply and an option, divided by the option's word count, times 100.
 */
export function irrelevance(spoken: readonly string[], option: readonly string[]): number {
  if (option.length === 0) return 100;
  return Math.round((wordEditDistance(spoken, option) / option.length) * 1000) / 10;
}

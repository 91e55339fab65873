// Ordering types (sentence sorting, word-order blank fill): options are placed into blanks.
import type { ChoiceOption } from '../../engine/model/resource';

/** The option placed in each blank (null while empty). */
export type Placement = (number | null)[];

/** Places an option in the first empty blank; an option already placed is not placed twice. */
export function placeOption(placement: Placement, optionIndex: number): Placement {
  if (placement.includes(optionIndex)) return placement;
  const empty = placement.indexOf(null);
  if (empty === -1) return placement;
  const next = [...placement];
  next[empty] = optionIndex;
  return next;
}

/** Takes the option out of a blank, leaving the blank empty. */
export function clearBlank(placement: Placement, blank: number): Placement {
  const next = [...placement];
  next[blank] = null;
  return next;
}

export function placedWords(placement: Placement, options: readonly ChoiceOption[]): string[] {
  return placement.map((index) => (index === null ? '' : (options.find((option) => option.index === index)?.content ?? '')));
}

/** Capitalises the first letter of a word that starts the sentence. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Words as they appear in the sentence: a word placed at the sentence start gets a capital
 * (word-order blank fill). The prompt starts the sentence when nothing but a blank comes first.
 */
export function displayWords(words: readonly string[], firstBlankStartsSentence: boolean): string[] {
  return words.map((word, blank) => (blank === 0 && firstBlankStartsSentence && word ? capitalise(word) : word));
}

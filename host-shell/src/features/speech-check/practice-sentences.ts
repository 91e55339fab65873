/**
 * Sentences offered on the check page: everyday school English of different lengths and sounds
 * (l/r, th, v/b), so a student hears where the scoring is strict.
 */
export const PRACTICE_SENTENCES = [
  'I like to read books in the library after school.',
  'Thank you very much for your help yesterday.',
  'My brother plays the violin every Saturday morning.',
  'Could you tell me the way to the nearest station?',
  'We are going to visit our grandparents this summer.',
] as const;

/** read_sentence accepts 1 to 80 words (speech-server/PROTOCOL.md). */
export const MAX_SENTENCE_WORDS = 80;

/** Whether a typed sentence can be evaluated: at least one English word, at most 80 words, no line breaks. */
export function isReadableSentence(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || /[\r\n]/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  return words.length <= MAX_SENTENCE_WORDS && /[A-Za-z]/.test(trimmed);
}

/** Client-side check before searching; the server checks the same and answers 400 otherwise. */
export type SearchProblem = 'empty' | 'notEnglish' | 'tooLong' | null;

export const MAX_WORD_LENGTH = 50;

export function checkSearchWord(input: string): SearchProblem {
  const word = input.trim();
  if (!word) return 'empty';
  if (word.length > MAX_WORD_LENGTH) return 'tooLong';
  if (!/^[A-Za-z][A-Za-z' -]*$/.test(word)) return 'notEnglish';
  return null;
}

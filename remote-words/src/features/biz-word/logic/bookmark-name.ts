// The bookmark name rule (spec part 3, section 5: a bookmark name is required), as the server's
// bookmark-name.ts holds it: NFKC, spaces collapsed, trimmed; 1–30 characters.
export const BOOKMARK_NAME_MAX = 30;

export type BookmarkNameProblem = 'nameRequired' | 'nameTooLong';

export const normaliseBookmarkName = (raw: string): string => raw.normalize('NFKC').replace(/\s+/g, ' ').trim();

/** Why a name cannot be sent, or null when it can (the server still checks emoji and duplicates). */
export function bookmarkNameProblem(raw: string): BookmarkNameProblem | null {
  const name = normaliseBookmarkName(raw);
  if (name === '') return 'nameRequired';
  if ([...name].length > BOOKMARK_NAME_MAX) return 'nameTooLong';
  return null;
}

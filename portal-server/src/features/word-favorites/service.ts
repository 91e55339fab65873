// Favourite words (spec part 3: word_name, words, is_collected): the star on a word card of word
// study ('word') and business words ('biz'). Keyed by the word's text, as the spec's payload is,
// so a favourite survives a content reload that renumbers words.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favoriteWords } from '../../db/tables/word-study';
import { words } from '../../db/tables/words';
import type { AuthUser } from '../../http/auth';
import { ApiError, badRequest, forbidden } from '../../http/reply';

export const FAVORITE_WORD_MODULES = ['word', 'biz'] as const;
export type FavoriteWordModule = (typeof FAVORITE_WORD_MODULES)[number];

/** Far beyond real use; the cap keeps one account from filling the table. */
export const MAX_FAVORITE_WORDS = 2000;

export const MESSAGES = {
  // The sentence favourites' wording (features/favorites), so a college student reads one refusal.
  college: '大学生のアカウントではコレクション機能を利用できません。',
  full: `お気に入りの単語は${MAX_FAVORITE_WORDS}語までです。使わない単語を外してください。`,
  noMeaning: '単語をお気に入りに入れるときは意味（words）も送ってください。',
} as const;

/** College students have no collection (spec part 3 section 6), as features/favorites/service.ts assertCollectionAllowed. */
export function assertWordCollectionAllowed(user: AuthUser): void {
  if (user.isCollegeStudent) throw forbidden(MESSAGES.college);
}

/** The key a favourite is matched by: the headword as the card shows it, trimmed (case kept: CEO, Monday). */
export const favoriteKey = (wordName: string) => wordName.trim();

/**
 * Flips a favourite from the state the client shows (the spec's toggle: 0 adds, 1 removes) and
 * returns the state after. Adding what is already there, or removing what is not, is no error:
 * a second tab may have flipped it first.
 */
export async function toggleFavoriteWord(db: Database, studentId: number, input: { module: FavoriteWordModule; word_name: string; words: string; is_collected: 0 | 1 }): Promise<0 | 1> {
  const wordName = favoriteKey(input.word_name);
  const mine = and(eq(favoriteWords.studentId, studentId), eq(favoriteWords.module, input.module), eq(favoriteWords.wordName, wordName));
  if (input.is_collected === 1) {
    await db.delete(favoriteWords).where(mine);
    return 0;
  }
  if (!input.words) throw badRequest(MESSAGES.noMeaning);
  const [held] = await db.select({ total: count() }).from(favoriteWords).where(eq(favoriteWords.studentId, studentId));
  if ((held?.total ?? 0) >= MAX_FAVORITE_WORDS) throw new ApiError(409, MESSAGES.full);
  await db.insert(favoriteWords).values({ studentId, module: input.module, wordName, words: input.words }).onConflictDoUpdate({ target: [favoriteWords.studentId, favoriteWords.module, favoriteWords.wordName], set: { words: input.words } });
  return 1;
}

/** Which of `names` the student has among the favourites of `module` (by favoriteKey). */
export async function collectedWordNames(db: Database, studentId: number, module: FavoriteWordModule, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const keys = [...new Set(names.map(favoriteKey))];
  const rows = await db
    .select({ wordName: favoriteWords.wordName })
    .from(favoriteWords)
    .where(and(eq(favoriteWords.studentId, studentId), eq(favoriteWords.module, module), inArray(favoriteWords.wordName, keys)));
  return new Set(rows.map((row) => row.wordName));
}

/** The portal's word for each name (first by id when a spelling has two parts of speech), for its IPA and audio. */
async function portalWords(db: Database, names: string[]) {
  if (names.length === 0) return new Map<string, typeof words.$inferSelect>();
  const rows = await db
    .selectDistinctOn([sql`lower(${words.word})`])
    .from(words)
    .where(inArray(sql`lower(${words.word})`, names.map((name) => name.toLowerCase())))
    .orderBy(sql`lower(${words.word})`, words.id);
  return new Map(rows.map((row) => [row.word.toLowerCase(), row]));
}

/** The student's favourite words, newest first, with the portal's IPA and audio where the word is in a list. */
export async function listFavoriteWords(db: Database, studentId: number, query: { module?: FavoriteWordModule; page: number; limit: number }) {
  const where = and(eq(favoriteWords.studentId, studentId), query.module ? eq(favoriteWords.module, query.module) : undefined);
  const [total] = await db.select({ total: count() }).from(favoriteWords).where(where);
  const rows = await db
    .select()
    .from(favoriteWords)
    .where(where)
    .orderBy(desc(favoriteWords.createdAt), desc(favoriteWords.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const known = await portalWords(db, rows.map((row) => row.wordName));
  return {
    total: total?.total ?? 0,
    page: query.page,
    limit: query.limit,
    list: rows.map((row) => {
      const word = known.get(row.wordName.toLowerCase());
      return {
        favorite_id: row.id,
        module: row.module as FavoriteWordModule,
        word_name: row.wordName,
        words: row.words,
        is_collected: 1 as const,
        word_id: word?.id ?? null,
        ipa: word?.ipa ?? '',
        word_reading: word?.audioPath ?? '',
        created_at: row.createdAt.toISOString(),
      };
    }),
  };
}

// The Business word item of the spec (part 3 section 3: word_id, word_name, words, is_collected,
// ipa, mean, short_phrase, example_sentence, word_reading) as every business-word call returns
// a word: learning cards, bookmarks, poor words.
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { words } from '../../db/tables/words';
import { notFound } from '../../http/reply';
import { POS_JA } from '../textbook/content-load-words';
import type { WordEntry } from '../textbook/content-schema-words';
import { collectedWordNames } from '../word-favorites/service';

export type WordRow = typeof words.$inferSelect;

export const bizWordCardSchema = z.object({
  word_id: z.number().int(),
  word_name: z.string().describe('見出し語'),
  words: z.string().describe('意味（お気に入りの words にそのまま送る）'),
  is_collected: z.union([z.literal(0), z.literal(1)]).describe('お気に入り（module=biz）に入っているか'),
  ipa: z.string().describe('発音記号（/ なし）'),
  mean: z.string().describe('品詞つきの意味（例：【名詞】会議、打ち合わせ）'),
  short_phrase: z.string().describe('品詞（日本語）。単語リストに短いフレーズの項目がないため品詞を入れる'),
  pos: z.string().describe('品詞（noun, verb, ... phrase）'),
  example_sentence: z.string().describe('例文（ない単語は空。表示 3・4 はとばす）'),
  example_jp: z.string().describe('例文の訳'),
  word_reading: z.string().describe('単語の音声の URL'),
  example_audio: z.string().describe('例文の音声の URL'),
});
export type BizWordCard = z.output<typeof bizWordCardSchema>;

const posJa = (pos: string) => POS_JA[pos as WordEntry['pos']] ?? pos;

export function bizWordCard(row: WordRow, collected: ReadonlySet<string>): BizWordCard {
  return {
    word_id: row.id,
    word_name: row.word,
    words: row.meaning,
    is_collected: collected.has(row.word) ? 1 : 0,
    ipa: row.ipa,
    mean: `【${posJa(row.pos)}】${row.meaning}`,
    short_phrase: posJa(row.pos),
    pos: row.pos,
    example_sentence: row.example,
    example_jp: row.exampleJp,
    word_reading: row.audioPath,
    example_audio: row.exampleAudioPath,
  };
}

/** The cards of `rows` in their order, with the student's business favourites marked. */
export async function bizWordCards(db: Database, studentId: number, rows: WordRow[]): Promise<BizWordCard[]> {
  const collected = await collectedWordNames(db, studentId, 'biz', rows.map((row) => row.word));
  return rows.map((row) => bizWordCard(row, collected));
}

/** Word rows by id, in the order of `ids` (ids no longer in the content are left out). */
export async function wordsByIds(db: Database, ids: number[]): Promise<WordRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(words).where(inArray(words.id, ids)).orderBy(asc(words.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const WORD_MESSAGES = { wordNotFound: '単語が見つかりません。一覧から選び直してください。' } as const;

export async function requireWord(db: Database, wordId: number): Promise<WordRow> {
  const [row] = await db.select().from(words).where(eq(words.id, wordId)).limit(1);
  if (!row) throw notFound(WORD_MESSAGES.wordNotFound);
  return row;
}

// Paper items of word plans: one word asked one way, as a one-item practice resource the engine
// plays (ExercisePlayer). The items are the content pipeline's own: the word's unit is run
// through unitPracticeSources (the generation of content-load-words.ts, with its distractors and
// prompts) and packageIndex (content-build.ts), and the word's item is taken out under the plan's
// question id. So the engine plays exactly what the word training sets hold, and the server can
// rebuild any item from (word, kind) to mark an answer.
import { createHash } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { wordUnits, words } from '../../db/tables/words';
import { badRequest } from '../../http/reply';
import { idParam } from '../../http/schemas';
import { questionIdSchema, type ResourceItemMeta } from '../../lib/item-meta';
import { answerRecordFields, type AnswerRecordBody } from '../answer-records/input';
import { prepareAnswer } from '../answers/service';
import { itemKeyFromPackageItem } from '../resources/package-keys';
import { packageIndex } from '../textbook/content-build';
import { unitPracticeSources, wordKey, wordQuestionId } from '../textbook/content-load-words';
import { exerciseResource } from '../textbook/content-schema';
import type { WordEntry } from '../textbook/content-schema-words';
import { MESSAGES } from './messages';
import { isRightAnswer } from './rating';

type Db = Database | Transaction;
type Json = Record<string, unknown>;

/** How a word is asked: meaning (22, word → meaning choice), write (14, meaning → type the word), read (1, say the word). */
export const WORD_KINDS = ['meaning', 'write', 'read'] as const;
export type WordKind = (typeof WORD_KINDS)[number];
export type WordTypeId = 1 | 14 | 22;
/** The spec's word-test type ids (part 3 section 9). */
export const KIND_TYPE_ID: Record<WordKind, WordTypeId> = { meaning: 22, write: 14, read: 1 };
export const TYPE_ID_KIND: Record<WordTypeId, WordKind> = { 22: 'meaning', 14: 'write', 1: 'read' };

export const planQuestionId = (wordId: number, kind: WordKind) => `w${wordId}-${kind}`;

/** The word and kind a plan question id names, or null when it is not one. */
export function parseQuestionId(questionId: string): { wordId: number; kind: WordKind } | null {
  const match = /^w([1-9]\d{0,9})-(meaning|write|read)$/.exec(questionId);
  if (!match) return null;
  const wordId = Number(match[1]);
  return wordId <= 2_147_483_647 ? { wordId, kind: match[2] as WordKind } : null;
}

/**
 * How a word is asked next: a new word by its meaning (recognition first); a reviewed one in
 * turn by meaning, writing and reading, so recall is practised every way over the reviews.
 */
export function kindForCard(card: { reps: number; due: Date | null }): WordKind {
  if (card.due === null) return 'meaning';
  return WORD_KINDS[card.reps % WORD_KINDS.length]!;
}

export const paperItemSchema = z.object({
  question_id: z.string().describe('w<word_id>-<meaning|write|read>'),
  word_id: z.number().int(),
  type_id: z.union([z.literal(1), z.literal(14), z.literal(22)]).describe('1 発音（word_reading）、14 和文英訳（ja_to_en_writing）、22 意味の選択（word_choice）'),
  resource: z.record(z.string(), z.unknown()).describe('エンジンの PracticeResource（items は1問、音声の URL は絶対パス）'),
});
export type PaperItem = z.output<typeof paperItemSchema>;

type WordRow = typeof words.$inferSelect;
type UnitRow = typeof wordUnits.$inferSelect;
type UnitSources = ReturnType<typeof unitPracticeSources>['training'];

/** Generated unit sources by unit id, with the fingerprint of the words they were made from (content may be reloaded). */
const unitCache = new Map<number, { fingerprint: string; sources: UnitSources }>();
const UNIT_CACHE_MAX = 400;

const entryOf = (row: WordRow): WordEntry => ({
  word: row.word,
  pos: row.pos as WordEntry['pos'],
  ipa: row.ipa,
  meaning: row.meaning,
  example: row.example,
  example_jp: row.exampleJp,
  ...(row.form ? { form: row.form } : {}),
});

/** The unit's training sets as the content pipeline generates them (cached while the unit's words stay the same). */
function unitSources(unit: UnitRow, unitWords: WordRow[]): UnitSources {
  const fingerprint = createHash('sha256').update(JSON.stringify([unit.code, unit.title, unit.titleEn, unitWords.map(entryOf)])).digest('hex');
  const cached = unitCache.get(unit.id);
  if (cached?.fingerprint === fingerprint) return cached.sources;
  const { training } = unitPracticeSources({ code: unit.code, title: unit.title, title_en: unit.titleEn, words: unitWords.map(entryOf) });
  if (unitCache.size >= UNIT_CACHE_MAX) unitCache.delete(unitCache.keys().next().value!);
  unitCache.set(unit.id, { fingerprint, sources: training });
  return training;
}

/** The generated item of `word` of a given pipeline kind, with the set it is in. */
function generatedItem(sources: UnitSources, word: WordRow, pipelineKind: 'meaning' | 'word' | 'reading') {
  const id = wordQuestionId(wordKey(word.word, word.pos), pipelineKind);
  for (const source of sources) {
    const item = (source.items as Json[]).find((entry) => entry.id === id);
    if (item) return { source, item };
  }
  throw new Error(`word ${word.id}: the content pipeline made no ${pipelineKind} item`);
}

/** The one-item content source of a word asked one way (the write kind turns the pipeline's meaning → word prompt into typing). */
function wordSource(sources: UnitSources, word: WordRow, kind: WordKind): Json {
  const id = planQuestionId(word.id, kind);
  const code = `word-${word.id}-${kind}`;
  const strip = ({ code: _code, items: _items, ...rest }: Json) => rest;
  if (kind === 'meaning' || kind === 'read') {
    const { source, item } = generatedItem(sources, word, kind === 'meaning' ? 'meaning' : 'reading');
    return { ...strip(source), code, items: [{ ...item, id }] };
  }
  const { item } = generatedItem(sources, word, 'word');
  return {
    code,
    title: 'Meaning to word (typing)',
    title_jp: '意味 → 単語（入力）',
    description: 'Type the English word for the meaning.',
    description_jp: '意味に合う英単語を入力しましょう。',
    type: 'ja_to_en_writing',
    items: [{ id, screen_text_jp: String(item.screen_text).replace(/\s*→\s*_+$/, ''), answer: [word.word], ...(item.explanation ? { explanation: item.explanation } : {}) }],
  };
}

/** A source through the content schema and packageIndex, as a practice resource whose audio is the word's own. */
function practiceResource(source: Json, word: WordRow): Json {
  const { index } = packageIndex(exerciseResource.parse(source));
  const items = (index.items as Json[]).map((item) => (item.audio_file === undefined ? item : { ...item, audio_file: word.audioPath }));
  const body = { ...index, items };
  const version = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
  return { res_id: 0, res_version: version, option_random: 1, multiple_choice: 0, ...body };
}

export type PaperRequest = { wordId: number; kind: WordKind };

/** Paper items for words asked given ways, in the order asked (words that no longer exist are left out). */
export async function paperItems(db: Db, requests: PaperRequest[]): Promise<PaperItem[]> {
  if (requests.length === 0) return [];
  const wordRows = await db.select().from(words).where(inArray(words.id, [...new Set(requests.map((request) => request.wordId))]));
  const unitIds = [...new Set(wordRows.map((row) => row.unitId))];
  const [units, siblings] = await Promise.all([
    db.select().from(wordUnits).where(inArray(wordUnits.id, unitIds)),
    db.select().from(words).where(inArray(words.unitId, unitIds)).orderBy(asc(words.unitId), asc(words.position)),
  ]);
  return requests.flatMap(({ wordId, kind }) => {
    const word = wordRows.find((row) => row.id === wordId);
    const unit = word && units.find((row) => row.id === word.unitId);
    if (!word || !unit) return [];
    const sources = unitSources(unit, siblings.filter((row) => row.unitId === unit.id));
    return [{ question_id: planQuestionId(word.id, kind), word_id: word.id, type_id: KIND_TYPE_ID[kind], resource: practiceResource(wordSource(sources, word, kind), word) }];
  });
}

/** One paper item, or 400 when the word is gone. */
export async function paperItem(db: Db, wordId: number, kind: WordKind): Promise<PaperItem> {
  const [item] = await paperItems(db, [{ wordId, kind }]);
  if (!item) throw badRequest(MESSAGES.questionNotInRun);
  return item;
}

/** The answer key of a paper item, as the server marks every practice item. */
export function paperItemMeta(item: PaperItem): ResourceItemMeta {
  const first = (item.resource.items as Json[])[0] ?? {};
  return itemKeyFromPackageItem(String(item.resource.res_type), first, 0);
}

/**
 * The fields of an answer post to a paper item: what the engine posts to any answer record
 * (answer_result, result, percent_score, is_skipped ...), with the item's question id required.
 * word_id, when sent, must be the question's word.
 */
export const paperAnswerFields = { ...answerRecordFields, question_id: questionIdSchema, word_id: idParam().optional() };

/** An answer post to a paper item as the core takes it (word_id already checked and left out). */
export type PaperAnswerBody = Omit<AnswerRecordBody, 'word_id' | 'question_id'> & { question_id: string };

export type MarkedAnswer = { percent: number; right: boolean; answer: string };

/**
 * Marks a posted answer to a paper item on the server (the posted is_right, if any, is never
 * read): choices and typing by the key, a spoken reading by its posted speech score (right from 60).
 */
export function markPaperAnswer(item: PaperItem, body: PaperAnswerBody): MarkedAnswer {
  const meta = paperItemMeta(item);
  const prepared = prepareAnswer({ ...body, question_id: item.question_id }, [meta]);
  if (!prepared) throw badRequest(MESSAGES.badQuestionId);
  const percent = prepared.scored.percent;
  // A reading's answer is its speech score; a choice's the options chosen; typing the text typed.
  const spoken = meta.kind === 'speech';
  const answer = spoken ? String(percent) : (body.answer_result ?? (typeof body.result === 'string' ? body.result : JSON.stringify(body.result ?? '')));
  return { percent, right: prepared.kind !== 'skip' && isRightAnswer(percent, spoken), answer: answer.slice(0, 2000) };
}

/** Word rows by id. */
export async function wordsById(db: Db, wordIds: number[]): Promise<Map<number, WordRow>> {
  if (wordIds.length === 0) return new Map();
  const rows = await db.select().from(words).where(inArray(words.id, wordIds));
  return new Map(rows.map((row) => [row.id, row]));
}

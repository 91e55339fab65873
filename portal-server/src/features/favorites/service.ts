import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { deviceFavorites, favoriteSentences } from '../../db/tables/favorites';
import { resources } from '../../db/tables/resources';
import type { AuthUser } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound } from '../../http/reply';
import { findResource, findResourceByCode } from '../resources/service';
import { assertOwnUpload } from '../uploads/service';

type Db = Database | Transaction;

/** A collection this size is far beyond real use; the cap keeps one account from filling the database. */
export const MAX_FAVORITES = 2000;

export const MESSAGES = {
  college: '大学生のアカウントではコレクション機能を利用できません。',
  full: `コレクションは${MAX_FAVORITES}件までです。使わないものを削除してください。`,
  whichSentence: 'どの文かを sentence_id と sentence_source、または resource_id（resource_code）と question_index で指定してください。',
  noText: '英文（screen_en_text または evaluate_text）を送ってください。',
  badScores: 'scores は JSON で送ってください。',
} as const;

/** College students do not get collection (spec part 1 section 6, part 2 section 6). */
export function assertCollectionAllowed(user: AuthUser): void {
  if (user.isCollegeStudent) throw forbidden(MESSAGES.college);
}

async function assertRoom(db: Db, studentId: number): Promise<void> {
  const [sentences] = await db.select({ total: count() }).from(favoriteSentences).where(eq(favoriteSentences.studentId, studentId));
  const [recordings] = await db.select({ total: count() }).from(deviceFavorites).where(eq(deviceFavorites.studentId, studentId));
  if ((sentences?.total ?? 0) + (recordings?.total ?? 0) >= MAX_FAVORITES) throw new ApiError(409, MESSAGES.full);
}

/** The resource a favourite names by id or code (both must agree when both are sent). */
async function resolveResource(db: Db, resourceId: number | undefined, resourceCode: string | undefined) {
  if (resourceId !== undefined) {
    const row = await findResource(db, resourceId);
    if (!row) throw notFound(`教材が見つかりません（resource_id=${resourceId}）`);
    if (resourceCode && resourceCode !== row.code) throw badRequest('resource_id と resource_code が別の教材を指しています。');
    return row;
  }
  if (resourceCode) {
    const row = await findResourceByCode(db, resourceCode);
    if (!row) throw notFound(`教材が見つかりません（resource_code=${resourceCode}）`);
    return row;
  }
  return undefined;
}

export type SentenceRef = {
  sentence_id?: string | undefined;
  sentence_source?: string | undefined;
  resource_id?: number | undefined;
  resource_code?: string | undefined;
  question_index?: number | undefined;
};

/** The per-student key of a sentence: its own id when the client has one, else resource and item. */
async function sentenceKey(db: Db, ref: SentenceRef): Promise<{ key: string; resourceId: number | null; resourceCode: string }> {
  const resource = await resolveResource(db, ref.resource_id, ref.resource_code);
  if (ref.sentence_id && ref.sentence_source) {
    return { key: `${ref.sentence_source}:${ref.sentence_id}`, resourceId: resource?.id ?? null, resourceCode: resource?.code ?? ref.resource_code ?? '' };
  }
  if (resource && ref.question_index !== undefined) return { key: `${resource.id}:${ref.question_index}`, resourceId: resource.id, resourceCode: resource.code };
  throw badRequest(MESSAGES.whichSentence);
}

export type CollectInput = SentenceRef & {
  client?: string | undefined;
  screen_en_text?: string | undefined;
  screen_jp_text?: string | undefined;
  evaluate_text?: string | undefined;
  audio_file_name?: string | undefined;
  category: 'read_word' | 'read_sentence';
  record_max_time: number;
  collected_at?: string | undefined;
};

/** The time a restored entry keeps (its first collection), never later than now. */
function collectedTime(collectedAt: string | undefined): Date | undefined {
  if (collectedAt === undefined) return undefined;
  return new Date(Math.min(Date.parse(collectedAt), Date.now()));
}

/**
 * Collects a sentence (collecting it again keeps one row, its first time, and refreshes its texts).
 * A new row takes `collected_at` when sent: the collection page's undo puts a removed entry back in its place.
 */
export async function collectSentence(db: Database, studentId: number, input: CollectInput): Promise<number> {
  if (!input.screen_en_text && !input.evaluate_text) throw badRequest(MESSAGES.noText);
  return db.transaction(async (tx) => {
    const { key, resourceId, resourceCode } = await sentenceKey(tx, input);
    const values = {
      studentId,
      sentenceKey: key,
      client: input.client ?? '',
      resourceId,
      resourceCode,
      questionIndex: input.question_index ?? null,
      sentenceId: input.sentence_id ?? '',
      sentenceSource: input.sentence_source ?? '',
      screenEnText: input.screen_en_text ?? '',
      screenJpText: input.screen_jp_text ?? '',
      evaluateText: input.evaluate_text ?? input.screen_en_text ?? '',
      audioFileName: input.audio_file_name ?? '',
      category: input.category,
      recordMaxTime: input.record_max_time,
    };
    const [existing] = await tx
      .select({ id: favoriteSentences.id })
      .from(favoriteSentences)
      .where(and(eq(favoriteSentences.studentId, studentId), eq(favoriteSentences.sentenceKey, key)));
    if (!existing) await assertRoom(tx, studentId);
    const createdAt = collectedTime(input.collected_at);
    const [row] = await tx
      .insert(favoriteSentences)
      .values(createdAt ? { ...values, createdAt } : values)
      .onConflictDoUpdate({ target: [favoriteSentences.studentId, favoriteSentences.sentenceKey], set: values })
      .returning({ id: favoriteSentences.id });
    if (!row) throw new ApiError(500, 'お気に入りに追加できませんでした。');
    return row.id;
  });
}

/** Removes a collected sentence; removing one that is not collected is not an error (the toggle ends at 0 either way). */
export async function discardSentence(db: Database, studentId: number, ref: SentenceRef & { favorite_id?: number | undefined }): Promise<number> {
  if (ref.favorite_id !== undefined) {
    const removed = await db
      .delete(favoriteSentences)
      .where(and(eq(favoriteSentences.studentId, studentId), eq(favoriteSentences.id, ref.favorite_id)))
      .returning({ id: favoriteSentences.id });
    return removed.length;
  }
  const { key } = await sentenceKey(db, ref);
  const removed = await db
    .delete(favoriteSentences)
    .where(and(eq(favoriteSentences.studentId, studentId), eq(favoriteSentences.sentenceKey, key)))
    .returning({ id: favoriteSentences.id });
  return removed.length;
}

export type DeviceFavoriteInput = {
  resource_id: number;
  question_id?: string | undefined;
  client?: string | undefined;
  screen_en_text?: string | undefined;
  screen_jp_text?: string | undefined;
  evaluate_html?: string | undefined;
  evaluate_result?: string | undefined;
  scores?: string | undefined;
  record_duration?: number | undefined;
  percent_score?: number | undefined;
  sound_file?: string | undefined;
  collected_at?: string | undefined;
};

/** Keeps a recording with its scores (one per item; keeping it again replaces it, at now or at `collected_at`). */
export async function submitDeviceFavorite(db: Database, studentId: number, input: DeviceFavoriteInput): Promise<number> {
  if (input.scores) {
    try {
      JSON.parse(input.scores);
    } catch {
      throw badRequest(MESSAGES.badScores);
    }
  }
  if (input.sound_file) await assertOwnUpload(db, studentId, input.sound_file);
  return db.transaction(async (tx) => {
    if (!(await findResource(tx, input.resource_id))) throw notFound(`教材が見つかりません（resource_id=${input.resource_id}）`);
    const questionId = input.question_id ?? '';
    const values = {
      studentId,
      resourceId: input.resource_id,
      questionId,
      client: input.client ?? '',
      screenEnText: input.screen_en_text ?? '',
      screenJpText: input.screen_jp_text ?? '',
      evaluateHtml: input.evaluate_html ?? '',
      evaluateResult: input.evaluate_result ?? '',
      scores: input.scores ?? '',
      recordDuration: input.record_duration ?? null,
      percentScore: Math.round(Math.min(100, Math.max(0, input.percent_score ?? 0))),
      soundFile: input.sound_file ?? '',
    };
    const [existing] = await tx
      .select({ id: deviceFavorites.id })
      .from(deviceFavorites)
      .where(and(eq(deviceFavorites.studentId, studentId), eq(deviceFavorites.resourceId, input.resource_id), eq(deviceFavorites.questionId, questionId)));
    if (!existing) await assertRoom(tx, studentId);
    const createdAt = collectedTime(input.collected_at);
    const [row] = await tx
      .insert(deviceFavorites)
      .values(createdAt ? { ...values, createdAt } : values)
      .onConflictDoUpdate({ target: [deviceFavorites.studentId, deviceFavorites.resourceId, deviceFavorites.questionId], set: { ...values, createdAt: createdAt ?? sql`now()` } })
      .returning({ id: deviceFavorites.id });
    if (!row) throw new ApiError(500, 'お気に入りに追加できませんでした。');
    return row.id;
  });
}

/** Removes the kept recordings of a resource (all of them, or one item's; '' is the one kept for the whole resource). */
export async function discardDeviceFavorites(db: Database, studentId: number, resourceId: number, questionId?: string): Promise<number> {
  const removed = await db
    .delete(deviceFavorites)
    .where(
      and(
        eq(deviceFavorites.studentId, studentId),
        eq(deviceFavorites.resourceId, resourceId),
        questionId !== undefined ? eq(deviceFavorites.questionId, questionId) : undefined,
      ),
    )
    .returning({ id: deviceFavorites.id });
  return removed.length;
}

export type FavoriteEntry = ReturnType<typeof sentenceEntry> | ReturnType<typeof recordingEntry>;

function sentenceEntry(row: typeof favoriteSentences.$inferSelect, resourceTitle: string | null) {
  return {
    favorite_id: row.id,
    type: 'sentence' as const,
    client: row.client,
    resource_id: row.resourceId,
    resource_code: row.resourceCode,
    resource_title: resourceTitle ?? '',
    question_id: '',
    question_index: row.questionIndex,
    sentence_id: row.sentenceId,
    sentence_source: row.sentenceSource,
    screen_en_text: row.screenEnText,
    screen_jp_text: row.screenJpText,
    evaluate_text: row.evaluateText,
    audio_file_name: row.audioFileName,
    category: row.category,
    record_max_time: row.recordMaxTime,
    evaluate_html: '',
    evaluate_result: '',
    scores: '',
    record_duration: null,
    percent_score: null,
    sound_file: '',
    is_collected: 1 as const,
    created_at: row.createdAt.toISOString(),
  };
}

function recordingEntry(row: typeof deviceFavorites.$inferSelect, resourceTitle: string | null, resourceCode: string | null) {
  return {
    favorite_id: row.id,
    type: 'recording' as const,
    client: row.client,
    resource_id: row.resourceId as number | null,
    resource_code: resourceCode ?? '',
    resource_title: resourceTitle ?? '',
    question_id: row.questionId,
    question_index: null as number | null,
    sentence_id: '',
    sentence_source: '',
    screen_en_text: row.screenEnText,
    screen_jp_text: row.screenJpText,
    evaluate_text: row.screenEnText,
    audio_file_name: '',
    category: '',
    record_max_time: 20,
    evaluate_html: row.evaluateHtml,
    evaluate_result: row.evaluateResult,
    scores: row.scores,
    record_duration: row.recordDuration as number | null,
    percent_score: row.percentScore as number | null,
    sound_file: row.soundFile,
    is_collected: 1 as const,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The collection page's two lists, newest first: the English page holds everything with an
 * English text to practise (collected sentences and words, recordings of a text); the other
 * page holds recordings without one (free speaking, picture description).
 */
export async function listFavorites(db: Db, studentId: number, page: 'en' | 'not_en', paging: { page: number; limit: number }) {
  const sentences =
    page === 'en'
      ? await db
          .select({ row: favoriteSentences, title: resources.title })
          .from(favoriteSentences)
          .leftJoin(resources, eq(resources.id, favoriteSentences.resourceId))
          .where(eq(favoriteSentences.studentId, studentId))
      : [];
  const recordings = await db
    .select({ row: deviceFavorites, title: resources.title, code: resources.code })
    .from(deviceFavorites)
    .innerJoin(resources, eq(resources.id, deviceFavorites.resourceId))
    .where(and(eq(deviceFavorites.studentId, studentId), page === 'en' ? sql`${deviceFavorites.screenEnText} <> ''` : eq(deviceFavorites.screenEnText, '')))
    .orderBy(desc(deviceFavorites.createdAt));
  const entries: FavoriteEntry[] = [
    ...sentences.map(({ row, title }) => sentenceEntry(row, title)),
    ...recordings.map(({ row, title, code }) => recordingEntry(row, title, code)),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.favorite_id - a.favorite_id);
  const start = (paging.page - 1) * paging.limit;
  return { total: entries.length, page: paging.page, limit: paging.limit, items: entries.slice(start, start + paging.limit) };
}

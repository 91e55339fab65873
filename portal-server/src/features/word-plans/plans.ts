// Word plans: a student's word tasks of one module ('study': word study, 'biz': business
// words), each over a word list (optionally some of its units) or the student's own words.
// CRUD, the three-plans limit, the ownership check every plan call starts with, and the words a
// plan is made of.
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { normaliseWord, normaliseWordInput, type SkippedWord } from 'shared-contract';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/tables/accounts';
import { wordPlans, wordPlanWords } from '../../db/tables/word-study';
import { wordLists, wordUnits, words } from '../../db/tables/words';
import { badRequest, conflict, notFound } from '../../http/reply';
import { MESSAGES } from './messages';

type Db = Database | Transaction;

export type PlanModule = 'study' | 'biz';
export type PlanRow = typeof wordPlans.$inferSelect;

/** At most this many plans per student and module (spec part 3 sections 4, 5, 9). */
export const MAX_PLANS = 3;
/** A plan's word count is bounded so one plan's schedule stays cheap to read (the largest list has under 1,000 words). */
export const MAX_PLAN_WORDS = 5_000;
export const PLAN_DEFAULTS = { dailyNew: 10, desiredRetention: 0.9 } as const;

/** The word lists a module's plans may be made of. */
export const MODULE_LISTS: Record<PlanModule, readonly string[]> = {
  study: ['eiken-5', 'eiken-4', 'eiken-3', 'eiken-pre2', 'eiken-2', 'business'],
  biz: ['business'],
};

/** Plan settings as the add and edit calls take them (form strings or JSON numbers). */
export const planSettingFields = {
  title: z.string().trim().min(1, 'タイトルを入力してください').max(40, 'タイトルは40文字以内で入力してください'),
  daily_new: z.coerce.number().int().min(1, '1日の新しい単語は1〜50語です').max(50, '1日の新しい単語は1〜50語です'),
  desired_retention: z.coerce.number().min(0.7, '目標の記憶率は0.70〜0.97です').max(0.97, '目標の記憶率は0.70〜0.97です'),
};

/** A plan as every plan call returns it. */
export const planSchema = z.object({
  plan_id: z.number().int(),
  module: z.enum(['study', 'biz']),
  title: z.string(),
  list_code: z.string().nullable().describe('単語リストのコード（自分の単語のプランは null）'),
  list_title: z.string().nullable(),
  daily_new: z.number().int(),
  desired_retention: z.number(),
  word_count: z.number().int(),
  created_at: z.string(),
});
export type PlanOut = z.output<typeof planSchema>;

/** The student's plan of this module, or 404 「プランが見つかりません」 (another student's plan looks the same as none). */
export async function requirePlan(db: Db, studentId: number, module: PlanModule, planId: number): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(wordPlans)
    .where(and(eq(wordPlans.id, planId), eq(wordPlans.studentId, studentId), eq(wordPlans.module, module)))
    .limit(1);
  if (!plan) throw notFound(MESSAGES.planNotFound);
  return plan;
}

/** Plans with their list and word count, in the order given. */
export async function planSummaries(db: Db, plans: PlanRow[]): Promise<PlanOut[]> {
  if (plans.length === 0) return [];
  const ids = plans.map((plan) => plan.id);
  const counts = await db.select({ planId: wordPlanWords.planId, words: count() }).from(wordPlanWords).where(inArray(wordPlanWords.planId, ids)).groupBy(wordPlanWords.planId);
  const listIds = plans.flatMap((plan) => (plan.listId === null ? [] : [plan.listId]));
  const lists = listIds.length > 0 ? await db.select().from(wordLists).where(inArray(wordLists.id, listIds)) : [];
  return plans.map((plan) => {
    const list = lists.find((entry) => entry.id === plan.listId);
    return {
      plan_id: plan.id,
      module: plan.module as PlanModule,
      title: plan.title,
      list_code: list?.code ?? null,
      list_title: list?.title ?? null,
      daily_new: plan.dailyNew,
      desired_retention: plan.desiredRetention,
      word_count: counts.find((entry) => entry.planId === plan.id)?.words ?? 0,
      created_at: plan.createdAt.toISOString(),
    };
  });
}

export async function planSummary(db: Db, plan: PlanRow): Promise<PlanOut> {
  const [out] = await planSummaries(db, [plan]);
  return out!;
}

/** The student's plan rows of a module, oldest first. */
export async function studentPlans(db: Db, studentId: number, module: PlanModule): Promise<PlanRow[]> {
  return db
    .select()
    .from(wordPlans)
    .where(and(eq(wordPlans.studentId, studentId), eq(wordPlans.module, module)))
    .orderBy(asc(wordPlans.createdAt), asc(wordPlans.id));
}


/** Where a new plan's words come from: a list (all of it or some units), or text the student typed. */
export type PlanSource = { listCode: string; unitIds?: number[] | undefined } | { ownWords: string };

export type NewPlan = { title: string; dailyNew?: number | undefined; desiredRetention?: number | undefined; source: PlanSource };

export type CreatedPlan = { plan: PlanOut; added: string[]; skipped: SkippedWord[] };

/**
 * Adds a plan. The fourth plan of a module is refused (409); the count is taken under a lock on
 * the student's row, so two adds at once cannot both be the third.
 */
export async function createPlan(db: Database, studentId: number, module: PlanModule, input: NewPlan, now: Date): Promise<CreatedPlan> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
    const [held] = await tx.select({ plans: count() }).from(wordPlans).where(and(eq(wordPlans.studentId, studentId), eq(wordPlans.module, module)));
    if ((held?.plans ?? 0) >= MAX_PLANS) throw conflict(MESSAGES.tooManyPlans);
    const picked = 'listCode' in input.source ? await listWords(tx, module, input.source.listCode, input.source.unitIds) : await ownWords(tx, studentId, module, input.source.ownWords);
    if (picked.wordIds.length === 0) throw badRequest(MESSAGES.noWords);
    if (picked.wordIds.length > MAX_PLAN_WORDS) throw badRequest(MESSAGES.tooManyWords(MAX_PLAN_WORDS));
    const [plan] = await tx
      .insert(wordPlans)
      .values({
        studentId,
        module,
        listId: picked.listId,
        title: input.title,
        dailyNew: input.dailyNew ?? PLAN_DEFAULTS.dailyNew,
        desiredRetention: input.desiredRetention ?? PLAN_DEFAULTS.desiredRetention,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await insertPlanWords(tx, plan!.id, picked.wordIds);
    return { plan: await planSummary(tx, plan!), added: picked.added, skipped: picked.skipped };
  });
}

/**
 * Adds the student's own words to one of their plans (the dictionary's 単語帳に追加), after the
 * plan's last word, as new cards. The words are read as for a new plan: a word in a plan of this
 * module already, or in no list, comes back in `skipped` with its reason (nothing added is not
 * an error: the caller says why). The plan row is locked, so two adds at once get distinct positions.
 */
export async function addPlanWords(db: Database, studentId: number, module: PlanModule, planId: number, text: string, now: Date): Promise<CreatedPlan> {
  return db.transaction(async (tx) => {
    await requirePlan(tx, studentId, module, planId);
    const [plan] = await tx.select().from(wordPlans).where(eq(wordPlans.id, planId)).for('update');
    const picked = await ownWords(tx, studentId, module, text);
    if (picked.wordIds.length === 0 && picked.skipped.length === 0) throw badRequest(MESSAGES.noWords);
    const [held] = await tx.select({ words: count(), last: max(wordPlanWords.position) }).from(wordPlanWords).where(eq(wordPlanWords.planId, planId));
    if ((held?.words ?? 0) + picked.wordIds.length > MAX_PLAN_WORDS) throw badRequest(MESSAGES.tooManyWords(MAX_PLAN_WORDS));
    if (picked.wordIds.length > 0) {
      await insertPlanWords(tx, planId, picked.wordIds, (held?.last ?? -1) + 1);
      await tx.update(wordPlans).set({ updatedAt: now }).where(eq(wordPlans.id, planId));
    }
    return { plan: await planSummary(tx, plan!), added: picked.added, skipped: picked.skipped };
  });
}

/** Inserts a plan's words in position order from `first`, in chunks (a statement's parameters are bounded). */
async function insertPlanWords(tx: Db, planId: number, wordIds: number[], first = 0): Promise<void> {
  const CHUNK = 1_000;
  for (let start = 0; start < wordIds.length; start += CHUNK) {
    const rows = wordIds.slice(start, start + CHUNK).map((wordId, offset) => ({ planId, wordId, position: first + start + offset }));
    await tx.insert(wordPlanWords).values(rows).onConflictDoNothing();
  }
}

type PickedWords = { listId: number | null; wordIds: number[]; added: string[]; skipped: SkippedWord[] };

/** The words of a list of the module, in study order, optionally only some of its units. */
async function listWords(db: Db, module: PlanModule, listCode: string, unitIds: number[] | undefined): Promise<PickedWords> {
  if (!MODULE_LISTS[module].includes(listCode)) throw badRequest(MESSAGES.unknownList);
  const [list] = await db.select().from(wordLists).where(eq(wordLists.code, listCode)).limit(1);
  if (!list) throw badRequest(MESSAGES.unknownList);
  const units = await db.select({ id: wordUnits.id }).from(wordUnits).where(eq(wordUnits.listId, list.id));
  const wanted = unitIds && unitIds.length > 0 ? [...new Set(unitIds)] : units.map((unit) => unit.id);
  if (wanted.some((id) => !units.some((unit) => unit.id === id))) throw badRequest(MESSAGES.unknownUnits);
  const rows = await db
    .select({ id: words.id, word: words.word })
    .from(words)
    .innerJoin(wordUnits, eq(wordUnits.id, words.unitId))
    .where(inArray(words.unitId, wanted))
    .orderBy(asc(wordUnits.position), asc(words.position));
  return { listId: list.id, wordIds: rows.map((row) => row.id), added: rows.map((row) => row.word), skipped: [] };
}

/**
 * The student's own words: normalised (shared-contract word-input), then looked up in every
 * word list of the portal. Words already in a plan of this module are skipped as known, words
 * no list has as unknown.
 */
async function ownWords(db: Db, studentId: number, module: PlanModule, text: string): Promise<PickedWords> {
  if (module !== 'study') throw badRequest(MESSAGES.ownWordsNotHere);
  const catalogue = await headwordCatalogue(db);
  const parsed = normaliseWordInput(text, (entry) => catalogue.has(entry));
  const known = await wordIdsInPlans(db, studentId, module);
  const picked: PickedWords = { listId: null, wordIds: [], added: [], skipped: [...parsed.skipped] };
  for (const typed of parsed.words) {
    const word = catalogue.get(typed);
    if (!word) picked.skipped.push({ word: typed, reason: 'unknown' });
    else if (known.has(word.id) || picked.wordIds.includes(word.id)) picked.skipped.push({ word: typed, reason: 'known' });
    else {
      picked.wordIds.push(word.id);
      picked.added.push(word.word);
    }
  }
  return picked;
}

/** Every headword of the portal by its normalised form (the first in list order when two share one, e.g. a noun and a verb). */
async function headwordCatalogue(db: Db): Promise<Map<string, { id: number; word: string }>> {
  const rows = await db
    .select({ id: words.id, word: words.word })
    .from(words)
    .innerJoin(wordUnits, eq(wordUnits.id, words.unitId))
    .innerJoin(wordLists, eq(wordLists.id, wordUnits.listId))
    .orderBy(asc(wordLists.position), asc(wordUnits.position), asc(words.position));
  const catalogue = new Map<string, { id: number; word: string }>();
  for (const row of rows) {
    const key = normaliseWord(row.word);
    if (!catalogue.has(key)) catalogue.set(key, row);
  }
  return catalogue;
}

async function wordIdsInPlans(db: Db, studentId: number, module: PlanModule): Promise<Set<number>> {
  const rows = await db
    .select({ wordId: wordPlanWords.wordId })
    .from(wordPlanWords)
    .innerJoin(wordPlans, eq(wordPlans.id, wordPlanWords.planId))
    .where(and(eq(wordPlans.studentId, studentId), eq(wordPlans.module, module)));
  return new Set(rows.map((row) => row.wordId));
}

export type PlanChanges = { title?: string | undefined; dailyNew?: number | undefined; desiredRetention?: number | undefined };

/** Changes a plan's settings; its words and their schedule stay. */
export async function editPlan(db: Database, studentId: number, module: PlanModule, planId: number, changes: PlanChanges, now: Date): Promise<PlanOut> {
  await requirePlan(db, studentId, module, planId);
  const [plan] = await db
    .update(wordPlans)
    .set({
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.dailyNew !== undefined ? { dailyNew: changes.dailyNew } : {}),
      ...(changes.desiredRetention !== undefined ? { desiredRetention: changes.desiredRetention } : {}),
      updatedAt: now,
    })
    .where(eq(wordPlans.id, planId))
    .returning();
  return planSummary(db, plan!);
}

/** Deletes a plan with its words, runs, reviews and word tests (the foreign keys cascade). */
export async function deletePlan(db: Database, studentId: number, module: PlanModule, planId: number): Promise<{ plan_id: number }> {
  await requirePlan(db, studentId, module, planId);
  await db.delete(wordPlans).where(eq(wordPlans.id, planId));
  return { plan_id: planId };
}

/** The word lists of a module with their units and word counts (what a plan can be made of). */
export async function moduleWordLists(db: Db, module: PlanModule) {
  const lists = await db.select().from(wordLists).where(inArray(wordLists.code, [...MODULE_LISTS[module]])).orderBy(asc(wordLists.position));
  if (lists.length === 0) return [];
  // One grouped count over the join (a correlated subquery in a single-table select has its
  // columns written without their table, so "unit_id" = "id" compared each word with itself).
  const units = await db
    .select({ id: wordUnits.id, listId: wordUnits.listId, title: wordUnits.title, titleEn: wordUnits.titleEn, words: count(words.id) })
    .from(wordUnits)
    .leftJoin(words, eq(words.unitId, wordUnits.id))
    .where(inArray(wordUnits.listId, lists.map((list) => list.id)))
    .groupBy(wordUnits.id)
    .orderBy(asc(wordUnits.position));
  return lists.map((list) => {
    const own = units.filter((unit) => unit.listId === list.id);
    return {
      list_code: list.code,
      title: list.title,
      title_en: list.titleEn,
      word_count: own.reduce((sum, unit) => sum + unit.words, 0),
      units: own.map((unit) => ({ unit_id: unit.id, title: unit.title, title_en: unit.titleEn, word_count: unit.words })),
    };
  });
}

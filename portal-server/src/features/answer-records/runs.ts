import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { classMembers } from '../../db/tables/accounts';
import { answers, practiceRuns } from '../../db/tables/answers';
import { homework, homeworkTopics } from '../../db/tables/homework';
import { resources } from '../../db/tables/resources';
import { bound } from '../../db/prepared';
import { ApiError, notFound } from '../../http/reply';
import type { ResourceItemMeta } from '../../lib/item-meta';
import { resourceItems, type ResourceRow } from '../resources/service';

type Db = Database | Transaction;
export type RunRow = typeof practiceRuns.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
export type HomeworkRow = typeof homework.$inferSelect;
export type TopicRow = typeof homeworkTopics.$inferSelect;

/** Where answers of a run belong: free practice of a resource, or one homework topic. */
export type PracticeScope =
  | { kind: 'practice'; resource: ResourceRow }
  | { kind: 'homework'; resource: ResourceRow; topic: TopicRow; homework: HomeworkRow };

export const MESSAGES = {
  expired: 'この宿題は提出期限が過ぎたため、これ以上回答できません。',
  limitReached: 'この課題に取り組める回数の上限に達しました。',
  runNotFound: '学習記録が見つかりません。',
  nothingAnswered: 'まだ回答がないため、完了にできません。',
  topicNotFound: '宿題の課題が見つかりません。',
} as const;

/**
 * The practice scope of a homework topic the student may work on (404 otherwise). It is here,
 * with the scopes, rather than in homework: the answers feature resolves topics too, and
 * homework builds on answers.
 */
export async function resolveTopicScope(db: Db, studentId: number, topicId: number, homeworkId?: number): Promise<PracticeScope & { kind: 'homework' }> {
  const [row] = await db
    .select({ topic: homeworkTopics, homework, resource: resources })
    .from(homeworkTopics)
    .innerJoin(homework, eq(homework.id, homeworkTopics.homeworkId))
    .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, studentId)))
    .innerJoin(resources, eq(resources.id, homeworkTopics.resourceId))
    .where(and(eq(homeworkTopics.id, topicId), lte(homework.startAt, sql`now()`)))
    .limit(1);
  if (!row || (homeworkId !== undefined && row.homework.id !== homeworkId)) throw notFound(MESSAGES.topicNotFound);
  return { kind: 'homework', topic: row.topic, homework: row.homework, resource: row.resource };
}

export const openKey = (studentId: number, scope: PracticeScope) =>
  scope.kind === 'homework' ? `h:${studentId}:${scope.topic.id}` : `p:${studentId}:${scope.resource.id}`;

/** Rows of one scope: free practice has no topic, homework has exactly its topic. */
export function scopeFilter(studentId: number, scope: PracticeScope) {
  return answersOfScope(scope.kind, studentId, scope.resource.id, scope.kind === 'homework' ? scope.topic.id : null);
}

/** scopeFilter for a prepared statement (runPrepared): the student and ids are bound at each run (scopeValues). */
export const boundScopeFilter = (scope: PracticeScope) => answersOfScope(scope.kind, bound('studentId'), bound('resourceId'), bound('topicId'));

/** The values boundScopeFilter takes. */
export const scopeValues = (studentId: number, scope: PracticeScope) => ({
  studentId,
  resourceId: scope.resource.id,
  topicId: scope.kind === 'homework' ? scope.topic.id : null,
});

function answersOfScope(kind: PracticeScope['kind'], studentId: number, resourceId: number, topicId: number | null) {
  return kind === 'homework'
    ? and(eq(answers.studentId, studentId), eq(answers.topicId, topicId!))
    : and(eq(answers.studentId, studentId), eq(answers.resourceId, resourceId), isNull(answers.topicId));
}

function runScopeFilter(studentId: number, scope: PracticeScope) {
  return scope.kind === 'homework'
    ? and(eq(practiceRuns.studentId, studentId), eq(practiceRuns.topicId, scope.topic.id))
    : and(eq(practiceRuns.studentId, studentId), eq(practiceRuns.resourceId, scope.resource.id), isNull(practiceRuns.topicId));
}

export function isHomeworkExpired(row: HomeworkRow, now = new Date()): boolean {
  return row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
}

/** Expired homework accepts nothing more (423, as the word-test exam's time end). */
export function assertScopeWritable(scope: PracticeScope, now = new Date()): void {
  if (scope.kind === 'homework' && isHomeworkExpired(scope.homework, now)) throw new ApiError(423, MESSAGES.expired);
}

/**
 * Tries left for limited homework (the answer record's limit_number; 0 when unlimited). A try
 * is used when its run starts (first answer), so abandoning a bad run does not give it back.
 */
export async function remainingTries(db: Db, studentId: number, scope: PracticeScope): Promise<{ hasLimit: boolean; remaining: number }> {
  if (scope.kind !== 'homework' || !scope.homework.hasLimit) return { hasLimit: false, remaining: 0 };
  const [row] = await db.select({ total: count() }).from(practiceRuns).where(runScopeFilter(studentId, scope));
  return { hasLimit: true, remaining: Math.max(0, scope.homework.limitNumber - (row?.total ?? 0)) };
}

export async function findOpenRun(db: Db, studentId: number, scope: PracticeScope): Promise<RunRow | undefined> {
  const [row] = await db.select().from(practiceRuns).where(eq(practiceRuns.openKey, openKey(studentId, scope))).limit(1);
  return row;
}

export async function findRunByGuid(db: Db, studentId: number, scope: PracticeScope, guid: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceRuns)
    .where(and(runScopeFilter(studentId, scope), eq(practiceRuns.guid, guid)))
    .limit(1);
  return row;
}

/** The run a result screen shows: the one named, else the latest completed, else the open one. */
export async function findResultRun(db: Db, studentId: number, scope: PracticeScope, guid?: string): Promise<RunRow | undefined> {
  if (guid) {
    const named = await findRunByGuid(db, studentId, scope, guid);
    if (!named) throw notFound(MESSAGES.runNotFound);
    return named;
  }
  const [latest] = await db
    .select()
    .from(practiceRuns)
    .where(runScopeFilter(studentId, scope))
    .orderBy(desc(practiceRuns.isCompleted), desc(practiceRuns.completedAt), desc(practiceRuns.id))
    .limit(1);
  return latest;
}

export type ItemStats = { learnCount: number; bestScore: number; practiced: boolean };

/** learn_count, best_score and practiced of every question the student answered in the scope (all runs). */
export async function itemStats(db: Db, studentId: number, scope: PracticeScope, questionId?: string): Promise<Map<string, ItemStats>> {
  const rows = await db
    .select({
      questionId: answers.questionId,
      learnCount: sql<number>`count(*) filter (where not ${answers.isSkipped})`.mapWith(Number),
      bestScore: sql<number>`coalesce(max(${answers.percentScore}) filter (where not ${answers.isSkipped}), 0)`.mapWith(Number),
    })
    .from(answers)
    .where(questionId ? and(scopeFilter(studentId, scope), eq(answers.questionId, questionId)) : scopeFilter(studentId, scope))
    .groupBy(answers.questionId);
  return new Map(rows.map((row) => [row.questionId, { learnCount: row.learnCount, bestScore: row.bestScore, practiced: row.learnCount > 0 }]));
}

/** The latest answer to each question within one run. */
export async function latestAnswersOfRun(db: Db, runId: number): Promise<Map<string, AnswerRow>> {
  const rows = await db
    .selectDistinctOn([answers.questionId])
    .from(answers)
    .where(eq(answers.runId, runId))
    .orderBy(answers.questionId, desc(answers.id));
  return new Map(rows.map((row) => [row.questionId, row]));
}

/** Items of a resource in the order shown, from its key; falls back to question_ids for display. */
export function displayItems(resource: ResourceRow): ResourceItemMeta[] {
  try {
    const items = resourceItems(resource);
    if (items.length > 0) {
      const shown = resource.questionIds ?? [];
      if (shown.length === 0) return items;
      const byId = new Map(items.map((item) => [item.question_id, item]));
      return shown.flatMap((id) => byId.get(id) ?? []);
    }
  } catch {
    // A corrupt key only stops scoring; the record can still be shown by question ids.
  }
  return (resource.questionIds ?? []).map((id, position) => ({ question_id: id, index: position + 1, kind: 'speech' as const }));
}

/** A run's score: the mean of its items' latest percent scores, unanswered items counting 0. */
export function runScore(items: ResourceItemMeta[], latest: Map<string, AnswerRow>): number {
  const ids = items.length > 0 ? items.map((item) => item.question_id) : [...latest.keys()];
  if (ids.length === 0) return 0;
  const total = ids.reduce((sum, id) => sum + (latest.get(id)?.percentScore ?? 0), 0);
  return Math.round(total / ids.length);
}

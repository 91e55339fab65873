// The review of wrong answers (/eiken/rwl/review: /v3/eiken/suggest/guid/...) and what to practise
// next after a set (/v3/eiken/suggest/next/res/list). An item is "wrong" for a student when their
// latest answer to it, in free practice or a mock test of the level or in a review, is not fully
// right. A review's paper is those items when its first answer arrives; answering an item right in
// a review takes it off the next paper.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answers } from '../../db/tables/answers';
import { eikenReviewAnswers, eikenReviews, type ReviewItem } from '../../db/tables/eiken-exam';
import { eikenExams } from '../../db/tables/eiken-exam';
import { eikenClasses, eikenLevels } from '../../db/tables/eiken-toeic';
import { badRequest, conflict, notFound } from '../../http/reply';
import type { AnswerRecordBody } from '../answer-records/input';
import { resourcesOfGroups, resourceSummaries } from '../answer-records/progress';
import { displayItems } from '../answer-records/runs';
import { prepareAnswer } from '../answers/service';
import { requireResource, resourceInfo, resourceItems, type ResourceRow } from '../resources/service';

export const SUGGEST_MESSAGES = {
  levelNotFound: '級が見つかりません。一覧から選び直してください。',
  reviewNotFound: '復習の記録が見つかりません。',
  otherLevel: 'この復習は別の級のものです。',
  nothingToReview: '復習する問題がありません。練習で間違えた問題がここに集まります。',
  notInPaper: 'この問題はこの復習の問題ではありません。',
  reviewDone: 'この復習はもう終わっています。新しく始めてください。',
  notPractice: 'この教材は英検の分野別練習にありません。',
  notChallenge: 'この教材は模擬テストの問題ではありません。',
} as const;

type LevelRow = typeof eikenLevels.$inferSelect;
type ReviewRow = typeof eikenReviews.$inferSelect;

async function requireLevel(db: Database, levelId: number): Promise<LevelRow> {
  const [level] = await db.select().from(eikenLevels).where(eq(eikenLevels.id, levelId)).limit(1);
  if (!level) throw notFound(SUGGEST_MESSAGES.levelNotFound);
  return level;
}

/** Every practice set and mock section of a level, with the first-stage kind each practises. */
async function levelResources(db: Database, levelId: number): Promise<{ resource: ResourceRow; kind: string }[]> {
  const classes = await db.select().from(eikenClasses).where(eq(eikenClasses.levelId, levelId)).orderBy(asc(eikenClasses.position));
  const exams = await db.select().from(eikenExams).where(eq(eikenExams.levelId, levelId)).orderBy(asc(eikenExams.position));
  const kindOf = new Map<string, string>();
  for (const entry of classes) kindOf.set(entry.groupKey, entry.kind);
  const rows = await resourcesOfGroups(db, [...classes.map((entry) => entry.groupKey), ...exams.map((exam) => exam.groupKey)]);
  const sectionKind = new Map(exams.flatMap((exam) => exam.sections.flatMap((section) => section.resource_codes.map((code) => [code, section.kind] as const))));
  // Practice directories first (in their order), then the mock tests.
  const order = [...classes.map((entry) => entry.groupKey), ...exams.map((exam) => exam.groupKey)];
  return rows
    .map((resource) => ({ resource, kind: kindOf.get(resource.groupKey) ?? sectionKind.get(resource.code) ?? 'vocabulary' }))
    .sort((a, b) => order.indexOf(a.resource.groupKey) - order.indexOf(b.resource.groupKey) || a.resource.position - b.resource.position);
}

/** The items of the level the student's latest answer got wrong, in paper order. */
async function wrongItems(db: Database, studentId: number, levelId: number): Promise<ReviewItem[]> {
  const sets = await levelResources(db, levelId);
  const ids = sets.map((set) => set.resource.id);
  if (ids.length === 0) return [];
  const practised = await db
    .selectDistinctOn([answers.resourceId, answers.questionId], { resourceId: answers.resourceId, questionId: answers.questionId, percent: answers.percentScore, skipped: answers.isSkipped, at: answers.createdAt })
    .from(answers)
    .where(and(eq(answers.studentId, studentId), isNull(answers.topicId), inArray(answers.resourceId, ids)))
    .orderBy(answers.resourceId, answers.questionId, desc(answers.id));
  const reviewed = await db
    .selectDistinctOn([eikenReviewAnswers.resourceId, eikenReviewAnswers.questionId], {
      resourceId: eikenReviewAnswers.resourceId,
      questionId: eikenReviewAnswers.questionId,
      percent: eikenReviewAnswers.percentScore,
      skipped: eikenReviewAnswers.isSkipped,
      at: eikenReviewAnswers.createdAt,
    })
    .from(eikenReviewAnswers)
    .where(and(eq(eikenReviewAnswers.userId, studentId), inArray(eikenReviewAnswers.resourceId, ids)))
    .orderBy(eikenReviewAnswers.resourceId, eikenReviewAnswers.questionId, desc(eikenReviewAnswers.id));
  const latest = new Map<string, { percent: number; skipped: boolean; at: Date }>();
  for (const row of [...practised, ...reviewed]) {
    const key = `${row.resourceId}:${row.questionId}`;
    const before = latest.get(key);
    if (!before || row.at.getTime() >= before.at.getTime()) latest.set(key, row);
  }
  return sets.flatMap(({ resource }) =>
    displayItems(resource).flatMap((item) => {
      const answer = latest.get(`${resource.id}:${item.question_id}`);
      return answer && (answer.skipped || answer.percent < 100) ? [{ resource_id: resource.id, question_id: item.question_id }] : [];
    }),
  );
}

/** A paper grouped by resource, in its order, with each group's kind and question ids. */
async function paperSections(db: Database, levelId: number, items: ReviewItem[]) {
  const sets = await levelResources(db, levelId);
  return sets.flatMap(({ resource, kind }) => {
    const mine = items.filter((item) => item.resource_id === resource.id).map((item) => item.question_id);
    return mine.length ? [{ kind, resource, questionIds: mine }] : [];
  });
}

const reviewSummary = async (db: Database, review: ReviewRow) => {
  const rows = await db.select({ percent: eikenReviewAnswers.percentScore, skipped: eikenReviewAnswers.isSkipped }).from(eikenReviewAnswers).where(eq(eikenReviewAnswers.reviewId, review.id));
  return {
    guid: review.guid,
    started_at: review.startedAt.toISOString(),
    completed_at: review.completedAt?.toISOString() ?? null,
    answered: rows.length,
    correct: rows.filter((row) => !row.skipped && row.percent >= 100).length,
    total: review.items.length,
  };
};

const levelOut = (level: LevelRow) => ({ level_id: level.id, code: level.code, name: level.nameJa, name_en: level.nameEn });

/** GET /eiken/suggest/guid/resource: the review paper of the level now, and the student's unfinished and last reviews. */
export async function suggestResource(db: Database, studentId: number, levelId: number) {
  const level = await requireLevel(db, levelId);
  const items = await wrongItems(db, studentId, level.id);
  const sections = await paperSections(db, level.id, items);
  const kinds = new Map<string, number>();
  for (const section of sections) kinds.set(section.kind, (kinds.get(section.kind) ?? 0) + section.questionIds.length);
  const reviews = await db.select().from(eikenReviews).where(and(eq(eikenReviews.userId, studentId), eq(eikenReviews.levelId, level.id))).orderBy(desc(eikenReviews.startedAt)).limit(20);
  const open = reviews.find((review) => !review.completedAt);
  const last = reviews.find((review) => review.completedAt);
  return {
    level: levelOut(level),
    total: items.length,
    kinds: [...kinds.entries()].map(([kind, count]) => ({ kind, count })),
    sections: sections.map((section) => ({ kind: section.kind, ...resourceInfo(section.resource), question_ids: section.questionIds.join(','), count: section.questionIds.length })),
    open_review: open ? await reviewSummary(db, open) : null,
    last_review: last ? await reviewSummary(db, last) : null,
  };
}

async function findReview(db: Database, studentId: number, guid: string): Promise<ReviewRow | undefined> {
  const [review] = await db.select().from(eikenReviews).where(eq(eikenReviews.guid, guid)).limit(1);
  if (review && review.userId !== studentId) throw notFound(SUGGEST_MESSAGES.reviewNotFound);
  return review;
}

/**
 * GET /eiken/suggest/guid/logs: a review by guid with its answers; a guid not used yet is a new
 * review over the wrong items now (status new), which its first answer starts.
 */
export async function reviewLogs(db: Database, studentId: number, levelId: number, guid: string) {
  const level = await requireLevel(db, levelId);
  const review = await findReview(db, studentId, guid);
  if (review && review.levelId !== level.id) throw badRequest(SUGGEST_MESSAGES.otherLevel);
  const items = review ? review.items : await wrongItems(db, studentId, level.id);
  const given = review ? await db.select().from(eikenReviewAnswers).where(eq(eikenReviewAnswers.reviewId, review.id)) : [];
  const byKey = new Map(given.map((row) => [`${row.resourceId}:${row.questionId}`, row]));
  const sections = await paperSections(db, level.id, items);
  return {
    level: levelOut(level),
    guid,
    status: !review ? ('new' as const) : review.completedAt ? ('completed' as const) : ('open' as const),
    started_at: review?.startedAt.toISOString() ?? null,
    completed_at: review?.completedAt?.toISOString() ?? null,
    total: items.length,
    answered: given.length,
    correct: given.filter((row) => !row.isSkipped && row.percentScore >= 100).length,
    sections: sections.map((section) => ({
      kind: section.kind,
      ...resourceInfo(section.resource),
      question_ids: section.questionIds.join(','),
      items: section.questionIds.map((questionId) => {
        const answer = byKey.get(`${section.resource.id}:${questionId}`);
        return {
          question_id: questionId,
          answered: answer ? (1 as const) : (0 as const),
          percent_score: answer?.percentScore ?? 0,
          result: (answer?.result as { question_id: string; answer_index: number[]; score: number }[] | null | undefined) ?? null,
          answer_result: answer?.answerResult ?? '',
          is_skipped: answer?.isSkipped ? (1 as const) : (0 as const),
        };
      }),
    })),
  };
}

/**
 * POST /eiken/suggest/guid/item/submit: one answer of a review, scored by the server from the
 * package's key. The first answer of a new guid starts the review over the wrong items then;
 * the review completes when every item is answered or is_completed=1 arrives.
 */
export async function submitReviewItem(db: Database, studentId: number, body: AnswerRecordBody & { level_id: number; resource_id: number }) {
  const level = await requireLevel(db, body.level_id);
  const resource = await requireResource(db, body.resource_id);
  // The answer is checked before a new review is created: a refused post leaves nothing behind.
  const prepared = prepareAnswer(body, resourceItems(resource));
  let review = await findReview(db, studentId, body.guid);
  if (review && review.levelId !== level.id) throw badRequest(SUGGEST_MESSAGES.otherLevel);
  if (!review) {
    const items = await wrongItems(db, studentId, level.id);
    if (items.length === 0) throw badRequest(SUGGEST_MESSAGES.nothingToReview);
    const [created] = await db.insert(eikenReviews).values({ guid: body.guid, userId: studentId, levelId: level.id, items }).onConflictDoNothing().returning();
    review = created ?? (await findReview(db, studentId, body.guid));
    if (!review) throw notFound(SUGGEST_MESSAGES.reviewNotFound);
  }
  if (prepared && !review.items.some((item) => item.resource_id === resource.id && item.question_id === prepared.questionId)) throw badRequest(SUGGEST_MESSAGES.notInPaper);
  let replayed = false;
  let stored: typeof eikenReviewAnswers.$inferSelect | undefined;
  if (prepared) {
    const reviewId = review.id;
    const existing = () => db.select().from(eikenReviewAnswers).where(and(eq(eikenReviewAnswers.reviewId, reviewId), eq(eikenReviewAnswers.questionId, prepared.questionId)));
    // A finished review answers a resend from what it kept, and takes nothing new.
    if (review.completedAt && (await existing()).length === 0) throw conflict(SUGGEST_MESSAGES.reviewDone);
    const [inserted] = await db
      .insert(eikenReviewAnswers)
      .values({
        reviewId: review.id,
        userId: studentId,
        resourceId: resource.id,
        questionId: prepared.questionId,
        percentScore: prepared.kind === 'skip' ? 0 : prepared.scored.percent,
        result: prepared.scored.results,
        answerResult: body.answer_result ?? '',
        isSkipped: prepared.kind === 'skip',
      })
      .onConflictDoNothing()
      .returning();
    replayed = !inserted;
    [stored] = inserted ? [inserted] : await existing();
  }
  const summary = await reviewSummary(db, review);
  if (!review.completedAt && (body.is_completed === 1 || summary.answered >= summary.total)) {
    [review] = await db.update(eikenReviews).set({ completedAt: new Date() }).where(and(eq(eikenReviews.id, review.id), isNull(eikenReviews.completedAt))).returning();
    review ??= (await findReview(db, studentId, body.guid))!;
  }
  return {
    ...(await reviewSummary(db, review)),
    is_completed: review.completedAt ? (1 as const) : (0 as const),
    answer: stored
      ? {
          question_id: stored.questionId,
          percent_score: stored.percentScore,
          result: (stored.result as { question_id: string; answer_index: number[]; score: number }[] | null) ?? null,
          is_skipped: stored.isSkipped ? (1 as const) : (0 as const),
          replayed: replayed ? (1 as const) : (0 as const),
        }
      : null,
  };
}

/**
 * GET /eiken/suggest/next/res/list: what to practise after a set. resource_tag says what the set
 * was: `practice` (a practice set of /eiken/practice or RWL) or `challenge` (a mock test section).
 * Suggests the next unfinished set of the same kind, the first unfinished set of the student's
 * weakest other kind (lowest mean best score over its sets, unstarted sets counting 0), and the
 * count of wrong items to review.
 */
export async function nextResourceList(db: Database, studentId: number, resourceId: number, tag: 'practice' | 'challenge') {
  const resource = await requireResource(db, resourceId);
  let levelId: number;
  let kind: string;
  if (tag === 'practice') {
    const [directory] = await db.select().from(eikenClasses).where(eq(eikenClasses.groupKey, resource.groupKey)).limit(1);
    if (!directory) throw notFound(SUGGEST_MESSAGES.notPractice);
    levelId = directory.levelId;
    kind = directory.kind;
  } else {
    const [exam] = await db.select().from(eikenExams).where(eq(eikenExams.groupKey, resource.groupKey)).limit(1);
    const section = exam?.sections.find((entry) => entry.resource_codes.includes(resource.code));
    if (!exam || !section) throw notFound(SUGGEST_MESSAGES.notChallenge);
    levelId = exam.levelId;
    kind = section.kind;
  }
  const classes = await db.select().from(eikenClasses).where(eq(eikenClasses.levelId, levelId)).orderBy(asc(eikenClasses.position));
  const sets = await resourcesOfGroups(db, classes.map((entry) => entry.groupKey));
  const summaries = await resourceSummaries(db, studentId, sets);
  const classOf = new Map(classes.map((entry) => [entry.groupKey, entry]));
  const rows = sets.map((set, position) => ({ set, summary: summaries[position]!, directory: classOf.get(set.groupKey)! }));

  const list: { reason: 'same_kind' | 'weak_kind'; kind: string; class_id: number; class_title: string; resource: (typeof summaries)[number] }[] = [];
  const sameKind = rows.filter((row) => row.directory.kind === kind && row.set.id !== resource.id);
  const after = sameKind.filter((row) => row.directory.position > (classOf.get(resource.groupKey)?.position ?? -1) || (row.set.groupKey === resource.groupKey && row.set.position > resource.position));
  const nextSame = [...after, ...sameKind].find((row) => row.summary.status !== 'completed') ?? after[0];
  if (nextSame) list.push({ reason: 'same_kind', kind, class_id: nextSame.directory.id, class_title: nextSame.directory.title, resource: nextSame.summary });

  const means = new Map<string, { sum: number; count: number }>();
  for (const row of rows) {
    const entry = means.get(row.directory.kind) ?? { sum: 0, count: 0 };
    entry.sum += row.summary.best_score;
    entry.count += 1;
    means.set(row.directory.kind, entry);
  }
  const weakest = [...means.entries()].filter(([other]) => other !== kind).sort(([, a], [, b]) => a.sum / a.count - b.sum / b.count)[0];
  if (weakest) {
    const candidates = rows.filter((row) => row.directory.kind === weakest[0]);
    const pick = candidates.find((row) => row.summary.status !== 'completed') ?? [...candidates].sort((a, b) => a.summary.best_score - b.summary.best_score)[0];
    if (pick) list.push({ reason: 'weak_kind', kind: weakest[0], class_id: pick.directory.id, class_title: pick.directory.title, resource: pick.summary });
  }
  return { level_id: levelId, kind, list, review: { level_id: levelId, wrong_count: (await wrongItems(db, studentId, levelId)).length } };
}

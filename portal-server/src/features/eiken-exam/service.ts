// The timed first-stage mock test (/eiken/challenge, /eiken/challengeResult) on the server: the
// level's mock tests ("directories" of /v3/eiken-toeic-exam/), their sections, one sitting's
// answers (each section a practice run of its resource), the end of a sitting (handed in or out
// of time) with its score and estimate, and the history of sittings. Nothing here is Eiken-only
// but the CSE table of estimate.ts: a TOEIC mock test is a row of eiken_exams under a TOEIC level.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practiceRuns } from '../../db/tables/answers';
import { eikenExamAttempts, eikenExams, type ExamAttemptResult } from '../../db/tables/eiken-exam';
import { eikenLevels, type ExamKind } from '../../db/tables/eiken-toeic';
import { chosenLevel, examLevel } from '../eiken-toeic/service';
import { ApiError, badRequest, conflict, notFound } from '../../http/reply';
import type { AnswerRecordBody } from '../answer-records/input';
import { resourcesOfGroups } from '../answer-records/progress';
import { buildRecord } from '../answer-records/record';
import { displayItems, findRunByGuid, latestAnswersOfRun, type AnswerRow, type PracticeScope } from '../answer-records/runs';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { requireResource, resourceInfo, type ResourceRow } from '../resources/service';
import { estimateResult, skillOfKind } from './estimate';

export const MESSAGES = {
  examNotFound: '模擬テストが見つかりません。一覧から選び直してください。',
  notExamResource: 'この教材は模擬テストの問題ではありません。',
  attemptNotFound: '模擬テストの記録が見つかりません。',
  otherExam: 'この記録は別の模擬テストのものです。',
  wrongRunGuid: 'guid が模擬テストの回と合いません（<exam_guid>-r<resource_id> で送ってください）。',
  finished: 'この模擬テストはすでに提出されています。結果を確認してください。',
  timeUp: '制限時間を過ぎたため、この模擬テストにはもう回答できません。',
  stillOpen: '前回の模擬テストが終わっていません。続きから解くか、提出してから始めてください。',
  notFinished: 'この模擬テストはまだ提出されていません。',
  noResult: 'まだ模擬テストの結果がありません。',
} as const;

/** Answers posted this long after the deadline still count (they were given in time and were in flight). */
export const DEADLINE_GRACE_MS = 30_000;

/** The practice run of one section resource within a sitting (run guids are unique per student). */
export const sectionRunGuid = (attemptGuid: string, resourceId: number) => `${attemptGuid}-r${resourceId}`;

type ExamRow = typeof eikenExams.$inferSelect;
type AttemptRow = typeof eikenExamAttempts.$inferSelect;
type LevelRow = typeof eikenLevels.$inferSelect;

export type ExamSection = { kind: string; title: string; resources: ResourceRow[] };

const levelOut = (level: LevelRow) => ({ level_id: level.id, code: level.code, exam: level.exam, name: level.nameJa, name_en: level.nameEn });

async function levelOf(db: Database, levelId: number): Promise<LevelRow> {
  const [level] = await db.select().from(eikenLevels).where(eq(eikenLevels.id, levelId)).limit(1);
  if (!level) throw notFound(MESSAGES.examNotFound);
  return level;
}

/** The test's sections with their resources in the order of the content. */
export async function examSections(db: Database, exam: ExamRow): Promise<ExamSection[]> {
  const rows = await resourcesOfGroups(db, [exam.groupKey]);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return exam.sections.map((section) => ({ kind: section.kind, title: section.title, resources: section.resource_codes.flatMap((code) => byCode.get(code) ?? []) }));
}

/** Questions of a resource (a passage item holds several). */
const questionCount = (resource: ResourceRow) => displayItems(resource).reduce((sum, item) => sum + (item.questions?.length ?? 1), 0);

const itemCount = (sections: ExamSection[]) => sections.reduce((sum, section) => sum + section.resources.reduce((inner, resource) => inner + questionCount(resource), 0), 0);

const examOut = (exam: ExamRow, sections: ExamSection[]) => ({
  directory_id: exam.id,
  level_id: exam.levelId,
  code: exam.code,
  title: exam.title,
  title_en: exam.titleEn,
  description: exam.description,
  minutes: exam.minutes,
  pass_ratio: exam.passRatio,
  section_count: sections.length,
  item_count: itemCount(sections),
});

const attemptOut = (attempt: AttemptRow, now = new Date()) => ({
  guid: attempt.guid,
  directory_id: attempt.examId,
  started_at: attempt.startedAt.toISOString(),
  deadline_at: attempt.deadlineAt.toISOString(),
  remaining_seconds: Math.max(0, Math.floor((attempt.deadlineAt.getTime() - now.getTime()) / 1000)),
  finished_at: attempt.finishedAt?.toISOString() ?? null,
  finish_reason: (attempt.finishReason as 'submitted' | 'timeout' | null) ?? null,
});

const overdue = (attempt: AttemptRow, now = new Date()) => now.getTime() > attempt.deadlineAt.getTime() + DEADLINE_GRACE_MS;

async function requireExam(db: Database, examId: number): Promise<ExamRow> {
  const [exam] = await db.select().from(eikenExams).where(eq(eikenExams.id, examId)).limit(1);
  if (!exam) throw notFound(MESSAGES.examNotFound);
  return exam;
}

/** The mock test a section resource belongs to, and its section (404 for anything else). */
async function examOfResource(db: Database, resourceId: number): Promise<{ exam: ExamRow; resource: ResourceRow; section: { kind: string; title: string } }> {
  const resource = await requireResource(db, resourceId);
  const [exam] = await db.select().from(eikenExams).where(eq(eikenExams.groupKey, resource.groupKey)).limit(1);
  const section = exam?.sections.find((entry) => entry.resource_codes.includes(resource.code));
  if (!exam || !section) throw notFound(MESSAGES.notExamResource);
  return { exam, resource, section: { kind: section.kind, title: section.title } };
}

/** A sitting by guid; another student's is not found (it leaks nothing). */
async function findAttempt(db: Database, studentId: number, guid: string): Promise<AttemptRow | undefined> {
  const [attempt] = await db.select().from(eikenExamAttempts).where(eq(eikenExamAttempts.guid, guid)).limit(1);
  if (attempt && attempt.userId !== studentId) throw notFound(MESSAGES.attemptNotFound);
  return attempt;
}

async function requireAttempt(db: Database, studentId: number, guid: string): Promise<AttemptRow> {
  const attempt = await findAttempt(db, studentId, guid);
  if (!attempt) throw notFound(MESSAGES.attemptNotFound);
  return attempt;
}

/** A sitting's score from its section runs: each item's latest answer, unanswered and skipped items wrong. */
export async function scoreAttempt(db: Database, studentId: number, exam: ExamRow, attemptGuid: string): Promise<ExamAttemptResult> {
  const level = await levelOf(db, exam.levelId);
  const sections = await examSections(db, exam);
  const sectionResults = [];
  for (const section of sections) {
    const resources = [];
    for (const resource of section.resources) {
      const run = await findRunByGuid(db, studentId, { kind: 'practice', resource }, sectionRunGuid(attemptGuid, resource.id));
      const latest = run ? await latestAnswersOfRun(db, run.id) : new Map<string, AnswerRow>();
      // Questions, not items, are counted: a reading passage is one item with several questions.
      let correct = 0;
      let total = 0;
      let answered = 0;
      for (const item of displayItems(resource)) {
        const parts = item.questions?.length ?? 1;
        const answer = latest.get(item.question_id);
        total += parts;
        if (!answer || answer.isSkipped) continue;
        answered += parts;
        correct += answer.result ? answer.result.filter((part) => part.score > 0).length : Math.round((parts * answer.percentScore) / 100);
      }
      resources.push({ resource_id: resource.id, title: resource.title, correct, total, answered });
    }
    const correct = resources.reduce((sum, entry) => sum + entry.correct, 0);
    const total = resources.reduce((sum, entry) => sum + entry.total, 0);
    sectionResults.push({ kind: section.kind, title: section.title, correct, total, percent: total ? Math.round((correct / total) * 100) : 0, resources });
  }
  const skills = new Map<string, { skill: string; correct: number; total: number }>();
  for (const section of sectionResults) {
    const skill = skillOfKind(section.kind);
    const entry = skills.get(skill) ?? { skill, correct: 0, total: 0 };
    entry.correct += section.correct;
    entry.total += section.total;
    skills.set(skill, entry);
  }
  const { skills: skillResults, ...estimate } = estimateResult([...skills.values()], exam.passRatio, level.code);
  const correct = sectionResults.reduce((sum, entry) => sum + entry.correct, 0);
  const total = sectionResults.reduce((sum, entry) => sum + entry.total, 0);
  return { correct, total, percent: total ? Math.round((correct / total) * 100) : 0, sections: sectionResults, skills: skillResults, estimate };
}

/** Ends a sitting: scores it, keeps the score, closes its section runs. Ending it twice keeps the first end. */
async function finishAttempt(db: Database, attempt: AttemptRow, reason: 'submitted' | 'timeout'): Promise<AttemptRow> {
  if (attempt.finishedAt) return attempt;
  const exam = await requireExam(db, attempt.examId);
  const result = await scoreAttempt(db, attempt.userId, exam, attempt.guid);
  const sections = await examSections(db, exam);
  const runGuids = sections.flatMap((section) => section.resources.map((resource) => sectionRunGuid(attempt.guid, resource.id)));
  return db.transaction(async (tx) => {
    const [finished] = await tx
      .update(eikenExamAttempts)
      .set({ finishedAt: sql`now()`, finishReason: reason, result, openKey: null })
      .where(and(eq(eikenExamAttempts.id, attempt.id), isNull(eikenExamAttempts.finishedAt)))
      .returning();
    if (!finished) {
      const [current] = await tx.select().from(eikenExamAttempts).where(eq(eikenExamAttempts.id, attempt.id));
      return current!;
    }
    // The section runs are over with the sitting (completed as they stand, whatever was left unanswered).
    await tx
      .update(practiceRuns)
      .set({ isCompleted: true, completedAt: sql`now()`, openKey: null, updatedAt: sql`now()` })
      .where(and(eq(practiceRuns.studentId, attempt.userId), inArray(practiceRuns.guid, runGuids), eq(practiceRuns.isCompleted, false)));
    return finished;
  });
}

/** Sittings of the student left open past their deadline end as timed out (read before any list). */
async function finishOverdue(db: Database, studentId: number): Promise<void> {
  const open = await db.select().from(eikenExamAttempts).where(and(eq(eikenExamAttempts.userId, studentId), isNull(eikenExamAttempts.finishedAt)));
  for (const attempt of open.filter((row) => overdue(row))) await finishAttempt(db, attempt, 'timeout');
}

async function openAttemptOf(db: Database, studentId: number, examId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(eikenExamAttempts)
    .where(and(eq(eikenExamAttempts.userId, studentId), eq(eikenExamAttempts.examId, examId), isNull(eikenExamAttempts.finishedAt)))
    .limit(1);
  return row;
}

/** GET directory-list: the mock tests of the student's level (or of an exam's content level) with the student's sittings of each. */
export async function directoryList(db: Database, studentId: number, exam?: ExamKind) {
  const level = exam && exam !== 'eiken' ? await examLevel(db, exam) : await chosenLevel(db, studentId);
  if (!level) return { level: null, list: [] };
  await finishOverdue(db, studentId);
  const exams = await db.select().from(eikenExams).where(eq(eikenExams.levelId, level.id)).orderBy(asc(eikenExams.position), asc(eikenExams.id));
  const list = [];
  for (const exam of exams) {
    const attempts = await db
      .select()
      .from(eikenExamAttempts)
      .where(and(eq(eikenExamAttempts.userId, studentId), eq(eikenExamAttempts.examId, exam.id)))
      .orderBy(desc(eikenExamAttempts.startedAt));
    const finished = attempts.filter((attempt) => attempt.finishedAt && attempt.result);
    const open = attempts.find((attempt) => !attempt.finishedAt);
    list.push({
      ...examOut(exam, await examSections(db, exam)),
      attempt_count: finished.length,
      best_percent: finished.length ? Math.max(...finished.map((attempt) => attempt.result!.percent)) : null,
      last_guid: finished[0]?.guid ?? '',
      open_attempt: open ? attemptOut(open) : null,
    });
  }
  return { level: levelOut(level), list };
}

/** GET resource-list: one mock test's sections and their resources (what the test page plays, in order). */
export async function examResourceList(db: Database, studentId: number, examId: number) {
  const exam = await requireExam(db, examId);
  await finishOverdue(db, studentId);
  const sections = await examSections(db, exam);
  const open = await openAttemptOf(db, studentId, exam.id);
  return {
    directory: examOut(exam, sections),
    level: levelOut(await levelOf(db, exam.levelId)),
    sections: sections.map((section) => ({
      kind: section.kind,
      title: section.title,
      resources: section.resources.map((resource) => ({ ...resourceInfo(resource), item_count: displayItems(resource).length, question_count: questionCount(resource) })),
    })),
    open_attempt: open ? attemptOut(open) : null,
  };
}

/** GET get-exercise-logs: a section resource and its record in a sitting (the open one by default), to play or resume it. */
export async function examExerciseLogs(db: Database, studentId: number, resourceId: number, examGuid?: string) {
  const { exam, resource, section } = await examOfResource(db, resourceId);
  let attempt: AttemptRow | undefined;
  if (examGuid) {
    attempt = await requireAttempt(db, studentId, examGuid);
    if (attempt.examId !== exam.id) throw badRequest(MESSAGES.otherExam);
  } else {
    attempt = await openAttemptOf(db, studentId, exam.id);
  }
  const scope: PracticeScope = { kind: 'practice', resource };
  const run = attempt ? await findRunByGuid(db, studentId, scope, sectionRunGuid(attempt.guid, resource.id)) : undefined;
  return {
    ...resourceInfo(resource),
    directory_id: exam.id,
    section,
    attempt: attempt ? attemptOut(attempt) : null,
    answer_record: await buildRecord(db, studentId, scope, run, { detail: false }),
  };
}

/**
 * POST submit-exercise-log: one answer (or a progress-only post) of a section within a sitting.
 * The first post of a new exam_guid starts the sitting and its clock; answers after the deadline
 * (and its grace) are refused with 423, as is anything for a sitting already handed in.
 */
export async function submitExamExercise(db: Database, studentId: number, body: AnswerRecordBody & { resource_id: number; exam_guid: string }) {
  const { exam_guid: examGuid, resource_id: resourceId, ...answer } = body;
  const { exam, resource } = await examOfResource(db, resourceId);
  if (answer.guid !== sectionRunGuid(examGuid, resource.id)) throw badRequest(MESSAGES.wrongRunGuid);
  const found = await findAttempt(db, studentId, examGuid);
  const attempt = found ?? (await startAttempt(db, studentId, exam, examGuid));
  if (attempt.examId !== exam.id) throw badRequest(MESSAGES.otherExam);
  if (attempt.finishedAt) throw new ApiError(423, MESSAGES.finished);
  if (overdue(attempt)) {
    await finishAttempt(db, attempt, 'timeout');
    throw new ApiError(423, MESSAGES.timeUp);
  }
  const scope: PracticeScope = { kind: 'practice', resource };
  let outcome;
  try {
    outcome = await postAnswerRecord(db, studentId, scope, answer);
  } catch (error) {
    // A sitting begun by a post that is refused never began: the clock starts with an accepted post.
    if (!found) await db.delete(eikenExamAttempts).where(and(eq(eikenExamAttempts.id, attempt.id), isNull(eikenExamAttempts.finishedAt)));
    throw error;
  }
  return { ...(await recordPostReply(db, studentId, scope, outcome)), attempt: attemptOut(attempt) };
}

async function startAttempt(db: Database, studentId: number, exam: ExamRow, guid: string): Promise<AttemptRow> {
  const open = await openAttemptOf(db, studentId, exam.id);
  if (open) {
    if (!overdue(open)) throw conflict(MESSAGES.stillOpen);
    await finishAttempt(db, open, 'timeout');
  }
  const deadline = new Date(Date.now() + exam.minutes * 60_000);
  const [created] = await db
    .insert(eikenExamAttempts)
    .values({ guid, userId: studentId, examId: exam.id, openKey: `${studentId}:${exam.id}`, deadlineAt: deadline })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // A concurrent first post of the same sitting won the insert; another sitting means one is open.
  const existing = await findAttempt(db, studentId, guid);
  if (!existing) throw conflict(MESSAGES.stillOpen);
  return existing;
}

export type ExamAnswer = { resource_id: number; question_id: string; result?: string; answer_result?: string; is_skipped?: 0 | 1 };

/**
 * POST submit-exam-logs: hands a sitting in (reason submitted) or closes it when the time ran out
 * (reason timeout). Answers kept by the client may come with it (a whole paper at the end, as
 * TOEIC screens do); they are recorded first if the sitting is still in time. Unanswered items
 * score 0. Handing in again returns the first result.
 */
export async function submitExamLogs(db: Database, studentId: number, body: { exam_guid: string; reason: 'submitted' | 'timeout'; answers: ExamAnswer[] }) {
  const attempt = await requireAttempt(db, studentId, body.exam_guid);
  if (!attempt.finishedAt && !overdue(attempt) && body.answers.length > 0) {
    const exam = await requireExam(db, attempt.examId);
    const entries: { resource: ResourceRow; fields: AnswerRecordBody }[] = [];
    for (const answer of body.answers) {
      const { resource } = await examOfResource(db, answer.resource_id);
      if (resource.groupKey !== exam.groupKey) throw badRequest(MESSAGES.otherExam);
      const { resource_id: _resourceId, ...fields } = answer;
      entries.push({ resource, fields: { ...fields, guid: sectionRunGuid(attempt.guid, resource.id) } as AnswerRecordBody });
    }
    // The paper is recorded whole or not at all: an entry that does not fit its item refuses it all.
    await db.transaction(async (tx) => {
      for (const { resource, fields } of entries) await postAnswerRecord(tx, studentId, { kind: 'practice', resource }, fields);
    });
  }
  const finished = await finishAttempt(db, attempt, overdue(attempt) ? 'timeout' : body.reason);
  return historyLogs(db, studentId, finished.guid);
}

/** GET get-history-list: the student's finished sittings, newest first (of one test, or one exam's tests, when asked). */
export async function historyList(db: Database, studentId: number, filter: { examId?: number | undefined; exam?: ExamKind | undefined } = {}) {
  await finishOverdue(db, studentId);
  const rows = await db
    .select({ attempt: eikenExamAttempts, exam: eikenExams })
    .from(eikenExamAttempts)
    .innerJoin(eikenExams, eq(eikenExams.id, eikenExamAttempts.examId))
    .innerJoin(eikenLevels, eq(eikenLevels.id, eikenExams.levelId))
    .where(
      and(
        eq(eikenExamAttempts.userId, studentId),
        isNotNull(eikenExamAttempts.finishedAt),
        filter.examId ? eq(eikenExamAttempts.examId, filter.examId) : undefined,
        filter.exam ? eq(eikenLevels.exam, filter.exam) : undefined,
      ),
    )
    .orderBy(desc(eikenExamAttempts.finishedAt), desc(eikenExamAttempts.id))
    .limit(50);
  return {
    list: rows.map(({ attempt, exam }) => ({
      ...attemptOut(attempt),
      title: exam.title,
      correct: attempt.result?.correct ?? 0,
      total: attempt.result?.total ?? 0,
      percent: attempt.result?.percent ?? 0,
      scaled_score: attempt.result?.estimate.scaled_score ?? null,
      pass_probability: attempt.result?.estimate.pass_probability ?? 0,
    })),
  };
}

/** GET get-history-logs: one sitting with its score per section and skill and the estimate (null while it is open). */
export async function historyLogs(db: Database, studentId: number, guid: string) {
  let attempt = await requireAttempt(db, studentId, guid);
  if (!attempt.finishedAt && overdue(attempt)) attempt = await finishAttempt(db, attempt, 'timeout');
  const exam = await requireExam(db, attempt.examId);
  const sections = await examSections(db, exam);
  return {
    ...attemptOut(attempt),
    status: attempt.finishedAt ? ('finished' as const) : ('open' as const),
    directory: examOut(exam, sections),
    level: levelOut(await levelOf(db, exam.levelId)),
    result: attempt.result ?? null,
  };
}

/** GET get-exam-logs: a section's record in a finished sitting (the last one by default), for review with explanations. */
export async function examLogs(db: Database, studentId: number, resourceId: number, guid?: string) {
  const { exam, resource, section } = await examOfResource(db, resourceId);
  let attempt: AttemptRow | undefined;
  if (guid) {
    attempt = await requireAttempt(db, studentId, guid);
    if (attempt.examId !== exam.id) throw badRequest(MESSAGES.otherExam);
    if (!attempt.finishedAt) throw conflict(MESSAGES.notFinished);
  } else {
    [attempt] = await db
      .select()
      .from(eikenExamAttempts)
      .where(and(eq(eikenExamAttempts.userId, studentId), eq(eikenExamAttempts.examId, exam.id), isNotNull(eikenExamAttempts.finishedAt)))
      .orderBy(desc(eikenExamAttempts.finishedAt))
      .limit(1);
    if (!attempt) throw notFound(MESSAGES.noResult);
  }
  const scope: PracticeScope = { kind: 'practice', resource };
  const run = await findRunByGuid(db, studentId, scope, sectionRunGuid(attempt.guid, resource.id));
  return {
    ...resourceInfo(resource),
    directory_id: exam.id,
    section,
    attempt: attemptOut(attempt),
    answer_record: await buildRecord(db, studentId, scope, run, { detail: true }),
  };
}

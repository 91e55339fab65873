import { and, asc, count, eq, exists, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { selectCount } from '../../db/counts';
import { classMembers, classes, users } from '../../db/tables/accounts';
import { practiceRuns } from '../../db/tables/answers';
import { homework, homeworkTopics } from '../../db/tables/homework';
import { writingSubmissions, type HitWordsPos, type WritingTeacherNote } from '../../db/tables/writing';
import { writingTopics } from '../../db/tables/writing-topics';
import { resources } from '../../db/tables/resources';
import { ApiError, badRequest, notFound } from '../../http/reply';
import { assertTeacherOfClass, TEACHER_MESSAGES } from '../accounts/service';
import { isHomeworkExpired, latestAnswersOfRun, displayItems, MESSAGES as RUN_MESSAGES, runScore, type HomeworkRow, type TopicRow } from '../answer-records/runs';
import { resourceInfo, type ResourceRow } from '../resources/service';

type Db = Database | Transaction;

export const MESSAGES = {
  homeworkNotFound: '宿題が見つかりません。',
  topicNotFound: RUN_MESSAGES.topicNotFound,
} as const;

/** Times a topic must be completed: required_times, at least once. */
const timesNeeded = (row: HomeworkRow) => Math.max(1, row.requiredTimes);

/** The homework switches as the clients read them (both spellings of part 1 section 3). */
export function homeworkConfig(row: HomeworkRow) {
  return {
    required_times: row.requiredTimes,
    sample_answer: row.sampleAnswer,
    speech_speed: row.speechSpeed,
    subtitle: row.subtitle,
    translation: row.translation,
    answer_tips: row.answerTips,
    switchSampleAnswer: row.sampleAnswer,
    switchSubtitle: row.subtitle,
    switchTranslation: row.translation,
    switchAnswerTips: row.answerTips,
  };
}

/**
 * A homework the student may see: set for a class they belong to and already started.
 * Anything else is "not found", so ids of other classes' homework reveal nothing.
 */
export async function findVisibleHomework(db: Db, studentId: number, homeworkId: number): Promise<HomeworkRow> {
  const [row] = await db
    .select({ homework })
    .from(homework)
    .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, studentId)))
    .where(and(eq(homework.id, homeworkId), lte(homework.startAt, sql`now()`)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.homeworkNotFound);
  return row.homework;
}

type TopicProgress = { topicCount: number; finishedCount: number };

/**
 * Essays the student handed in for a homework topic that is a writing topic (0 for a resource
 * topic): a writing topic is done by submissions, not by practice runs.
 */
const writingSubmissionCount = (studentId: number) =>
  sql<number>`(select count(*) from ${writingSubmissions} where ${writingSubmissions.studentId} = ${studentId} and ${writingSubmissions.homeworkId} = ${homeworkTopics.homeworkId} and ${writingSubmissions.topicId} = ${homeworkTopics.writingTopicId})`;

/** Per homework of the student's classes: how many topics it has and how many the student finished. */
async function progressByHomework(db: Db, studentId: number, homeworkIds: number[]): Promise<Map<number, TopicProgress>> {
  if (homeworkIds.length === 0) return new Map();
  const completed = db
    .select({ topicId: practiceRuns.topicId, runs: count().as('runs') })
    .from(practiceRuns)
    .where(and(eq(practiceRuns.studentId, studentId), eq(practiceRuns.isCompleted, true), isNotNull(practiceRuns.topicId)))
    .groupBy(practiceRuns.topicId)
    .as('completed');
  const rows = await db
    .select({
      homeworkId: homeworkTopics.homeworkId,
      topicCount: count().mapWith(Number),
      finishedCount: sql<number>`count(*) filter (where coalesce(${completed.runs}, 0) + ${writingSubmissionCount(studentId)} >= greatest(1, ${homework.requiredTimes}))`.mapWith(Number),
    })
    .from(homeworkTopics)
    .innerJoin(homework, eq(homework.id, homeworkTopics.homeworkId))
    .leftJoin(completed, eq(completed.topicId, homeworkTopics.id))
    .where(inArray(homeworkTopics.homeworkId, homeworkIds))
    .groupBy(homeworkTopics.homeworkId);
  return new Map(rows.map((row) => [row.homeworkId, { topicCount: row.topicCount, finishedCount: row.finishedCount }]));
}

export type HomeworkStatus = 'unfinished' | 'finished' | 'expired';

/** Every started homework of the student's classes with its status, unfinished first (earliest due first). */
export async function listHomework(db: Db, studentId: number, now = new Date()) {
  const rows = await db
    .select({ homework, className: classes.name, teacherName: users.nickname })
    .from(homework)
    .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, studentId)))
    .innerJoin(classes, eq(classes.id, homework.classId))
    .leftJoin(users, eq(users.id, homework.teacherId))
    .where(lte(homework.startAt, now))
    .orderBy(asc(homework.dueAt), asc(homework.id));
  const progress = await progressByHomework(db, studentId, rows.map((row) => row.homework.id));
  const items = rows.map(({ homework: row, className, teacherName }) => {
    const topics = progress.get(row.id) ?? { topicCount: 0, finishedCount: 0 };
    const finished = topics.finishedCount >= topics.topicCount;
    const expired = isHomeworkExpired(row, now);
    const status: HomeworkStatus = finished ? 'finished' : expired ? 'expired' : 'unfinished';
    return {
      homework_id: row.id,
      title: row.title,
      description: row.description,
      class_id: row.classId,
      class_name: className,
      teacher_name: teacherName ?? '',
      start_at: row.startAt.toISOString(),
      due_at: row.dueAt.toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
      is_expired: expired ? 1 : 0,
      is_late: !finished && row.dueAt.getTime() < now.getTime() ? 1 : 0,
      is_finished: finished ? 1 : 0,
      status,
      topic_count: topics.topicCount,
      finished_topic_count: topics.finishedCount,
    };
  });
  const rank = (status: HomeworkStatus) => (status === 'unfinished' ? 0 : 1);
  // Unfinished by nearest deadline; the rest newest deadline first.
  items.sort((a, b) => rank(a.status) - rank(b.status) || (a.status === 'unfinished' ? a.due_at.localeCompare(b.due_at) : b.due_at.localeCompare(a.due_at)) || b.homework_id - a.homework_id);
  return items;
}

/**
 * Unfinished homework the student can still do (started, not expired, a topic not yet done its
 * required times): the menu badge and dashboard count, as a count query (listHomework's statuses
 * in SQL, so the dashboard runs it in one statement with its other counts).
 */
export function unfinishedHomeworkCountQuery(db: Db, studentId: number, now = new Date()) {
  const completedRuns = db
    .select({ n: count() })
    .from(practiceRuns)
    .where(and(eq(practiceRuns.studentId, studentId), eq(practiceRuns.isCompleted, true), eq(practiceRuns.topicId, homeworkTopics.id)));
  const topicNotDone = db
    .select({ one: sql`1` })
    .from(homeworkTopics)
    .where(and(eq(homeworkTopics.homeworkId, homework.id), sql`(${completedRuns}) + ${writingSubmissionCount(studentId)} < greatest(1, ${homework.requiredTimes})`));
  return db
    .select({ n: count() })
    .from(homework)
    .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, studentId)))
    .where(and(lte(homework.startAt, now), or(isNull(homework.expiresAt), gt(homework.expiresAt, now)), exists(topicNotDone)));
}

export const countUnfinishedHomework = (db: Db, studentId: number, now = new Date()): Promise<number> => selectCount(db, unfinishedHomeworkCountQuery(db, studentId, now));

/** A homework's topics in order, each with its resource. */
function topicsWithResources(db: Db, homeworkId: number) {
  return db
    .select({ topic: homeworkTopics, resource: resources })
    .from(homeworkTopics)
    .innerJoin(resources, eq(resources.id, homeworkTopics.resourceId))
    .where(eq(homeworkTopics.homeworkId, homeworkId))
    .orderBy(asc(homeworkTopics.position));
}

/** Per topic of a homework: the student's progress, for the detail screen. */
export async function homeworkDetail(db: Db, studentId: number, homeworkId: number, now = new Date()) {
  const row = await findVisibleHomework(db, studentId, homeworkId);
  const [meta] = await db
    .select({ className: classes.name, teacherName: users.nickname })
    .from(classes)
    .leftJoin(users, eq(users.id, row.teacherId ?? -1))
    .where(eq(classes.id, row.classId));
  const topics = await topicsWithResources(db, row.id);
  const topicDetails = [];
  for (const { topic, resource } of topics) topicDetails.push(await topicSummary(db, studentId, row, topic, resource));
  const writing = await writingTopicSummaries(db, studentId, row);
  const finished = [...topicDetails, ...writing].every((topic) => topic.is_finished === 1);
  const expired = isHomeworkExpired(row, now);
  return {
    homework_id: row.id,
    title: row.title,
    description: row.description,
    class_name: meta?.className ?? '',
    teacher_name: meta?.teacherName ?? '',
    start_at: row.startAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    is_expired: expired ? 1 : 0,
    is_finished: finished ? 1 : 0,
    status: (finished ? 'finished' : expired ? 'expired' : 'unfinished') as HomeworkStatus,
    has_limit: row.hasLimit ? 1 : 0,
    limit_number: row.limitNumber,
    config: homeworkConfig(row),
    topics: topicDetails,
    writing_topics: writing,
  };
}

/** The writing topics of a homework with the student's essays on each (done after required_times essays). */
async function writingTopicSummaries(db: Db, studentId: number, row: HomeworkRow) {
  const topics = await db
    .select({ topic: homeworkTopics, writing: writingTopics })
    .from(homeworkTopics)
    .innerJoin(writingTopics, eq(writingTopics.id, homeworkTopics.writingTopicId))
    .where(eq(homeworkTopics.homeworkId, row.id))
    .orderBy(asc(homeworkTopics.position));
  const summaries = [];
  for (const { topic, writing } of topics) {
    const essays = await db
      .select({ guid: writingSubmissions.guid, score: writingSubmissions.score })
      .from(writingSubmissions)
      .where(and(eq(writingSubmissions.studentId, studentId), eq(writingSubmissions.homeworkId, row.id), eq(writingSubmissions.topicId, writing.id)))
      .orderBy(asc(writingSubmissions.id));
    summaries.push({
      topic_id: topic.id,
      position: topic.position,
      writing_topic_id: writing.id,
      title: writing.titleJa,
      title_en: writing.titleEn,
      level: writing.level,
      completed_times: essays.length,
      is_finished: essays.length >= timesNeeded(row) ? (1 as const) : (0 as const),
      best_score: essays.reduce((best, essay) => Math.max(best, essay.score), 0),
      last_guid: essays.at(-1)?.guid ?? '',
    });
  }
  return summaries;
}

async function topicSummary(db: Db, studentId: number, row: HomeworkRow, topic: TopicRow, resource: ResourceRow) {
  const runs = await db
    .select()
    .from(practiceRuns)
    .where(and(eq(practiceRuns.studentId, studentId), eq(practiceRuns.topicId, topic.id)))
    .orderBy(asc(practiceRuns.id));
  const completed = runs.filter((run) => run.isCompleted);
  const open = runs.find((run) => !run.isCompleted);
  const items = displayItems(resource);
  let bestScore = 0;
  let lastScore = 0;
  for (const run of completed) {
    const score = runScore(items, await latestAnswersOfRun(db, run.id));
    bestScore = Math.max(bestScore, score);
    lastScore = score;
  }
  return {
    topic_id: topic.id,
    position: topic.position,
    resource: resourceInfo(resource),
    completed_times: completed.length,
    required_times: row.requiredTimes,
    is_finished: completed.length >= timesNeeded(row) ? 1 : 0,
    best_score: bestScore,
    last_score: lastScore,
    last_record_guid: completed.at(-1)?.guid ?? '',
    open_record_guid: open?.guid ?? '',
    current_index: open?.currentIndex ?? 0,
    has_limit: row.hasLimit ? 1 : 0,
    limit_number: row.hasLimit ? Math.max(0, row.limitNumber - completed.length) : 0,
  };
}

export type NewHomework = {
  classId: number;
  teacherId: number | null;
  title: string;
  description?: string;
  startAt?: Date;
  dueAt: Date;
  expiresAt?: Date | null;
  hasLimit?: boolean;
  limitNumber?: number;
  requiredTimes?: number;
  switches?: Partial<Record<'sampleAnswer' | 'speechSpeed' | 'subtitle' | 'translation' | 'answerTips', 0 | 1>>;
  resourceIds: number[];
  /** Writing topics to write an essay on, after the resources. */
  writingTopicIds?: number[];
};

/** Sets a homework with its topics in one transaction (teacher route and seed). */
export async function createHomework(db: Db, input: NewHomework): Promise<{ homeworkId: number; topicIds: number[] }> {
  const writingTopicIds = input.writingTopicIds ?? [];
  if (input.resourceIds.length === 0 && writingTopicIds.length === 0) throw badRequest('課題（教材）を1つ以上選んでください。');
  if (new Set(input.resourceIds).size !== input.resourceIds.length) throw badRequest('同じ教材が複数回選ばれています。');
  if (new Set(writingTopicIds).size !== writingTopicIds.length) throw badRequest('同じ英作文のテーマが複数回選ばれています。');
  if (input.expiresAt && input.expiresAt.getTime() < input.dueAt.getTime()) throw badRequest('締め切り（expires_at）は期限（due_at）より後にしてください。');
  const requiredTimes = input.requiredTimes ?? 0;
  if (input.hasLimit && (input.limitNumber ?? 0) < Math.max(1, requiredTimes)) {
    throw badRequest('回数制限（limit_number）は必要回数（required_times）以上にしてください。');
  }
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: resources.id }).from(resources).where(inArray(resources.id, input.resourceIds));
    const missing = input.resourceIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(`教材が見つかりません（resource_id=${missing.join(',')}）`);
    if (writingTopicIds.length > 0) {
      const foundTopics = await tx.select({ id: writingTopics.id }).from(writingTopics).where(inArray(writingTopics.id, writingTopicIds));
      const missingTopics = writingTopicIds.filter((id) => !foundTopics.some((row) => row.id === id));
      if (missingTopics.length > 0) throw notFound(`英作文のテーマが見つかりません（writing_topic_id=${missingTopics.join(',')}）`);
    }
    const [created] = await tx
      .insert(homework)
      .values({
        classId: input.classId,
        teacherId: input.teacherId,
        title: input.title,
        description: input.description ?? '',
        ...(input.startAt ? { startAt: input.startAt } : {}),
        dueAt: input.dueAt,
        expiresAt: input.expiresAt ?? null,
        hasLimit: input.hasLimit ?? false,
        limitNumber: input.limitNumber ?? 0,
        requiredTimes,
        ...input.switches,
      })
      .returning({ id: homework.id });
    if (!created) throw new ApiError(500, '宿題を作成できませんでした。');
    const topics = await tx
      .insert(homeworkTopics)
      .values([
        ...input.resourceIds.map((resourceId, position) => ({ homeworkId: created.id, resourceId, position: position + 1 })),
        ...writingTopicIds.map((writingTopicId, index) => ({ homeworkId: created.id, writingTopicId, position: input.resourceIds.length + index + 1 })),
      ])
      .returning({ id: homeworkTopics.id });
    return { homeworkId: created.id, topicIds: topics.map((topic) => topic.id) };
  });
}

/** The homework a teacher set, if they teach its class (403 otherwise, 404 when it does not exist). */
export async function homeworkOfTeacher(db: Db, user: { id: number; role: string }, homeworkId: number): Promise<HomeworkRow> {
  const [row] = await db.select().from(homework).where(eq(homework.id, homeworkId)).limit(1);
  if (!row) throw notFound(MESSAGES.homeworkNotFound);
  await assertTeacherOfClass(db, user, row.classId);
  return row;
}

/** Per student of the class: how far they got in each topic, and their latest run (for notes). */
export async function homeworkProgressForTeacher(db: Db, row: HomeworkRow) {
  const students = await db
    .select({ id: users.id, nickname: users.nickname, username: users.username })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, row.classId), eq(users.role, 'student')))
    .orderBy(asc(users.username));
  const topics = await topicsWithResources(db, row.id);
  const result = [];
  for (const student of students) {
    const summaries = [];
    for (const { topic, resource } of topics) summaries.push(await topicSummary(db, student.id, row, topic, resource));
    result.push({
      student_id: student.id,
      username: student.username,
      nickname: student.nickname,
      is_finished: summaries.every((summary) => summary.is_finished === 1) ? (1 as const) : (0 as const),
      topics: summaries.map((summary) => ({
        topic_id: summary.topic_id,
        resource_title: summary.resource.title,
        completed_times: summary.completed_times,
        is_finished: summary.is_finished,
        best_score: summary.best_score,
        last_score: summary.last_score,
        last_record_guid: summary.last_record_guid,
      })),
    });
  }
  return { homework_id: row.id, title: row.title, due_at: row.dueAt.toISOString(), students: result };
}

/**
 * Adds a teacher's note to a student's run of a topic (answer record correct_notes): the text
 * it is about and the comment, signed with the teacher's name.
 */
export async function addCorrectNote(
  db: Database,
  teacher: { id: number; role: string; nickname: string },
  input: { topicId: number; studentId: number; guid: string; sentContent: string; comments: string },
): Promise<number> {
  const [topic] = await db.select({ homeworkId: homeworkTopics.homeworkId }).from(homeworkTopics).where(eq(homeworkTopics.id, input.topicId)).limit(1);
  if (!topic) throw notFound(MESSAGES.topicNotFound);
  await homeworkOfTeacher(db, teacher, topic.homeworkId);
  const note = { sent_content: input.sentContent, comments: input.comments, teacher_name: teacher.nickname };
  const [updated] = await db
    .update(practiceRuns)
    .set({ correctNotes: sql`${practiceRuns.correctNotes} || ${JSON.stringify([note])}::jsonb`, updatedAt: sql`now()` })
    .where(and(eq(practiceRuns.guid, input.guid), eq(practiceRuns.studentId, input.studentId), eq(practiceRuns.topicId, input.topicId)))
    .returning({ notes: practiceRuns.correctNotes });
  if (!updated) throw notFound('この生徒のこの課題の記録が見つかりません。');
  return updated.notes.length;
}

export const WRITING_NOTE_MESSAGES = {
  submissionNotFound: '英作文の提出が見つかりません。',
  notYourStudent: '担当しているクラスの生徒の英作文にだけコメントを付けられます。',
  spanOutside: '選んだ範囲（hit_words_pos）が本文の外です。本文の中の語句を選んでください。',
} as const;

/**
 * Adds a teacher's note on a span of a student's essay (writing_submissions.teacher_notes). The
 * teacher must teach a class of the student (for homework, the homework's class); the span must
 * lie inside the text. The note keeps the selected words and the teacher's name.
 */
export async function addWritingNote(
  db: Database,
  teacher: { id: number; role: string; nickname: string },
  input: { writingGuid: string; hitWordsPos: HitWordsPos; comments: string },
): Promise<number> {
  if (teacher.role !== 'teacher') throw new ApiError(403, TEACHER_MESSAGES.notTeacher);
  const [submission] = await db
    .select({ id: writingSubmissions.id, studentId: writingSubmissions.studentId, homeworkId: writingSubmissions.homeworkId, content: writingSubmissions.content })
    .from(writingSubmissions)
    .where(eq(writingSubmissions.guid, input.writingGuid))
    .limit(1);
  if (!submission) throw notFound(WRITING_NOTE_MESSAGES.submissionNotFound);
  if (!(await teachesStudent(db, teacher.id, submission.studentId, submission.homeworkId))) throw new ApiError(403, WRITING_NOTE_MESSAGES.notYourStudent);
  const { startPos, endPos } = input.hitWordsPos;
  if (startPos < 0 || endPos <= startPos || endPos > submission.content.length) throw badRequest(WRITING_NOTE_MESSAGES.spanOutside);
  const note: WritingTeacherNote = {
    teacher_id: teacher.id,
    teacher_name: teacher.nickname,
    hit_words_pos: { startPos, endPos },
    sent_content: submission.content.slice(startPos, endPos),
    comments: input.comments,
    created_at: new Date().toISOString(),
  };
  const [updated] = await db
    .update(writingSubmissions)
    .set({ teacherNotes: sql`${writingSubmissions.teacherNotes} || ${JSON.stringify([note])}::jsonb` })
    .where(eq(writingSubmissions.id, submission.id))
    .returning({ notes: writingSubmissions.teacherNotes });
  return updated!.notes.length;
}

/**
 * Whether the teacher teaches the student: for a homework essay, the homework's class; for
 * practice, any class of the student.
 */
export async function teachesStudent(db: Db, teacherId: number, studentId: number, homeworkId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ classId: classes.id })
    .from(classes)
    .innerJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, studentId)))
    .where(and(eq(classes.teacherId, teacherId), homeworkId === null ? undefined : exists(db.select({ one: sql`1` }).from(homework).where(and(eq(homework.id, homeworkId), eq(homework.classId, classes.id))))))
    .limit(1);
  return row !== undefined;
}

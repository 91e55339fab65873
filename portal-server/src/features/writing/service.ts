import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { firstNonEnglishCharacter, WRITING_MAX_WORDS } from 'shared-contract';
import type { Database, Transaction } from '../../db/client';
import { classes, classMembers, users } from '../../db/tables/accounts';
import { homework, homeworkTopics } from '../../db/tables/homework';
import { writingSubmissions } from '../../db/tables/writing';
import { writingTopics } from '../../db/tables/writing-topics';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/reply';
import { TEACHER_MESSAGES } from '../accounts/service';
import { isHomeworkExpired, MESSAGES as RUN_MESSAGES } from '../answer-records/runs';
import { findVisibleHomework, homeworkOfTeacher, teachesStudent } from '../homework/service';
import { assertOwnImage } from '../uploads/service';
import { WRITING_LEVEL_TITLES, WRITING_LEVELS, type WritingLevel } from './content';
import { checkWriting, evaluateWriting } from './evaluator/evaluate';
import type { WritingRefusal } from './evaluator/types';
import { writingResult } from './result';

type Db = Database | Transaction;
type TopicRow = typeof writingTopics.$inferSelect;
type SubmissionRow = typeof writingSubmissions.$inferSelect;
export type WritingSource = 'skillup' | 'ai';

export const MESSAGES = {
  topicNotFound: '英作文のテーマが見つかりません。',
  resultNotFound: '英作文の結果が見つかりません。',
  guidTaken: 'この guid はすでに別の提出に使われています。新しい guid で送ってください。',
  notInHomework: 'この宿題にはこの英作文のテーマがありません。',
  noWritingInHomework: 'この宿題には英作文の課題がありません。',
  notYourStudent: '担当しているクラスの生徒の英作文だけを見られます。',
} as const;

/** What the student reads when the evaluator refuses a text (nothing is stored). */
export function refusalMessage(reason: WritingRefusal, topic: TopicRow, text: string): string {
  switch (reason) {
    case 'empty':
      return '英文が入力されていません。英語で書いてから提出してください。';
    case 'not_english': {
      const character = firstNonEnglishCharacter(text);
      return `英語以外の文字${character ? `「${character}」` : ''}が含まれています。英語だけ（半角の英数字と記号）で書いてください。`;
    }
    case 'emoji':
      return '絵文字は使えません。絵文字を消してから提出してください。';
    case 'off_topic':
      return `テーマと関係のない内容のようです。「${topic.titleJa}」について書いてください。`;
    case 'too_long':
      return `英文が長すぎます。${WRITING_MAX_WORDS} 語以内にしてください（このテーマの目安は ${topic.minWords}〜${topic.maxWords} 語です）。`;
  }
}

/** The topic as the evaluator's relevance check sees it; free writing has no topic to be relevant to. */
const evaluatorTopic = (topic: TopicRow) => (topic.level === 'free' ? undefined : { title_en: topic.titleEn, prompt_en: topic.promptEn, keywords: topic.keywords, min_words: topic.minWords, max_words: topic.maxWords });

export async function findTopic(db: Db, topicId: number): Promise<TopicRow> {
  const [topic] = await db.select().from(writingTopics).where(eq(writingTopics.id, topicId)).limit(1);
  if (!topic) throw notFound(MESSAGES.topicNotFound);
  return topic;
}

/** Per topic: how often the student wrote on it (from this source), the best score and the last essay. */
async function topicStats(db: Db, studentId: number, source: WritingSource | null) {
  const rows = await db
    .select({
      topicId: writingSubmissions.topicId,
      times: count().mapWith(Number),
      bestScore: sql<number>`max(${writingSubmissions.score})`.mapWith(Number),
      lastGuid: sql<string>`(array_agg(${writingSubmissions.guid} order by ${writingSubmissions.id} desc))[1]`,
    })
    .from(writingSubmissions)
    .where(and(eq(writingSubmissions.studentId, studentId), source ? eq(writingSubmissions.source, source) : undefined))
    .groupBy(writingSubmissions.topicId);
  return new Map(rows.map((row) => [row.topicId, row]));
}

export async function topicList(db: Db, studentId: number, source: WritingSource, level?: WritingLevel) {
  const topics = await db
    .select()
    .from(writingTopics)
    .where(level ? eq(writingTopics.level, level) : undefined)
    .orderBy(asc(writingTopics.position));
  const stats = await topicStats(db, studentId, source);
  return {
    levels: WRITING_LEVELS.map((code) => ({ level: code, title: WRITING_LEVEL_TITLES[code] })),
    list: topics.map((topic) => {
      const mine = stats.get(topic.id);
      return {
        topic_id: topic.id,
        code: topic.code,
        level: topic.level,
        title: topic.titleJa,
        title_en: topic.titleEn,
        instruction: topic.instructionJa,
        min_words: topic.minWords,
        max_words: topic.maxWords,
        times: mine?.times ?? 0,
        best_score: mine ? mine.bestScore : null,
        last_guid: mine?.lastGuid ?? null,
      };
    }),
  };
}

const attemptSummary = (row: SubmissionRow) => ({
  guid: row.guid,
  score: row.score,
  error_count: row.evaluation.marks.length,
  word_count: row.wordCount,
  created_at: row.createdAt.toISOString(),
});

/** How many attempts the topic detail lists. */
const RECENT_ATTEMPTS = 5;

/** A topic to write on; the model answer only once the student has handed in an essay on it. */
export async function topicDetail(db: Db, studentId: number, topicId: number) {
  const topic = await findTopic(db, topicId);
  const attempts = await db
    .select()
    .from(writingSubmissions)
    .where(and(eq(writingSubmissions.studentId, studentId), eq(writingSubmissions.topicId, topic.id)))
    .orderBy(desc(writingSubmissions.id));
  const written = attempts.length > 0;
  return {
    topic_id: topic.id,
    code: topic.code,
    level: topic.level,
    level_title: WRITING_LEVEL_TITLES[topic.level as WritingLevel] ?? topic.level,
    title: topic.titleJa,
    title_en: topic.titleEn,
    prompt_en: topic.promptEn,
    instruction: topic.instructionJa,
    min_words: topic.minWords,
    max_words: topic.maxWords,
    times: attempts.length,
    best_score: written ? Math.max(...attempts.map((row) => row.score)) : null,
    attempts: attempts.slice(0, RECENT_ATTEMPTS).map(attemptSummary),
    model_answer_en: written ? topic.modelAnswerEn : null,
    model_answer_ja: written ? topic.modelAnswerJa : null,
  };
}

export type SubmitInput = {
  content: string;
  topicId: number;
  guid: string;
  source: WritingSource;
  homeworkId?: number | undefined;
  imageUrl?: string | undefined;
  timeSpentSeconds?: number | undefined;
};

/** The student's own submission by guid (404 for another student's, which reveals nothing). */
async function ownSubmission(db: Db, studentId: number, guid: string) {
  const [row] = await db
    .select({ submission: writingSubmissions, topic: writingTopics })
    .from(writingSubmissions)
    .innerJoin(writingTopics, eq(writingTopics.id, writingSubmissions.topicId))
    .where(and(eq(writingSubmissions.guid, guid), eq(writingSubmissions.studentId, studentId)))
    .limit(1);
  return row;
}

/**
 * Evaluates and stores an essay. A refused text (empty, not English, emoji, off the topic, too
 * long) is a 400 with the reason and stores nothing. A resent guid returns the first result,
 * whatever the resend carries, so a retry after a lost answer never counts an essay twice.
 */
export async function submitWriting(db: Database, studentId: number, input: SubmitInput) {
  const previous = await ownSubmission(db, studentId, input.guid);
  if (previous) return { guid: previous.submission.guid, result: writingResult(previous.submission, previous.topic) };
  const [taken] = await db.select({ id: writingSubmissions.id }).from(writingSubmissions).where(eq(writingSubmissions.guid, input.guid)).limit(1);
  if (taken) throw conflict(MESSAGES.guidTaken);

  const topic = await findTopic(db, input.topicId);
  if (input.homeworkId !== undefined) await assertHomeworkTopic(db, studentId, input.homeworkId, topic.id);
  if (input.imageUrl !== undefined) await assertOwnImage(db, studentId, input.imageUrl);

  const text = input.content;
  const checkTopic = evaluatorTopic(topic);
  // The cheap checks first (script, emoji, length), so a refused text costs no evaluation.
  const early = checkWriting(text, checkTopic);
  if (early) throw refusal(early, topic, text);
  const evaluation = await evaluateWriting(text, checkTopic);
  const late = checkWriting(text, checkTopic, evaluation);
  if (late) throw refusal(late, topic, text);

  const [inserted] = await db
    .insert(writingSubmissions)
    .values({
      guid: input.guid,
      studentId,
      topicId: topic.id,
      mode: input.homeworkId === undefined ? 'practice' : 'homework',
      source: input.source,
      homeworkId: input.homeworkId ?? null,
      content: text,
      imageUrl: input.imageUrl ?? null,
      evaluation,
      score: Math.round(evaluation.score),
      wordCount: evaluation.word_count,
      timeSpentSeconds: input.timeSpentSeconds ?? 0,
    })
    .onConflictDoNothing({ target: writingSubmissions.guid })
    .returning();
  if (inserted) return { guid: inserted.guid, result: writingResult(inserted, topic) };
  // The same guid was stored meanwhile (two sends at once): answer with whichever was stored first.
  const raced = await ownSubmission(db, studentId, input.guid);
  if (!raced) throw conflict(MESSAGES.guidTaken);
  return { guid: raced.submission.guid, result: writingResult(raced.submission, raced.topic) };
}

const refusal = (reason: WritingRefusal, topic: TopicRow, text: string) => new ApiError(400, refusalMessage(reason, topic, text), { reason });

/** An essay for homework: a started homework of the student's class, not expired, holding the topic. */
async function assertHomeworkTopic(db: Db, studentId: number, homeworkId: number, topicId: number): Promise<void> {
  const row = await findVisibleHomework(db, studentId, homeworkId);
  if (isHomeworkExpired(row)) throw new ApiError(423, RUN_MESSAGES.expired);
  const [held] = await db
    .select({ id: homeworkTopics.id })
    .from(homeworkTopics)
    .where(and(eq(homeworkTopics.homeworkId, row.id), eq(homeworkTopics.writingTopicId, topicId)))
    .limit(1);
  if (!held) throw badRequest(MESSAGES.notInHomework);
}

export async function resultOf(db: Db, studentId: number, guid: string) {
  const row = await ownSubmission(db, studentId, guid);
  if (!row) throw notFound(MESSAGES.resultNotFound);
  return writingResult(row.submission, row.topic);
}

export async function history(db: Db, studentId: number, source: WritingSource, page: number, limit: number) {
  const where = and(eq(writingSubmissions.studentId, studentId), eq(writingSubmissions.source, source));
  const [total] = await db.select({ n: count() }).from(writingSubmissions).where(where);
  const rows = await db
    .select({ submission: writingSubmissions, topic: writingTopics })
    .from(writingSubmissions)
    .innerJoin(writingTopics, eq(writingTopics.id, writingSubmissions.topicId))
    .where(where)
    .orderBy(desc(writingSubmissions.createdAt), desc(writingSubmissions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    total: total?.n ?? 0,
    page,
    limit,
    list: rows.map(({ submission, topic }) => ({ ...attemptSummary(submission), topic_id: topic.id, title: topic.titleJa, title_en: topic.titleEn, level: topic.level, homework_id: submission.homeworkId })),
  };
}

/** Every essay of the student on one topic, oldest first (the trend of the deep history). */
export async function historyDeep(db: Db, studentId: number, topicId: number) {
  const topic = await findTopic(db, topicId);
  const rows = await db
    .select()
    .from(writingSubmissions)
    .where(and(eq(writingSubmissions.studentId, studentId), eq(writingSubmissions.topicId, topic.id)))
    .orderBy(asc(writingSubmissions.createdAt), asc(writingSubmissions.id));
  return {
    topic: topicHead(topic),
    list: rows.map((row) => ({ ...attemptSummary(row), source: row.source as WritingSource, overall_evaluation: row.evaluation.overall_evaluation })),
  };
}

const topicHead = (topic: TopicRow) => ({ topic_id: topic.id, title: topic.titleJa, title_en: topic.titleEn, prompt_en: topic.promptEn, level: topic.level, min_words: topic.minWords, max_words: topic.maxWords });

/** A homework's writing topic (the first, if it has several) and the student's essays on it. */
export async function homeworkWritingDetail(db: Db, studentId: number, homeworkId: number) {
  const row = await findVisibleHomework(db, studentId, homeworkId);
  const [entry] = await db
    .select({ topic: writingTopics, homeworkTopicId: homeworkTopics.id })
    .from(homeworkTopics)
    .innerJoin(writingTopics, eq(writingTopics.id, homeworkTopics.writingTopicId))
    .where(eq(homeworkTopics.homeworkId, row.id))
    .orderBy(asc(homeworkTopics.position))
    .limit(1);
  if (!entry) throw notFound(MESSAGES.noWritingInHomework);
  const essays = await db
    .select()
    .from(writingSubmissions)
    .where(and(eq(writingSubmissions.studentId, studentId), eq(writingSubmissions.homeworkId, row.id), eq(writingSubmissions.topicId, entry.topic.id)))
    .orderBy(desc(writingSubmissions.id));
  return {
    homework: {
      homework_id: row.id,
      title: row.title,
      description: row.description,
      end_time: row.dueAt.toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
      is_expired: isHomeworkExpired(row) ? (1 as const) : (0 as const),
      topic_id: entry.homeworkTopicId,
    },
    topic: { ...topicHead(entry.topic), instruction: entry.topic.instructionJa },
    submissions: essays.map((essay) => ({ ...attemptSummary(essay), notes_count: essay.teacherNotes.length })),
    notes_count: essays.reduce((sum, essay) => sum + essay.teacherNotes.length, 0),
  };
}

/** Most submissions the teacher list returns (newest first). */
const TEACHER_LIST_LIMIT = 200;

function assertTeacher(user: { role: string }): void {
  if (user.role !== 'teacher') throw forbidden(TEACHER_MESSAGES.notTeacher);
}

/** Essays of the students of the teacher's classes (of one homework when given), newest first. */
export async function teacherList(db: Db, teacher: { id: number; role: string }, homeworkId?: number) {
  assertTeacher(teacher);
  if (homeworkId !== undefined) await homeworkOfTeacher(db, teacher, homeworkId);
  const taught = db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(eq(classes.teacherId, teacher.id));
  const rows = await db
    .select({ submission: writingSubmissions, topic: writingTopics, student: { id: users.id, name: users.username, nickname: users.nickname } })
    .from(writingSubmissions)
    .innerJoin(writingTopics, eq(writingTopics.id, writingSubmissions.topicId))
    .innerJoin(users, eq(users.id, writingSubmissions.studentId))
    .where(and(inArray(writingSubmissions.studentId, taught), homeworkId === undefined ? undefined : eq(writingSubmissions.homeworkId, homeworkId)))
    .orderBy(desc(writingSubmissions.createdAt), desc(writingSubmissions.id))
    .limit(TEACHER_LIST_LIMIT);
  // A practice essay of a student the teacher shares only another class with is still theirs to
  // see; a homework essay belongs to the homework's class, so it needs that class's teacher.
  const visible = [];
  for (const row of rows) if (row.submission.homeworkId === null || (await teachesStudent(db, teacher.id, row.student.id, row.submission.homeworkId))) visible.push(row);
  return {
    list: visible.map(({ submission, topic, student }) => ({
      guid: submission.guid,
      student: { id: student.id, name: student.name, nickname: student.nickname },
      topic_id: topic.id,
      title: topic.titleJa,
      title_en: topic.titleEn,
      level: topic.level,
      homework_id: submission.homeworkId,
      created_at: submission.createdAt.toISOString(),
      score: submission.score,
      word_count: submission.wordCount,
      error_count: submission.evaluation.marks.length,
      notes_count: submission.teacherNotes.length,
    })),
  };
}

/** One essay of a student the teacher teaches, as the student sees it, with the student's name. */
export async function teacherDetail(db: Db, teacher: { id: number; role: string }, guid: string) {
  assertTeacher(teacher);
  const [row] = await db
    .select({ submission: writingSubmissions, topic: writingTopics, student: { id: users.id, name: users.username, nickname: users.nickname } })
    .from(writingSubmissions)
    .innerJoin(writingTopics, eq(writingTopics.id, writingSubmissions.topicId))
    .innerJoin(users, eq(users.id, writingSubmissions.studentId))
    .where(eq(writingSubmissions.guid, guid))
    .limit(1);
  if (!row) throw notFound(MESSAGES.resultNotFound);
  if (!(await teachesStudent(db, teacher.id, row.student.id, row.submission.homeworkId))) throw forbidden(MESSAGES.notYourStudent);
  const homeworkTitle = row.submission.homeworkId === null ? null : ((await db.select({ title: homework.title }).from(homework).where(eq(homework.id, row.submission.homeworkId)).limit(1))[0]?.title ?? null);
  return { ...writingResult(row.submission, row.topic), student: row.student, homework_title: homeworkTitle };
}

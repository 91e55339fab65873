import { and, desc, eq, gte, lt, max, min, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { answers, practiceRuns } from '../../db/tables/answers';
import { homework, homeworkTopics } from '../../db/tables/homework';
import { resources } from '../../db/tables/resources';
import { notFound } from '../../http/reply';
import { addDays, startOfTokyoDay, tokyoDay } from '../../lib/tokyo-time';
import { buildRecord } from '../answer-records/record';
import type { PracticeScope } from '../answer-records/runs';
import { resourceInfo } from '../resources/service';
import { dailyStats, streaksOf } from './stats';

type Db = Database | Transaction;

export const NOT_FOUND = '学習の記録が見つかりません。';

/** The history top page: totals, streaks and one row per day studied, newest first. */
export async function historyIndex(db: Db, studentId: number, paging: { page: number; limit: number }, now = new Date()) {
  const days = await dailyStats(db, studentId);
  const practices = days.reduce((sum, day) => sum + day.practices, 0);
  const weighted = days.reduce((sum, day) => sum + day.averageScore * day.practices, 0);
  const streaks = streaksOf(
    days.filter((day) => day.practices > 0).map((day) => day.day),
    tokyoDay(now),
  );
  const start = (paging.page - 1) * paging.limit;
  return {
    summary: {
      total_practices: practices,
      total_days: days.length,
      total_minutes: days.reduce((sum, day) => sum + day.minutes, 0),
      average_score: practices > 0 ? Math.round(weighted / practices) : 0,
      current_streak: streaks.current,
      longest_streak: streaks.longest,
    },
    total: days.length,
    page: paging.page,
    limit: paging.limit,
    items: days.slice(start, start + paging.limit).map((day) => ({
      date: day.day,
      practice_count: day.practices,
      resource_count: day.resources,
      average_score: day.averageScore,
      perfect_count: day.perfects,
      minutes: day.minutes,
    })),
  };
}

/** Every run the student worked on during one Tokyo day, latest first. */
export async function historyOfDay(db: Db, studentId: number, date: string) {
  const from = startOfTokyoDay(new Date(`${date}T12:00:00+09:00`));
  const to = addDays(from, 1);
  const perRun = db.$with('per_run').as(
    db
      .select({
        runId: answers.runId,
        answerCount: sql<number>`count(*) filter (where not ${answers.isSkipped})`.mapWith(Number).as('answer_count'),
        averageScore: sql<number>`coalesce(round(avg(${answers.percentScore}) filter (where not ${answers.isSkipped})), 0)`.mapWith(Number).as('average_score'),
        firstAt: min(answers.createdAt).as('first_at'),
        lastAt: max(answers.createdAt).as('last_at'),
      })
      .from(answers)
      .where(and(eq(answers.studentId, studentId), gte(answers.createdAt, from), lt(answers.createdAt, to)))
      .groupBy(answers.runId),
  );
  const rows = await db
    .with(perRun)
    .select({
      answerCount: perRun.answerCount,
      averageScore: perRun.averageScore,
      firstAt: perRun.firstAt,
      lastAt: perRun.lastAt,
      run: practiceRuns,
      resource: resources,
      homeworkId: homework.id,
      homeworkTitle: homework.title,
    })
    .from(perRun)
    .innerJoin(practiceRuns, eq(practiceRuns.id, perRun.runId))
    .innerJoin(resources, eq(resources.id, practiceRuns.resourceId))
    .leftJoin(homeworkTopics, eq(homeworkTopics.id, practiceRuns.topicId))
    .leftJoin(homework, eq(homework.id, homeworkTopics.homeworkId))
    .orderBy(desc(perRun.lastAt));
  return {
    date,
    items: rows.map(({ run, resource, homeworkId, homeworkTitle, ...stats }) => ({
      guid: run.guid,
      resource_id: resource.id,
      resource_code: resource.code,
      resource_title: resource.title,
      resource_type: resource.type,
      homework_id: homeworkId,
      topic_id: run.topicId,
      homework_title: homeworkTitle ?? '',
      is_completed: run.isCompleted ? (1 as const) : (0 as const),
      answer_count: stats.answerCount,
      average_score: stats.averageScore,
      started_at: new Date(stats.firstAt as unknown as string | Date).toISOString(),
      last_answer_at: new Date(stats.lastAt as unknown as string | Date).toISOString(),
    })),
  };
}

/** One run in full: every item with the student's answer, for the deepest history page. */
export async function historyOfRun(db: Db, studentId: number, guid: string) {
  const [row] = await db
    .select({ run: practiceRuns, resource: resources, topic: homeworkTopics, homework })
    .from(practiceRuns)
    .innerJoin(resources, eq(resources.id, practiceRuns.resourceId))
    .leftJoin(homeworkTopics, eq(homeworkTopics.id, practiceRuns.topicId))
    .leftJoin(homework, eq(homework.id, homeworkTopics.homeworkId))
    .where(and(eq(practiceRuns.studentId, studentId), eq(practiceRuns.guid, guid)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  // The run is the student's own: history shows it even if they have left the homework's class since.
  const scope: PracticeScope =
    row.topic && row.homework ? { kind: 'homework', resource: row.resource, topic: row.topic, homework: row.homework } : { kind: 'practice', resource: row.resource };
  return {
    resource: resourceInfo(row.resource),
    homework_id: row.homework?.id ?? null,
    topic_id: row.topic?.id ?? null,
    homework_title: row.homework?.title ?? '',
    record: await buildRecord(db, studentId, scope, row.run, { detail: true }),
  };
}

import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classMembers, classes, schools } from '../../db/tables/accounts';
import { answers, practiceRuns } from '../../db/tables/answers';
import { rankingEntries } from '../../db/tables/ranking';
import type { AuthUser } from '../../http/auth';
import { tokyoDay, tokyoMonth } from '../../lib/tokyo-time';
import { dailyStats, streaksOf, type DayStats } from '../history/stats';
import { schoolRankOf } from '../ranking/service';

/** Experience: one point per practice, ten per resource run completed. */
export const XP_PER_PRACTICE = 1;
export const XP_PER_COMPLETED_RUN = 10;

/** XP at which level `level` starts: 0, 50, 150, 300, 500, ... (25 x L x (L - 1)). */
export const levelStartXp = (level: number) => 25 * level * (level - 1);

export function levelOf(xp: number) {
  let level = 1;
  while (levelStartXp(level + 1) <= xp) level += 1;
  const start = levelStartXp(level);
  const next = levelStartXp(level + 1);
  return { level, title: levelTitle(level), xp, level_xp: start, next_level_xp: next, progress: Math.floor(((xp - start) / (next - start)) * 100) };
}

function levelTitle(level: number): string {
  if (level >= 30) return 'マスター';
  if (level >= 20) return 'エキスパート';
  if (level >= 10) return 'チャレンジャー';
  if (level >= 5) return 'ステップアップ';
  return 'ビギナー';
}

type BadgeRule = { key: string; name: string; description: string; target: number; measure: 'practices' | 'streak' | 'perfects' | 'homework' | 'completed' | 'ranked' };

/** The badges a student can earn; all are worked out from their records, none is stored. */
export const BADGES: readonly BadgeRule[] = [
  { key: 'first_practice', name: 'はじめの一歩', description: '初めて問題に答えた', target: 1, measure: 'practices' },
  { key: 'practices_100', name: '100問達成', description: '100問に答えた', target: 100, measure: 'practices' },
  { key: 'practices_500', name: '500問達成', description: '500問に答えた', target: 500, measure: 'practices' },
  { key: 'practices_1000', name: '1000問達成', description: '1000問に答えた', target: 1000, measure: 'practices' },
  { key: 'streak_3', name: '3日連続', description: '3日続けて学習した', target: 3, measure: 'streak' },
  { key: 'streak_7', name: '1週間連続', description: '7日続けて学習した', target: 7, measure: 'streak' },
  { key: 'streak_30', name: '30日連続', description: '30日続けて学習した', target: 30, measure: 'streak' },
  { key: 'perfect_10', name: '満点10回', description: '100点を10回取った', target: 10, measure: 'perfects' },
  { key: 'perfect_100', name: '満点100回', description: '100点を100回取った', target: 100, measure: 'perfects' },
  { key: 'completed_10', name: '教材10回完了', description: '教材を最後まで10回やり終えた', target: 10, measure: 'completed' },
  { key: 'homework_10', name: '宿題10課題', description: '宿題の課題を10回やり終えた', target: 10, measure: 'homework' },
  { key: 'ranked', name: 'ランキング入り', description: 'ランキングに載った', target: 1, measure: 'ranked' },
];

/** When the n-th matching row was made (the moment a count badge was earned). */
async function nthTimestamp(db: Database, query: 'practice' | 'perfect' | 'completed' | 'homework', studentId: number, n: number): Promise<Date | null> {
  if (query === 'practice' || query === 'perfect') {
    const conditions = [eq(answers.studentId, studentId), eq(answers.isSkipped, false)];
    if (query === 'perfect') conditions.push(eq(answers.percentScore, 100));
    const [row] = await db
      .select({ at: answers.createdAt })
      .from(answers)
      .where(and(...conditions))
      .orderBy(asc(answers.createdAt), asc(answers.id))
      .offset(n - 1)
      .limit(1);
    return row?.at ?? null;
  }
  const conditions = [eq(practiceRuns.studentId, studentId), eq(practiceRuns.isCompleted, true)];
  if (query === 'homework') conditions.push(isNotNull(practiceRuns.topicId));
  const [row] = await db
    .select({ at: practiceRuns.completedAt })
    .from(practiceRuns)
    .where(and(...conditions))
    .orderBy(asc(practiceRuns.completedAt), asc(practiceRuns.id))
    .offset(n - 1)
    .limit(1);
  return row?.at ?? null;
}

type Measures = { practices: number; streak: number; perfects: number; completed: number; homework: number; ranked: number };

async function badgesOf(db: Database, studentId: number, measures: Measures, streakReached: Map<number, string>, firstRankedDay: string | null) {
  return Promise.all(
    BADGES.map(async (badge) => {
      const value = measures[badge.measure];
      const earned = value >= badge.target;
      let earnedAt: string | null = null;
      if (earned) {
        if (badge.measure === 'streak') earnedAt = streakReached.get(badge.target) ?? null;
        else if (badge.measure === 'ranked') earnedAt = firstRankedDay;
        else {
          const query = badge.measure === 'practices' ? 'practice' : badge.measure === 'perfects' ? 'perfect' : badge.measure;
          const at = await nthTimestamp(db, query, studentId, badge.target);
          earnedAt = at ? tokyoDay(at) : null;
        }
      }
      return {
        key: badge.key,
        name: badge.name,
        description: badge.description,
        earned: earned ? (1 as const) : (0 as const),
        earned_on: earnedAt,
        progress: Math.min(value, badge.target),
        target: badge.target,
      };
    }),
  );
}

function sumDays(days: DayStats[]) {
  const practices = days.reduce((sum, day) => sum + day.practices, 0);
  const weighted = days.reduce((sum, day) => sum + day.averageScore * day.practices, 0);
  return {
    practices,
    days: days.filter((day) => day.practices > 0).length,
    minutes: days.reduce((sum, day) => sum + day.minutes, 0),
    average_score: practices > 0 ? Math.round(weighted / practices) : 0,
    perfect_count: days.reduce((sum, day) => sum + day.perfects, 0),
  };
}

/** The student's profile card: who they are, level, totals, streak, rank and badges. */
export async function userCard(db: Database, student: AuthUser, now = new Date()) {
  const [days, school, classRows, runCounts, rank, firstRanked] = await Promise.all([
    dailyStats(db, student.id),
    student.schoolId ? db.select({ name: schools.name }).from(schools).where(eq(schools.id, student.schoolId)) : Promise.resolve([]),
    db
      .select({ name: classes.name })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(eq(classMembers.userId, student.id))
      .orderBy(asc(classMembers.joinedAt)),
    db
      .select({ completed: count(), homework: count(practiceRuns.topicId) })
      .from(practiceRuns)
      .where(and(eq(practiceRuns.studentId, student.id), eq(practiceRuns.isCompleted, true))),
    schoolRankOf(db, student.id, now),
    db.select({ day: rankingEntries.day }).from(rankingEntries).where(eq(rankingEntries.studentId, student.id)).orderBy(asc(rankingEntries.day)).limit(1),
  ]);
  const totals = sumDays(days);
  const streaks = streaksOf(
    days.filter((day) => day.practices > 0).map((day) => day.day),
    tokyoDay(now),
  );
  const completed = runCounts[0]?.completed ?? 0;
  const homeworkDone = runCounts[0]?.homework ?? 0;
  const month = tokyoMonth(now);
  const measures: Measures = {
    practices: totals.practices,
    streak: streaks.longest,
    perfects: totals.perfect_count,
    completed,
    homework: homeworkDone,
    ranked: firstRanked.length,
  };
  return {
    nickname: student.nickname,
    avatar: student.avatar,
    school_name: school[0]?.name ?? '',
    class_names: classRows.map((row) => row.name),
    member_since: student.createdAt.toISOString(),
    level: levelOf(totals.practices * XP_PER_PRACTICE + completed * XP_PER_COMPLETED_RUN),
    totals: { ...totals, resources_completed: completed, homework_topics_completed: homeworkDone },
    streak: { current: streaks.current, longest: streaks.longest, last_practice_date: streaks.lastDay },
    rank,
    this_month: { month, ...sumDays(days.filter((day) => day.day.startsWith(month))) },
    badges: await badgesOf(db, student.id, measures, streaks.reached, firstRanked[0]?.day ?? null),
  };
}

/** One card per month the student studied, newest first: the collection of past cards. */
export async function monthlyCards(db: Database, student: AuthUser, paging: { page: number; limit: number }) {
  const days = await dailyStats(db, student.id);
  const byMonth = new Map<string, DayStats[]>();
  for (const day of days) byMonth.set(day.day.slice(0, 7), [...(byMonth.get(day.day.slice(0, 7)) ?? []), day]);
  const months = [...byMonth.entries()].sort(([a], [b]) => b.localeCompare(a));
  const start = (paging.page - 1) * paging.limit;
  return {
    total: months.length,
    page: paging.page,
    limit: paging.limit,
    items: months.slice(start, start + paging.limit).map(([month, monthDays]) => {
      const streak = streaksOf(
        monthDays.filter((day) => day.practices > 0).map((day) => day.day),
        `${month}-99`,
      );
      const best = [...monthDays].sort((a, b) => b.averageScore - a.averageScore || b.practices - a.practices)[0];
      return { month, ...sumDays(monthDays), longest_streak: streak.longest, best_day: best?.day ?? null };
    }),
  };
}

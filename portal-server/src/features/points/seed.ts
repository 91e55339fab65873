import type { SeedContext } from '../../cli/seed-steps';
import { missionClaims, missions, pointLedger } from '../../db/tables/points';
import { addDays, startOfTokyoDay, tokyoDay } from '../../lib/tokyo-time';

type MissionSeed = Omit<typeof missions.$inferInsert, 'id'>;

/**
 * Missions by type. Metrics: news_read and class_joined are counted here; answers and
 * practice_days come from the study records (missions whose metric is not provided are hidden).
 */
export const DEMO_MISSIONS: MissionSeed[] = [
  { missionKey: 'daily-news', typeId: 1, title: 'お知らせを1件読む', description: '今日、お知らせを1件以上読みましょう。', metric: 'news_read', target: 1, points: 5, sort: 10 },
  { missionKey: 'daily-answers-5', typeId: 1, title: '今日5問解答する', description: '今日、どの教材でもよいので5問解答しましょう。', metric: 'answers', target: 5, points: 10, sort: 20 },
  { missionKey: 'daily-answers-20', typeId: 1, title: '今日20問解答する', description: '今日、20問解答しましょう。', metric: 'answers', target: 20, points: 20, sort: 30 },
  { missionKey: 'weekly-days-3', typeId: 2, title: '今週3日練習する', description: '今週、3日以上練習しましょう。', metric: 'practice_days', target: 3, points: 30, sort: 10 },
  { missionKey: 'weekly-answers-50', typeId: 2, title: '今週50問解答する', description: '今週、50問解答しましょう。', metric: 'answers', target: 50, points: 50, sort: 20 },
  { missionKey: 'weekly-news-3', typeId: 2, title: 'お知らせを3件読む', description: '今週、お知らせを3件読みましょう。', metric: 'news_read', target: 3, points: 10, sort: 30 },
  { missionKey: 'once-class', typeId: 3, title: 'クラスに参加する', description: '先生から受け取ったクラスコードでクラスに参加しましょう。', metric: 'class_joined', target: 1, points: 20, sort: 10 },
  { missionKey: 'once-answers-100', typeId: 3, title: '合計100問解答する', description: 'これまでに合計100問解答しましょう。', metric: 'answers', target: 100, points: 100, sort: 20 },
  { missionKey: 'once-news-10', typeId: 3, title: 'お知らせを10件読む', description: 'これまでにお知らせを10件読みましょう。', metric: 'news_read', target: 10, points: 30, sort: 30 },
];

/** Missions, plus a short points history for biz01 and biz02 so the log and totals show rows. */
export async function seedPoints({ db, school }: SeedContext): Promise<void> {
  await db.insert(missions).values(DEMO_MISSIONS).onConflictDoNothing();
  const missionRows = await db.select().from(missions);
  const byKey = (key: string) => missionRows.find((row) => row.missionKey === key);
  const today = startOfTokyoDay(new Date());

  const history: { login: string; key: string; daysAgo: number }[] = [
    { login: 'biz01', key: 'daily-news', daysAgo: 13 },
    { login: 'biz01', key: 'daily-answers-5', daysAgo: 12 },
    { login: 'biz01', key: 'daily-answers-5', daysAgo: 9 },
    { login: 'biz01', key: 'daily-answers-20', daysAgo: 9 },
    { login: 'biz01', key: 'daily-answers-5', daysAgo: 40 },
    { login: 'biz02', key: 'daily-answers-5', daysAgo: 3 },
    { login: 'biz02', key: 'daily-news', daysAgo: 5 },
  ];
  for (const entry of history) {
    const mission = byKey(entry.key);
    const userId = school.userIds[entry.login];
    if (!mission || !userId) continue;
    // 10:00 Tokyo time on that day.
    const at = new Date(addDays(today, -entry.daysAgo).getTime() + 10 * 60 * 60 * 1000);
    const periodKey = `d:${tokyoDay(at)}`;
    const claimed = await db
      .insert(missionClaims)
      .values({ userId, missionId: mission.id, periodKey, points: mission.points, claimedAt: at })
      .onConflictDoNothing()
      .returning({ id: missionClaims.id });
    if (claimed.length === 0) continue;
    await db
      .insert(pointLedger)
      .values({ userId, sourceKey: `mission:${userId}:${mission.id}:${periodKey}`, points: mission.points, reason: `ミッション達成: ${mission.title}`, createdAt: at })
      .onConflictDoNothing();
  }
}

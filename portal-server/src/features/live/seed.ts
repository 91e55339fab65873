import { and, eq } from 'drizzle-orm';
import type { SeedContext } from '../../cli/seed-steps';
import { classes } from '../../db/tables/accounts';
import { liveClasses } from '../../db/tables/live';
import { addDays, startOfTokyoDay, tokyoDay } from '../../lib/tokyo-time';

const HOUR = 60 * 60 * 1000;

/** Each demo class's weekly live lessons: weekday (0 Sunday) and Tokyo start hour, 60 minutes each. */
const SCHEDULE: Record<'business' | 'college', { weekday: number; hour: number; title: string; description: string }[]> = {
  business: [
    { weekday: 2, hour: 19, title: 'ビジネス英会話 ライブ（会議の英語）', description: '会議での意見の述べ方と質問のしかたを練習します。マイクとカメラの準備をしてから入室してください。' },
    { weekday: 4, hour: 19, title: 'ビジネス英会話 ライブ（電話とメール）', description: '電話の受け答えと、短いメールの書き方を一緒に確認します。' },
  ],
  college: [{ weekday: 3, hour: 18, title: '大学英語 ライブ（リスニング演習）', description: 'リスニング問題を一緒に解き、聞き取りのコツを解説します。' }],
};

/** How far back and ahead the demo schedule is kept filled, in days. */
const PAST_DAYS = 14;
const AHEAD_DAYS = 21;

/**
 * Seed step: the demo classes' live lessons on their weekly schedule, two weeks back and three
 * ahead of today. Lessons are matched by class and start time, so each run only adds the
 * slots that have come into the window.
 */
export async function seedLiveClasses({ db, school, log }: SeedContext): Promise<void> {
  const today = startOfTokyoDay(new Date());
  let added = 0;
  for (const key of ['business', 'college'] as const) {
    const classId = school.classIds[key];
    if (!classId) continue;
    const [klass] = await db.select({ teacherId: classes.teacherId, joinCode: classes.joinCode }).from(classes).where(eq(classes.id, classId));
    for (let offset = -PAST_DAYS; offset <= AHEAD_DAYS; offset++) {
      const day = addDays(today, offset);
      const weekday = new Date(day.getTime() + 9 * HOUR).getUTCDay();
      for (const slot of SCHEDULE[key].filter((entry) => entry.weekday === weekday)) {
        const startsAt = new Date(day.getTime() + slot.hour * HOUR);
        const [existing] = await db
          .select({ id: liveClasses.id })
          .from(liveClasses)
          .where(and(eq(liveClasses.classId, classId), eq(liveClasses.startsAt, startsAt)))
          .limit(1);
        if (existing) continue;
        await db.insert(liveClasses).values({
          classId,
          teacherId: klass?.teacherId ?? null,
          title: slot.title,
          description: slot.description,
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR),
          // Demo rooms: a real school puts its video-meeting links here (POST /v3/teacher/live/create).
          joinUrl: `https://live.sakura-eigo.example/rooms/${(klass?.joinCode ?? key).toLowerCase()}-${tokyoDay(startsAt).replace(/-/g, '')}`,
        });
        added++;
      }
    }
  }
  log(`live: ${added} lessons added`);
}

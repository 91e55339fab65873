import { asc, count, eq, like } from 'drizzle-orm';
import type { SeedContext } from '../../cli/seed-steps';
import { answers } from '../../db/tables/answers';
import { favoriteSentences } from '../../db/tables/favorites';
import { resources } from '../../db/tables/resources';
import { computeRanking, rankingDayAt } from '../ranking/service';
import { resourceItems } from '../resources/service';
import { plantPractice, type PracticeDay } from './seed-practice';

/** Practice plan of a demo student over the last weeks: which days, how many answers, how well. */
type Plan = { login: string; days: number[]; perDay: number; accuracy: number };

const range = (from: number, to: number, skip: number[] = []) => Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((day) => !skip.includes(day));

/**
 * biz01 practises almost daily (ranked, on a 9-day streak up to yesterday); biz02 often enough
 * to be ranked; biz03 and col02 a little (not ranked yet); col01 steadily (ranked).
 */
const PLANS: Plan[] = [
  { login: 'biz01', days: range(1, 28, [10, 11, 17, 23]), perDay: 6, accuracy: 0.82 },
  { login: 'biz02', days: range(2, 29, [4, 5, 8, 12, 13, 15, 19, 20, 26, 27]), perDay: 4, accuracy: 0.66 },
  { login: 'biz03', days: [3, 6, 9, 15, 21], perDay: 5, accuracy: 0.55 },
  { login: 'col01', days: range(1, 25, [3, 6, 9, 12, 15, 18, 21, 24]), perDay: 4, accuracy: 0.74 },
  { login: 'col02', days: [2, 5, 11], perDay: 4, accuracy: 0.6 },
];

/** Varies the answers per day a little (a real week is uneven), deterministically. */
const answersOn = (plan: Plan, day: number) => plan.perDay + ((day * 7 + plan.login.length) % 3) - 1;

/**
 * Seed step: practice history for the demo students in the textbooks the exercises step
 * loaded (only for a student with no answers yet, so reruns add nothing), a few favourite
 * sentences for biz01, and the ranking in force computed from them.
 */
export async function seedPracticeHistory({ db, school, log }: SeedContext): Promise<void> {
  const textbookResources = (await db.select().from(resources).where(like(resources.groupKey, 'textbook:%')).orderBy(asc(resources.groupKey), asc(resources.position))).filter(
    (row) => resourceItems(row).length > 0,
  );
  if (textbookResources.length === 0) {
    log('practice history: no textbook resources loaded; nothing planted');
    return;
  }
  let planted = 0;
  for (const plan of PLANS) {
    const studentId = school.userIds[plan.login];
    if (!studentId) continue;
    const [existing] = await db.select({ total: count() }).from(answers).where(eq(answers.studentId, studentId));
    if ((existing?.total ?? 0) > 0) continue;
    const days: PracticeDay[] = plan.days.map((daysAgo) => ({ daysAgo, answers: answersOn(plan, daysAgo), accuracy: plan.accuracy, hour: 18 + (daysAgo % 4) }));
    planted += await plantPractice(db, studentId, textbookResources, days);
  }
  await seedFavorites(db, school.userIds.biz01, textbookResources);
  const ranking = await computeRanking(db, rankingDayAt(new Date()));
  log(`practice history: ${planted} answers planted, ${ranking.ranked} students ranked`);
}

/** biz01 keeps the first few spoken sentences of the textbooks as favourites. */
async function seedFavorites(db: SeedContext['db'], studentId: number | undefined, sources: (typeof resources.$inferSelect)[]): Promise<void> {
  if (!studentId) return;
  const sentences = sources.flatMap((resource) =>
    resourceItems(resource)
      .filter((item) => item.kind === 'speech' && item.text && /^[A-Za-z]/.test(item.text))
      .map((item) => ({ resource, item })),
  );
  for (const { resource, item } of sentences.slice(0, 4)) {
    const text = item.text ?? '';
    await db
      .insert(favoriteSentences)
      .values({
        studentId,
        sentenceKey: `${resource.id}:${item.index}`,
        client: 'pc',
        resourceId: resource.id,
        resourceCode: resource.code,
        questionIndex: item.index,
        screenEnText: text,
        screenJpText: item.text_jp ?? '',
        evaluateText: text,
        category: text.trim().includes(' ') ? 'read_sentence' : 'read_word',
      })
      .onConflictDoNothing();
  }
}

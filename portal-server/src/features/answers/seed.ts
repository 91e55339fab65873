import { asc, count, eq, like } from 'drizzle-orm';
import type { SeedContext } from '../../cli/seed-steps';
import { answers } from '../../db/tables/answers';
import { favoriteSentences } from '../../db/tables/favorites';
import { resources } from '../../db/tables/resources';
import { computeRanking, rankingDayAt } from '../ranking/service';
import type { ResourceItemMeta } from '../../lib/item-meta';
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

/** A day in ms, for the times the demo favourites were collected. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a student keeps of a textbook item with the practice's 「お気に入りに追加」, as the engine
 * bookmarks it: a spoken sentence; a translation item's sentence with its blanks filled with the
 * first accepted answer, or a Japanese-to-English item's first accepted English, with the
 * Japanese; a spelling item's word with its meaning. Null for items that are not one sentence or word.
 */
export function favoriteOfItem(item: ResourceItemMeta): { en: string; jp: string; category: 'read_word' | 'read_sentence' } | null {
  const jp = item.text_jp ?? '';
  if (item.kind === 'letters' && item.word) return { en: item.word, jp, category: 'read_word' };
  if (item.kind === 'speech' && item.text && /^[A-Za-z]/.test(item.text)) return { en: item.text, jp, category: item.text.trim().includes(' ') ? 'read_sentence' : 'read_word' };
  // A Japanese-to-English item shows its Japanese (text_jp, or text in older packages) and accepts the English.
  if (item.kind === 'sentence' && item.accepted?.[0] && (jp || item.text)) return { en: item.accepted[0], jp: jp || (item.text ?? ''), category: 'read_sentence' };
  if (item.kind === 'blanks' && item.text && item.blanks && jp && !item.text.includes('\n')) {
    const en = item.text.replace(/\{(\d+)\}/g, (marker, n: string) => item.blanks?.[Number(n) - 1]?.[0] ?? marker);
    return en.includes('{') ? null : { en, jp, category: 'read_sentence' };
  }
  return null;
}

/**
 * biz01 keeps a few sentences and words of the textbooks as favourites, collected over the last
 * days (the collection page lists them newest first): sentences first, then words.
 */
async function seedFavorites(db: SeedContext['db'], studentId: number | undefined, sources: (typeof resources.$inferSelect)[]): Promise<void> {
  if (!studentId) return;
  const kept = sources.flatMap((resource) => resourceItems(resource).flatMap((item) => ((favorite) => (favorite ? [{ resource, item, favorite }] : []))(favoriteOfItem(item))));
  const chosen = [...kept.filter((entry) => entry.favorite.category === 'read_sentence').slice(0, 5), ...kept.filter((entry) => entry.favorite.category === 'read_word').slice(0, 3)];
  const now = Date.now();
  for (const [position, { resource, item, favorite }] of chosen.entries()) {
    await db
      .insert(favoriteSentences)
      .values({
        studentId,
        sentenceKey: `${resource.id}:${item.index}`,
        client: 'pc',
        resourceId: resource.id,
        resourceCode: resource.code,
        questionIndex: item.index,
        screenEnText: favorite.en,
        screenJpText: favorite.jp,
        evaluateText: favorite.en,
        category: favorite.category,
        createdAt: new Date(now - (position + 1) * DAY_MS),
      })
      .onConflictDoNothing();
  }
}

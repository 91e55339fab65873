// Eiken second-stage interview practice on the server: the interview cards of the student's
// grade (grades 3 and up have them) with progress, and a card's runs. A card's reading and
// questions are one integrated-process resource (textbook/content-load-interviews.ts), so the
// answers are ordinary answer records of the engine.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eikenInterviews } from '../../db/tables/eiken-interview';
import { eikenLevels, studentEikenLevels } from '../../db/tables/eiken-toeic';
import { notFound } from '../../http/reply';
import { practiceSetLogs, resourceSummaries, type RunChoice } from '../answer-records/progress';
import type { PracticeScope } from '../answer-records/runs';
import { requireResource } from '../resources/service';

export const MESSAGES = {
  notInterview: 'この教材は英検の面接練習にありません。一覧から選び直してください。',
} as const;

type CardRow = typeof eikenInterviews.$inferSelect;

const cardOut = (card: CardRow) => ({
  card_id: card.id,
  code: card.code,
  title: card.title,
  title_en: card.titleEn,
  passage_title: card.passageTitle,
  passage: card.passage,
  passage_jp: card.passageJp,
  picture: card.picture,
});

/** The interview cards of the student's grade with the progress on each (none before a grade is chosen, none for grades 5 and 4). */
export async function cardList(db: Database, studentId: number) {
  const [chosen] = await db
    .select({ level: eikenLevels })
    .from(studentEikenLevels)
    .innerJoin(eikenLevels, eq(eikenLevels.id, studentEikenLevels.levelId))
    .where(eq(studentEikenLevels.userId, studentId))
    .limit(1);
  if (!chosen) return { level: null, list: [] };
  const level = { level_id: chosen.level.id, code: chosen.level.code, name: chosen.level.nameJa, name_en: chosen.level.nameEn };
  const cards = await db.select().from(eikenInterviews).where(eq(eikenInterviews.levelId, chosen.level.id)).orderBy(asc(eikenInterviews.position));
  const rows = await Promise.all(cards.map((card) => requireResource(db, card.resourceId)));
  const summaries = await resourceSummaries(db, studentId, rows);
  return { level, list: cards.map((card, at) => ({ ...cardOut(card), resource: summaries[at]! })) };
}

/** The card whose resource is `resourceId` and the resource as a practice scope, refused for anything else. */
export async function interviewScope(db: Database, resourceId: number): Promise<{ scope: PracticeScope & { kind: 'practice' }; card: CardRow }> {
  const [card] = await db.select().from(eikenInterviews).where(eq(eikenInterviews.resourceId, resourceId)).limit(1);
  if (!card) throw notFound(MESSAGES.notInterview);
  return { scope: { kind: 'practice', resource: await requireResource(db, resourceId) }, card };
}

/** A card with its set's info and one run's record (practiceSetLogs). */
export async function interviewLogs(db: Database, studentId: number, resourceId: number, choice: RunChoice) {
  const { scope, card } = await interviewScope(db, resourceId);
  return { ...(await practiceSetLogs(db, studentId, scope, choice)), card: cardOut(card) };
}

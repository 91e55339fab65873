// The business word list's units: the levels plans and the word list are made of, and the
// ear-listening topics. A call naming one by id gets it only when it is a unit of this list.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wordLists, wordUnits } from '../../db/tables/words';
import { notFound } from '../../http/reply';

export const BIZ_LIST = 'business';

export type UnitRow = typeof wordUnits.$inferSelect;

/** The business list's units (those matching `where`, if given), in the list's order. */
export async function businessUnits(db: Database, where?: SQL): Promise<UnitRow[]> {
  const rows = await db
    .select({ unit: wordUnits })
    .from(wordUnits)
    .innerJoin(wordLists, eq(wordLists.id, wordUnits.listId))
    .where(and(eq(wordLists.code, BIZ_LIST), where))
    .orderBy(asc(wordUnits.position));
  return rows.map((row) => row.unit);
}

/** The business unit `unitId`, or 404 with `message` (a unit of another list is none). */
export async function requireBusinessUnit(db: Database, unitId: number, message: string): Promise<UnitRow> {
  const [unit] = await businessUnits(db, eq(wordUnits.id, unitId));
  if (!unit) throw notFound(message);
  return unit;
}

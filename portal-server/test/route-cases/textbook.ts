// Cases for the exercises engineer's textbook and skill-up list calls (added by the core
// engineer so the matrix covers them; the owners may extend or replace them).
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { textbooks, textbookUnits } from '../../src/db/tables/textbook';
import type { TestPortal } from '../harness';
import type { RouteCases } from './types';

async function firstBook(portal: TestPortal) {
  const [row] = await portal.db.select({ id: textbooks.id }).from(textbooks).orderBy(asc(textbooks.id)).limit(1);
  if (!row) throw new Error('no textbook seeded');
  return row.id;
}

async function firstUnit(portal: TestPortal) {
  const [row] = await portal.db.select({ id: textbookUnits.id }).from(textbookUnits).orderBy(asc(textbookUnits.id)).limit(1);
  if (!row) throw new Error('no unit seeded');
  return row.id;
}

export const cases: RouteCases = {
  'GET /v3/textbook/book-list': {
    check: (data) => expect(data.items.length).toBeGreaterThanOrEqual(2),
  },
  'GET /v3/textbook/unit-directory': {
    input: async ({ portal }) => ({ query: { book_id: String(await firstBook(portal)) } }),
    bad: () => ({ 'book id not a number': { query: { book_id: 'first' } }, 'no book id': { query: {} } }),
  },
  'GET /v3/textbook/unit-list': {
    input: async ({ portal }) => ({ query: { unit_id: String(await firstUnit(portal)) } }),
    bad: () => ({ 'unit id zero': { query: { unit_id: '0' } }, 'no unit id': { query: {} } }),
  },
  'GET /v3/skillup/list': {
    input: () => ({ query: { type: 'listening' } }),
    bad: () => ({ 'unknown type': { query: { type: 'cooking' } }, 'no type': { query: {} } }),
  },
};

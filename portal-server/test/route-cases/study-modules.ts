// Matrix cases for the study modules' first-page calls (eiken-toeic, dictionary, ebook,
// arena, ai-course).
import { expect } from 'vitest';
import { eikenLevels } from '../../src/db/tables/eiken-toeic';
import type { RouteCases } from './types';

export const cases: RouteCases = {
  'GET /v3/eiken-toeic/level-list': {
    check: (data) => {
      expect(data.list[0]).toMatchObject({ code: 'eiken-5', name: '英検5級', exam: 'eiken' });
      expect(data).toHaveProperty('current_level_id');
    },
  },
  'POST /v3/eiken-toeic/submit-level': {
    as: 'biz04',
    input: async ({ portal }) => {
      const [level] = await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).limit(1);
      return { form: { level_id: String(level!.id) } };
    },
    check: (data) => expect(data.level_id).toBeGreaterThan(0),
    bad: () => ({ 'an unknown level': { form: { level_id: '999999' } }, 'not a number': { form: { level_id: 'x' } }, 'no level': { form: {} } }),
  },
  'GET /v3/dictionary/introduce': {
    check: (data) => expect(data.title).toBe('辞書の使い方'),
  },
  'GET /v3/dictionary/new-search-word': {
    input: () => ({ query: { word: 'apple', type: '1' } }),
    check: (data) => expect(data.list[0]).toMatchObject({ word: 'apple', mean: 'りんご' }),
    bad: () => ({ 'no word': { query: {} }, 'Japanese text': { query: { word: 'りんご' } }, 'an unknown type': { query: { word: 'apple', type: '7' } } }),
  },
  'GET /v3/dictionary/word-search-logs': {
    check: (data) => expect(Array.isArray(data.list)).toBe(true),
  },
  'GET /v3/ebook/list': {
    input: () => ({ query: { level: '1' } }),
    check: (data) => expect(data.list.every((book: { level: number }) => book.level === 1)).toBe(true),
    bad: () => ({ 'a level out of range': { query: { level: '99' } } }),
  },
  'GET /v3/arena/get-type-list': {
    check: (data) => expect(data.list.map((type: { code: string }) => type.code)).toContain('grammar'),
  },
  'GET /v3/ai/course/index': {
    check: (data) => expect(data.list[0].lessons.length).toBe(data.list[0].lesson_count),
  },
};

// Matrix cases for the favourite words of word study and business words (/v3/favorite-word/...).
// The checks also walk what the matrix cannot see: a favourite shows as is_collected on a business
// word card and goes again when removed, college students are refused, the list filters by module.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { favoriteWords } from '../../src/db/tables/word-study';
import { businessList, freshPlan, ok, wordId } from './biz-word';
import type { RouteCases } from './types';

export const cases: RouteCases = {
  'POST /v3/favorite-word/collect': {
    input: async ({ portal, session }) => {
      await portal.db.delete(favoriteWords).where(eq(favoriteWords.studentId, session.studentId));
      await businessList(portal);
      return { form: { word_name: 'agenda', words: '議題、議事日程', is_collected: '0', module: 'biz' } };
    },
    check: async (data, { portal, session }) => {
      expect(data).toEqual({ is_collected: 1 });
      const plan = await freshPlan(portal);
      const cards = await ok<{ cards: { word_name: string; is_collected: number }[] }>(portal.get('/v3/biz-word/start-learning', { as: session, query: { plan_id: plan.planId, new_task: 1 } }));
      expect(cards.cards.map((card) => [card.word_name, card.is_collected])).toEqual([
        ['meeting', 0],
        ['agenda', 1],
        ['minutes', 0],
      ]);
      const removed = await ok(portal.postForm('/v3/favorite-word/collect', { word_name: 'agenda', words: '', is_collected: 1, module: 'biz' }, { as: session }));
      expect(removed).toEqual({ is_collected: 0 });
      const college = await portal.postForm('/v3/favorite-word/collect', { word_name: 'agenda', words: '議題', is_collected: 0, module: 'word' }, { as: await portal.session('col01') });
      expect(college.status).toBe(403);
      expect(college.body.errmsg).toContain('大学生');
    },
    bad: () => ({
      'an unknown module': { form: { word_name: 'agenda', words: '議題', is_collected: '0', module: 'toeic' } },
      'is_collected 2': { form: { word_name: 'agenda', words: '議題', is_collected: '2', module: 'biz' } },
      'no word': { form: { words: '議題', is_collected: '0', module: 'biz' } },
      'adding without a meaning': { form: { word_name: 'agenda', is_collected: '0', module: 'biz' } },
    }),
  },
  'GET /v3/favorite-word/list': {
    input: async ({ portal, session }) => {
      await businessList(portal);
      await portal.db.delete(favoriteWords).where(eq(favoriteWords.studentId, session.studentId));
      await ok(portal.postForm('/v3/favorite-word/collect', { word_name: 'minutes', words: '議事録', is_collected: 0, module: 'biz' }, { as: session }));
      // A word-study favourite is not among the business ones.
      await ok(portal.postForm('/v3/favorite-word/collect', { word_name: 'agenda', words: '議題', is_collected: 0, module: 'word' }, { as: session }));
      return { query: { module: 'biz' } };
    },
    check: async (data, { portal }) => {
      expect(data.total).toBe(1);
      expect(data.list[0]).toMatchObject({ word_name: 'minutes', words: '議事録', module: 'biz', word_id: await wordId(portal, 'minutes'), ipa: 'ˈmɪnɪts' });
    },
    bad: () => ({ 'an unknown module': { query: { module: 'x' } } }),
  },
};

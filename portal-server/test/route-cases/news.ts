import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { news } from '../../src/db/tables/news';
import type { TestPortal } from '../harness';
import type { RouteCases } from './types';

export async function newsId(portal: TestPortal, key: string): Promise<number> {
  const [row] = await portal.db.select({ id: news.id }).from(news).where(eq(news.newsKey, key));
  if (!row) throw new Error(`no news ${key}`);
  return row.id;
}

export const cases: RouteCases = {
  'GET /v3/homework-for-student/new-notice-total': {
    as: 'biz02',
    // biz02 sees the school-wide, the maintenance and the business-class notices, none read.
    check: (data) => expect(data.new_msg_num).toBe(4),
  },
  'GET /v3/news/list': {
    as: 'biz02',
    input: () => ({ query: { page: '1', limit: '2' } }),
    check: (data) => {
      expect(data.total).toBe(4);
      expect(data.list).toHaveLength(2);
      expect(data.list[0].title).toBe('英検対策コースが始まりました');
    },
    bad: () => ({ 'page zero': { query: { page: '0' } }, 'limit too big': { query: { limit: '500' } }, 'page not a number': { query: { page: 'two' } } }),
  },
  'GET /v3/news/detail': {
    input: async ({ portal }) => ({ query: { news_id: String(await newsId(portal, 'demo-business-homework')) } }),
    check: (data) => {
      expect(data.title).toBe('今週の宿題が出ました');
      expect(data.author_name).toBe('佐藤 先生');
    },
    bad: () => ({ 'id not a number': { query: { news_id: 'abc' } }, 'id zero': { query: { news_id: '0' } }, 'no id': { query: {} } }),
    othersRecord: async ({ portal }) => ({ query: { news_id: String(await newsId(portal, 'demo-college-guidance')) } }),
  },
  'POST /v3/news/mark-read': {
    as: 'biz03',
    input: async ({ portal }) => ({ form: { news_id: `${await newsId(portal, 'demo-eiken')},${await newsId(portal, 'demo-welcome')}` } }),
    check: (data) => expect(data).toEqual({ marked: 2, new_msg_num: 2 }),
    bad: () => ({ 'not numbers': { form: { news_id: 'a,b' } }, 'empty item': { form: { news_id: '1,,2' } }, 'no id': { form: {} } }),
    othersRecord: async ({ portal }) => ({ form: { news_id: String(await newsId(portal, 'demo-college-guidance')) } }),
  },
  'POST /v3/news/mark-all-read': {
    as: 'col01',
    check: (data) => expect(data).toEqual({ marked: 4, new_msg_num: 0 }),
    bad: () => ({ 'a body field': { form: { news_id: '1' } } }),
  },
  'POST /v3/teacher/news/create': {
    as: 'teacher01',
    input: ({ portal }) => ({
      form: { class_id: String(portal.school.classIds.business), title: '来週の小テスト', content: '来週の月曜日に単語の小テストをします。\n範囲は単元1と2です。', category: 'homework' },
    }),
    check: async (data, { portal }) => {
      const student = await portal.session('biz01');
      const detail = await portal.get('/v3/news/detail', { as: student, query: { news_id: data.news_id } });
      expect(detail.body.data).toMatchObject({ title: '来週の小テスト', author_name: '佐藤 先生', is_read: 0 });
    },
    bad: ({ portal }) => ({
      'no title': { form: { class_id: String(portal.school.classIds.business), content: '本文' } },
      'emoji in the title': { form: { class_id: String(portal.school.classIds.business), title: 'テスト📣', content: '本文' } },
      'class not a number': { form: { class_id: 'A', title: 't', content: 'c' } },
    }),
    othersRecord: () => ({ form: { class_id: '2147483647', title: '他のクラス', content: '届かないはず' } }),
  },
};

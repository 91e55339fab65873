// Matrix cases of the writing calls (/v3/writing/..., /v3/textbook/submit-itr-topic-writing, the
// teacher's /v3/teacher/writing/...) and the photo upload (/v3/upload/image), on the seeded
// topics and the demo writing homework of the business class.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { homework } from '../../src/db/tables/homework';
import { writingTopics } from '../../src/db/tables/writing-topics';
import { createHomework } from '../../src/features/homework/service';
import { DEMO_WRITING_HOMEWORK } from '../../src/features/writing/seed';
import { TINY_JPEG, TINY_PNG, type Session, type TestPortal } from '../harness';
import type { CaseContext, RouteCases } from './types';

/** An on-topic, correct answer to e3-favorite-season. */
export const SEASON_ESSAY =
  'My favorite season is summer. First, I can swim in the sea with my family. Second, there are many festivals in summer, and I enjoy eating shaved ice with my friends.';

export async function topicId(portal: TestPortal, code: string): Promise<number> {
  const [row] = await portal.db.select({ id: writingTopics.id }).from(writingTopics).where(eq(writingTopics.code, code));
  if (!row) throw new Error(`writing topic ${code} is not seeded`);
  return row.id;
}

export async function demoWritingHomeworkId(portal: TestPortal): Promise<number> {
  const [row] = await portal.db
    .select({ id: homework.id })
    .from(homework)
    .where(and(eq(homework.classId, portal.school.classIds.business), eq(homework.title, DEMO_WRITING_HOMEWORK.title)));
  if (!row) throw new Error('the demo writing homework is not seeded');
  return row.id;
}

const COLLEGE_TITLE = '宿題：英作文（大学クラス・テスト用）';

/** A writing homework of the college class, which biz01 and biz02 are not in. */
async function collegeWritingHomework(portal: TestPortal): Promise<number> {
  const [existing] = await portal.db
    .select({ id: homework.id })
    .from(homework)
    .where(and(eq(homework.classId, portal.school.classIds.college), eq(homework.title, COLLEGE_TITLE)));
  if (existing) return existing.id;
  const created = await createHomework(portal.db, {
    classId: portal.school.classIds.college,
    teacherId: null,
    title: COLLEGE_TITLE,
    dueAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    resourceIds: [],
    writingTopicIds: [await topicId(portal, 'e3-favorite-season')],
  });
  return created.homeworkId;
}

/** The session's student hands in an essay on the season topic; its guid. */
export async function submitEssay(portal: TestPortal, session: Session, extra: Record<string, unknown> = {}): Promise<string> {
  const guid = `w-${randomUUID()}`;
  const response = await portal.postJson(
    '/v3/textbook/submit-itr-topic-writing',
    { content: SEASON_ESSAY, topic_id: await topicId(portal, 'e3-favorite-season'), guid, source: 'skillup', ...extra },
    { as: session },
  );
  if (response.status !== 200) throw new Error(`essay refused: ${response.body.errmsg}`);
  return guid;
}

const otherSession = (ctx: CaseContext) => ctx.portal.session(ctx.session.login === 'biz02' ? 'biz03' : 'biz02');

export const cases: RouteCases = {
  'GET /v3/writing/topic-list': {
    input: () => ({ query: { source: 'skillup' } }),
    check: (data) => {
      expect(data.levels.map((level: { level: string }) => level.level)).toEqual(['eiken-3', 'eiken-pre2', 'eiken-2', 'eiken-pre1', 'free']);
      expect(data.list.length).toBeGreaterThanOrEqual(13);
      expect(data.list[0]).toMatchObject({ topic_id: expect.any(Number), title: expect.any(String), min_words: expect.any(Number), times: expect.any(Number) });
    },
    bad: () => ({ 'unknown level': { query: { level: 'eiken-1' } }, 'unknown source': { query: { source: 'teacher' } } }),
  },
  'GET /v3/writing/topic-detail': {
    input: async ({ portal }) => ({ query: { topic_id: String(await topicId(portal, 'p2-school-uniforms')) } }),
    check: (data) => {
      expect(data.prompt_en).toContain('school uniforms');
      expect(data.instruction).toMatch(/制服/);
      expect(data).toMatchObject({ min_words: 50, max_words: 60, level: 'eiken-pre2' });
    },
    bad: () => ({ 'no topic_id': { query: {} }, 'topic_id not a number': { query: { topic_id: 'uniforms' } } }),
  },
  'POST /v3/textbook/submit-itr-topic-writing': {
    input: async ({ portal }) => ({ json: { content: SEASON_ESSAY, topic_id: await topicId(portal, 'e3-favorite-season'), guid: `w-${randomUUID()}`, time_spent_seconds: 95 } }),
    check: (data) => {
      expect(data.guid).toMatch(/^w-/);
      expect(data.result).toMatchObject({ text: expect.stringContaining('summer'), word_count: expect.any(Number), score: expect.any(Number), time_spent_seconds: 95, mode: 'practice' });
      expect(data.result.en_answer.length).toBeGreaterThan(0);
    },
    bad: async ({ portal }) => ({
      'no content': { json: { topic_id: await topicId(portal, 'e3-favorite-season'), guid: `w-${randomUUID()}` } },
      'topic_id not a number': { json: { content: SEASON_ESSAY, topic_id: 'season', guid: `w-${randomUUID()}` } },
      'bad guid': { json: { content: SEASON_ESSAY, topic_id: 1, guid: 'a b' } },
      'image_url not an upload': { json: { content: SEASON_ESSAY, topic_id: 1, guid: `w-${randomUUID()}`, image_url: 'https://example.com/a.png' } },
      'unknown source': { json: { content: SEASON_ESSAY, topic_id: 1, guid: `w-${randomUUID()}`, source: 'web' } },
      'a homework without this topic': {
        json: { content: SEASON_ESSAY, topic_id: await topicId(portal, 'e3-favorite-season'), guid: `w-${randomUUID()}`, homework_id: await demoWritingHomeworkId(portal) },
      },
    }),
    othersRecord: async ({ portal }) => ({
      json: { content: SEASON_ESSAY, topic_id: await topicId(portal, 'e3-favorite-season'), guid: `w-${randomUUID()}`, homework_id: await collegeWritingHomework(portal) },
    }),
  },
  'GET /v3/writing/result': {
    input: async ({ portal, session }) => ({ query: { guid: await submitEssay(portal, session) } }),
    check: (data) => {
      expect(data.topic.title_en).toBe('Your favorite season');
      expect(data.comments.length).toBeGreaterThan(0);
      expect(data.comments[0]).toMatchObject({ sent_content: expect.any(String), start: 0, sent_comments: expect.any(Array) });
    },
    bad: () => ({ 'no guid': { query: {} }, 'bad guid': { query: { guid: 'a b' } } }),
    othersRecord: async (ctx) => ({ query: { guid: await submitEssay(ctx.portal, await otherSession(ctx)) } }),
  },
  'GET /v3/writing/history': {
    input: async ({ portal, session }) => {
      await submitEssay(portal, session);
      return { query: { source: 'skillup' } };
    },
    check: (data) => {
      expect(data.total).toBeGreaterThan(0);
      expect(data.list[0]).toMatchObject({ guid: expect.any(String), title: '好きな季節', score: expect.any(Number) });
    },
    bad: () => ({ 'page 0': { query: { page: '0' } }, 'unknown source': { query: { source: 'x' } } }),
  },
  'GET /v3/writing/history-deep': {
    input: async ({ portal, session }) => {
      await submitEssay(portal, session);
      return { query: { topic_id: String(await topicId(portal, 'e3-favorite-season')) } };
    },
    check: (data) => {
      expect(data.topic.title).toBe('好きな季節');
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.list[0].overall_evaluation).toMatchObject({ vocabulary_diversity: expect.any(Number) });
    },
    bad: () => ({ 'no topic_id': { query: {} }, 'topic_id not a number': { query: { topic_id: 'x' } } }),
  },
  'GET /v3/writing/homework-detail': {
    input: async ({ portal }) => ({ query: { homework_id: String(await demoWritingHomeworkId(portal)) } }),
    check: (data) => {
      expect(data.homework.title).toBe(DEMO_WRITING_HOMEWORK.title);
      expect(data.topic.title_en).toBe('School uniforms');
      expect(data.submissions).toEqual(expect.any(Array));
    },
    bad: () => ({ 'no homework_id': { query: {} }, 'homework_id not a number': { query: { homework_id: 'x' } } }),
    othersRecord: async ({ portal }) => ({ query: { homework_id: String(await collegeWritingHomework(portal)) } }),
  },
  'GET /v3/teacher/writing/list': {
    as: 'teacher01',
    input: async ({ portal }) => {
      await submitEssay(portal, await portal.session('biz02'));
      return {};
    },
    check: async (data, { portal }) => {
      const biz02 = await portal.session('biz02');
      expect(data.list.some((row: { student: { id: number } }) => row.student.id === biz02.studentId)).toBe(true);
    },
    bad: () => ({ 'homework_id not a number': { query: { homework_id: 'x' } } }),
  },
  'GET /v3/teacher/writing/detail': {
    as: 'teacher01',
    input: async ({ portal }) => ({ query: { guid: await submitEssay(portal, await portal.session('biz02')) } }),
    check: (data) => {
      expect(data.student.name).toBe('鈴木 花子');
      expect(data.text).toBe(SEASON_ESSAY);
    },
    bad: () => ({ 'no guid': { query: {} }, 'bad guid': { query: { guid: '../x' } } }),
  },
  'POST /v3/upload/image': {
    input: () => ({ multipart: { files: [{ field: 'file', filename: 'essay.png', contentType: 'image/png', data: TINY_PNG }] } }),
    check: (data) => {
      expect(data.file).toMatch(/^\/uploads\/\d+\/\d{13}-[0-9a-f]{24}\.png$/);
      expect(data.format).toBe('png');
    },
    bad: () => ({
      'a GIF named png': { multipart: { files: [{ field: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') }] } },
      'text named jpg': { multipart: { files: [{ field: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('hello') }] } },
      'two files': {
        multipart: {
          files: [
            { field: 'file', filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
            { field: 'file', filename: 'b.jpg', contentType: 'image/jpeg', data: TINY_JPEG },
          ],
        },
      },
      'no file': { multipart: { fields: { note: 'x' } } },
    }),
  },
};

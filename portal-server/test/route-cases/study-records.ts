// Cases of the study-records routes (resources and answers, homework, textbook practice,
// uploads, history, ranking, user card, live, collection, sensitive words, evaluation reports).
// They make what they need themselves (a resource, homework for each demo class, answers), so
// they hold with or without the exercise content loaded.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { homework, homeworkTopics } from '../../src/db/tables/homework';
import { sampleResource } from '../study-kit';
import { createHomework } from '../../src/features/homework/service';
import { upsertResources } from '../../src/features/resources/service';
import { makeMp3, makeWav } from '../../src/features/uploads/test-audio';
import { tokyoDay } from '../../src/lib/tokyo-time';
import type { Session, TestPortal } from '../harness';
import type { CaseContext, RouteCases } from './types';

type Fixture = { resourceId: number; topicId: number; homeworkId: number; collegeTopicId: number; collegeHomeworkId: number };
const fixtures = new WeakMap<TestPortal, Promise<Fixture>>();

const HOMEWORK_TITLE = '経路テストの宿題';
const DAY = 24 * 60 * 60 * 1000;

async function topicOf(portal: TestPortal, classId: number, resourceId: number): Promise<{ homeworkId: number; topicId: number }> {
  const [existing] = await portal.db
    .select({ homeworkId: homework.id, topicId: homeworkTopics.id })
    .from(homework)
    .innerJoin(homeworkTopics, eq(homeworkTopics.homeworkId, homework.id))
    .where(and(eq(homework.classId, classId), eq(homework.title, HOMEWORK_TITLE)));
  if (existing) return existing;
  const created = await createHomework(portal.db, { classId, teacherId: null, title: HOMEWORK_TITLE, dueAt: new Date(Date.now() + 7 * DAY), resourceIds: [resourceId] });
  return { homeworkId: created.homeworkId, topicId: created.topicIds[0]! };
}

/** One sample resource, and a homework with it for the business class (biz01's) and the college class. */
function fixture(portal: TestPortal): Promise<Fixture> {
  let made = fixtures.get(portal);
  if (!made) {
    made = (async () => {
      const ids = await upsertResources(portal.db, [sampleResource('matrix', 'a', { group_key: 'matrix:unit' })]);
      const resourceId = ids.get('test-matrix-a')!;
      const business = await topicOf(portal, portal.school.classIds.business, resourceId);
      const college = await topicOf(portal, portal.school.classIds.college, resourceId);
      return { resourceId, ...business, collegeTopicId: college.topicId, collegeHomeworkId: college.homeworkId };
    })();
    fixtures.set(portal, made);
  }
  return made;
}

const guid = () => `run-${randomBytes(8).toString('hex')}`;

/** Posts a spoken answer (with what the evaluation heard) and returns its run's guid. */
async function spokenAnswer(portal: TestPortal, as: Session, target: { resource_id: number } | { topic_id: number }): Promise<string> {
  const run = guid();
  const url = 'topic_id' in target ? '/v3/homework/topic-answer-record' : '/v3/textbook/answer-record';
  const response = await portal.postForm(url, { ...target, guid: run, question_id: 'q4', percent_score: 76, recognize_text: 'good morning everyone' }, { as });
  if (response.status !== 200) throw new Error(`answer post failed: ${response.body.errmsg}`);
  return run;
}

const other = ({ portal }: CaseContext) => portal.session('biz02');

let mp3: Buffer | null = null;
const recording = () => (mp3 ??= makeMp3({ speech: 'Good morning, everyone.' }));

export const cases: RouteCases = {
  'GET /v3/resource/info': {
    input: async ({ portal }) => {
      await fixture(portal);
      return { query: { resource_code: 'test-matrix-a' } };
    },
    check: (data) => expect(data).toMatchObject({ resource_code: 'test-matrix-a', question_ids: 'q1,q2,q3,q4,q5' }),
    bad: () => ({ 'both id and code': { query: { resource_id: '1', resource_code: 'x' } }, 'id not a number': { query: { resource_id: 'abc' } }, neither: { query: {} } }),
  },
  'GET /v3/textbook/next-resource-info': {
    input: async ({ portal }) => ({ query: { resource_id: String((await fixture(portal)).resourceId) } }),
    check: (data) => {
      expect(data.resource_code).toBe('test-matrix-a');
      expect(data.answer_record.items).toHaveLength(5);
    },
    bad: () => ({ 'id zero': { query: { resource_id: '0' } }, 'id not a number': { query: { resource_id: 'first' } }, 'no id': { query: {} } }),
  },
  'POST /v3/textbook/answer-record': {
    input: async ({ portal }) => ({ form: { resource_id: String((await fixture(portal)).resourceId), guid: guid(), question_id: 'q3', answer_result: 'I like apples.', percent_score: '0' } }),
    check: (data) => expect(data.answer).toMatchObject({ question_id: 'q3', percent_score: 100, server_scored: 1, replayed: 0 }),
    bad: async ({ portal }) => {
      const resource_id = String((await fixture(portal)).resourceId);
      return {
        'short guid': { form: { resource_id, guid: 'x', question_id: 'q4', percent_score: '50' } },
        'unknown question': { form: { resource_id, guid: guid(), question_id: 'nope', percent_score: '50' } },
        'score not a number': { form: { resource_id, guid: guid(), question_id: 'q4', percent_score: 'high' } },
        'unknown field': { form: { resource_id, guid: guid(), question_id: 'q4', percent_score: '50', cheat: '1' } },
        'completing an empty run': { form: { resource_id, guid: guid(), is_completed: '1' } },
      };
    },
  },
  'GET /v3/textbook/answer-result': {
    input: async ({ portal, session }) => {
      const { resourceId } = await fixture(portal);
      return { query: { resource_id: String(resourceId), guid: await spokenAnswer(portal, session, { resource_id: resourceId }) } };
    },
    check: (data) => expect(data.items.find((item: { question_id: string }) => item.question_id === 'q4')).toMatchObject({ percent_score: 76, recognize_text: 'good morning everyone' }),
    bad: () => ({ 'guid with spaces': { query: { resource_id: '1', guid: 'a b c d e f g h' } } }),
    othersRecord: async (ctx) => {
      const { resourceId } = await fixture(ctx.portal);
      return { query: { resource_id: String(resourceId), guid: await spokenAnswer(ctx.portal, await other(ctx), { resource_id: resourceId }) } };
    },
  },
  'GET /v3/textbook/recognize-text': {
    input: async ({ portal, session }) => {
      const { resourceId } = await fixture(portal);
      await spokenAnswer(portal, session, { resource_id: resourceId });
      return { query: { resource_id: String(resourceId), question_id: 'q4' } };
    },
    check: (data) => expect(data).toEqual({ recognize_text: 'good morning everyone', status: 'done' }),
    bad: () => ({ 'no question': { query: { resource_id: '1' } }, 'question with a slash': { query: { resource_id: '1', question_id: 'a/b' } } }),
  },
  'GET /v3/homework/recognize-text': {
    input: async ({ portal, session }) => {
      const { topicId } = await fixture(portal);
      await spokenAnswer(portal, session, { topic_id: topicId });
      return { query: { topic_id: String(topicId), question_id: 'q4' } };
    },
    check: (data) => expect(data.recognize_text).toBe('good morning everyone'),
    bad: () => ({ 'no topic': { query: { question_id: 'q4' } } }),
    othersRecord: async ({ portal }) => ({ query: { topic_id: String((await fixture(portal)).collegeTopicId), question_id: 'q4' } }),
  },
  'GET /v3/homework/list': {
    input: async ({ portal }) => {
      await fixture(portal);
      return {};
    },
    check: (data) => {
      expect(data.items.map((item: { title: string }) => item.title)).toContain(HOMEWORK_TITLE);
      expect(data.unfinished_count).toBeGreaterThan(0);
    },
    bad: () => ({ 'unknown status': { query: { status: 'late' } }, 'limit zero': { query: { limit: '0' } }, 'limit too big': { query: { limit: '500' } } }),
  },
  'GET /v3/homework/detail': {
    input: async ({ portal }) => ({ query: { homework_id: String((await fixture(portal)).homeworkId) } }),
    check: (data) => expect(data).toMatchObject({ title: HOMEWORK_TITLE, topics: [expect.objectContaining({ position: 1 })] }),
    bad: () => ({ 'no id': { query: {} }, 'id not a number': { query: { homework_id: 'x' } } }),
    othersRecord: async ({ portal }) => ({ query: { homework_id: String((await fixture(portal)).collegeHomeworkId) } }),
  },
  'GET /v3/homework/topic-resource-info': {
    input: async ({ portal }) => ({ query: { topic_id: String((await fixture(portal)).topicId) } }),
    check: (data) => expect(data).toMatchObject({ resource_code: 'test-matrix-a', config: { sample_answer: 1 }, is_expired: 0 }),
    bad: () => ({ 'no topic': { query: {} }, 'negative topic': { query: { topic_id: '-4' } } }),
    othersRecord: async ({ portal }) => ({ query: { topic_id: String((await fixture(portal)).collegeTopicId) } }),
  },
  'GET /v3/homework/topic-answer-result': {
    input: async ({ portal, session }) => {
      const { topicId } = await fixture(portal);
      await spokenAnswer(portal, session, { topic_id: topicId });
      return { query: { topic_id: String(topicId) } };
    },
    check: (data) => expect(data.items.length).toBe(5),
    bad: () => ({ 'no topic': { query: {} } }),
    othersRecord: async ({ portal }) => ({ query: { topic_id: String((await fixture(portal)).collegeTopicId) } }),
  },
  'POST /v3/homework/topic-answer-record': {
    input: async ({ portal }) => ({ form: { topic_id: String((await fixture(portal)).topicId), guid: guid(), question_id: 'q2', answer_result: '["love"]', percent_score: '0' } }),
    check: (data) => expect(data.answer).toMatchObject({ percent_score: 100, server_scored: 1 }),
    bad: async ({ portal }) => ({
      'no topic': { form: { guid: guid(), question_id: 'q4', percent_score: '1' } },
      'typed answer not a list': { form: { topic_id: String((await fixture(portal)).topicId), guid: guid(), question_id: 'q2', answer_result: 'love' } },
    }),
    othersRecord: async ({ portal }) => ({ form: { topic_id: String((await fixture(portal)).collegeTopicId), guid: guid(), question_id: 'q4', percent_score: '50' } }),
  },
  'POST /v3/teacher/homework/create': {
    as: 'teacher01',
    input: async ({ portal }) => ({
      form: { class_id: String(portal.school.classIds.business), title: '来週の宿題', resource_ids: String((await fixture(portal)).resourceId), due_at: new Date(Date.now() + 7 * DAY).toISOString() },
    }),
    check: (data) => expect(data.topic_ids).toHaveLength(1),
    bad: ({ portal }) => ({
      'due date not a date': { form: { class_id: String(portal.school.classIds.business), title: 'x', resource_ids: '1', due_at: 'next week' } },
      'resource list not ids': { form: { class_id: String(portal.school.classIds.business), title: 'x', resource_ids: 'a,b', due_at: new Date().toISOString() } },
    }),
  },
  'GET /v3/teacher/homework/progress': {
    as: 'teacher01',
    input: async ({ portal }) => ({ query: { homework_id: String((await fixture(portal)).homeworkId) } }),
    check: async (data, { portal }) => expect(data.students.map((row: { student_id: number }) => row.student_id)).toContain((await portal.session('biz01')).studentId),
    bad: () => ({ 'no homework': { query: {} }, 'id not a number': { query: { homework_id: 'x' } } }),
  },
  'POST /v3/teacher/homework/correct-note': {
    as: 'teacher01',
    input: async (ctx) => {
      const { topicId } = await fixture(ctx.portal);
      const student = await other(ctx);
      const run = await spokenAnswer(ctx.portal, student, { topic_id: topicId });
      return { form: { topic_id: String(topicId), student: String(student.studentId), guid: run, sent_content: 'Good morning, everyone.', comments: 'とても自然に読めています。' } };
    },
    check: (data) => expect(data.notes_count).toBe(1),
    bad: () => ({ 'empty comment': { form: { topic_id: '1', student: '1', guid: 'run-aaaaaaaa', sent_content: '', comments: ' ' } }, 'no guid': { form: { topic_id: '1', student: '1', comments: 'x' } } }),
  },
  'POST /v3/favorite-sentence/collect': {
    input: async ({ portal }) => ({ form: { resource_id: String((await fixture(portal)).resourceId), question_index: '4', screen_en_text: 'Good morning, everyone.', category: 'read_sentence' } }),
    check: (data) => expect(data.is_collected).toBe(1),
    bad: () => ({
      'unknown category': { form: { sentence_id: 's1', sentence_source: 'x', screen_en_text: 'a', category: 'song' } },
      'no sentence named': { form: { screen_en_text: 'a', category: 'read_word' } },
      'collected_at not a date': { form: { sentence_id: 's1', sentence_source: 'x', screen_en_text: 'a', category: 'read_word', collected_at: 'yesterday' } },
    }),
  },
  'POST /v3/favorite-sentence/discard': {
    input: async ({ portal }) => ({ form: { resource_id: String((await fixture(portal)).resourceId), question_index: '4' } }),
    check: (data) => expect(data.is_collected).toBe(0),
    bad: () => ({ 'nothing named': { form: {} } }),
  },
  'POST /v3/device/favorites/submit': {
    input: async ({ portal }) => ({ form: { resource_id: String((await fixture(portal)).resourceId), question_id: 'q4', screen_en_text: 'Good morning, everyone.', percent_score: '91' } }),
    check: (data) => expect(data.is_collected).toBe(1),
    bad: async ({ portal }) => ({ 'scores not JSON': { form: { resource_id: String((await fixture(portal)).resourceId), scores: '{' } }, 'no resource': { form: {} } }),
  },
  'POST /v3/device/favorites/discard': {
    input: async ({ portal }) => ({ form: { resource_id: String((await fixture(portal)).resourceId) } }),
    check: (data) => expect(data.is_collected).toBe(0),
    bad: () => ({ 'no resource': { form: {} } }),
  },
  'GET /v3/device/favorites/en-page-list': {
    check: (data) => expect(data).toMatchObject({ page: 1, limit: 40 }),
    bad: () => ({ 'limit zero': { query: { limit: '0' } }, 'page not a number': { query: { page: 'one' } } }),
  },
  'GET /v3/device/favorites/not-en-page-list': {
    check: (data) => expect(data).toMatchObject({ page: 1, limit: 40 }),
    bad: () => ({ 'limit too big': { query: { limit: '1000' } } }),
  },
  'GET /v3/history/index': {
    check: (data) => expect(data.summary.total_practices).toBeGreaterThan(0),
    bad: () => ({ 'page zero': { query: { page: '0' } } }),
  },
  'GET /v3/history/details': {
    input: () => ({ query: { date: tokyoDay(new Date()) } }),
    check: (data) => expect(data.date).toBe(tokyoDay(new Date())),
    bad: () => ({ 'day 31 of February': { query: { date: '2025-02-31' } }, 'no date': { query: {} } }),
  },
  'GET /v3/history/details-deep': {
    input: async ({ portal, session }) => ({ query: { guid: await spokenAnswer(portal, session, { resource_id: (await fixture(portal)).resourceId }) } }),
    check: (data) => expect(data.record.items).toHaveLength(5),
    bad: () => ({ 'no guid': { query: {} } }),
    othersRecord: async (ctx) => ({ query: { guid: await spokenAnswer(ctx.portal, await other(ctx), { resource_id: (await fixture(ctx.portal)).resourceId }) } }),
  },
  'GET /v3/ranking/list': {
    check: (data) => expect(data).toMatchObject({ scope: 'school', min_practices: 50 }),
    bad: () => ({ 'unknown scope': { query: { scope: 'country' } } }),
  },
  'GET /v3/user-card/info': {
    check: (data) => {
      expect(data.nickname).toBe('たろう');
      expect(data.badges.length).toBeGreaterThan(5);
    },
  },
  'GET /v3/user-card/list': {
    check: (data) => expect(data.total).toBeGreaterThan(0),
    bad: () => ({ 'limit zero': { query: { limit: '0' } } }),
  },
  'GET /v3/live/list': {
    check: (data) => expect(Array.isArray(data.items)).toBe(true),
    bad: () => ({ 'unknown status': { query: { status: 'tomorrow' } } }),
  },
  'POST /v3/teacher/live/create': {
    as: 'teacher01',
    input: ({ portal }) => ({
      form: {
        class_id: String(portal.school.classIds.business),
        title: '臨時ライブ',
        starts_at: new Date(Date.now() + DAY).toISOString(),
        ends_at: new Date(Date.now() + DAY + 3_600_000).toISOString(),
        join_url: 'https://live.sakura-eigo.example/rooms/extra',
      },
    }),
    check: (data) => expect(data.live_id).toBeGreaterThan(0),
    bad: ({ portal }) => ({
      'plain http link': { form: { class_id: String(portal.school.classIds.business), title: 'x', starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + 1000).toISOString(), join_url: 'http://a.example/' } },
    }),
  },
  'POST /v3/sensitive-word/filter': {
    input: () => ({ form: { words: 'What the hell, this is shit.' } }),
    check: (data) => expect(data).toMatchObject({ words: 'What the hell, this is ****.', has_sensitive: 1 }),
    bad: () => ({ 'no words': { form: {} } }),
  },
  'POST /v3/evaluation/error-report': {
    input: () => ({ form: { code: '10004', message: 'waited more than 10 s for an engine', session_id: 'ev-1234' } }),
    check: (data) => expect(data.report_id).toBeGreaterThan(0),
    bad: () => ({ 'no code': { form: { message: 'x' } }, 'message too long': { form: { code: '1', message: 'x'.repeat(3000) } } }),
  },
  'POST /v3/upload/audio': {
    input: () => ({ multipart: { files: [{ field: 'file', filename: `${Date.now()}.mp3`, contentType: 'audio/mpeg', data: recording() }] } }),
    check: (data) => expect(data.file).toMatch(/^\/uploads\/\d+\/\d{13}-[0-9a-f]{24}\.mp3$/),
    bad: () => ({
      'a WAV named mp3': { multipart: { files: [{ field: 'file', filename: 'a.mp3', contentType: 'audio/mpeg', data: makeWav(0.5) }] } },
      'no file': { multipart: { fields: { note: 'x' } } },
      'not multipart': { form: { file: 'abc' } },
    }),
  },
};

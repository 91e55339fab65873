import { and, count, eq } from 'drizzle-orm';
import { countWords } from 'shared-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, TINY_PNG, type Session, type TestPortal } from '../../../test/harness';
import { demoWritingHomeworkId, SEASON_ESSAY, submitEssay, topicId } from '../../../test/route-cases/writing';
import { classes } from '../../db/tables/accounts';
import { writingSubmissions } from '../../db/tables/writing';
import { readWritingTopics, WRITING_LEVELS } from './content';
import { seedWritingHomework, seedWritingTopics } from './seed';

let portal: TestPortal;
let student: Session;
let teacher: Session;

beforeAll(async () => {
  // The core seed and the writing seeds: the topics and the business class's writing homework.
  portal = await createTestPortal({ seed: 'core' });
  await seedWritingTopics(portal.db);
  await seedWritingHomework({ db: portal.db, config: portal.config, school: portal.school, log: () => undefined });
  student = await portal.session('biz01');
  teacher = await portal.session('teacher01');
}, 120_000);

afterAll(async () => {
  await portal?.close();
});

const SUBMIT = '/v3/textbook/submit-itr-topic-writing';
let guidCounter = 0;
const newGuid = () => `wt-${Date.now()}-${++guidCounter}`;

async function submit(content: string, code: string, extra: Record<string, unknown> = {}, as: Session = student) {
  return portal.postJson(SUBMIT, { content, topic_id: await topicId(portal, code), guid: newGuid(), ...extra }, { as });
}

const submissionCount = async () => (await portal.db.select({ n: count() }).from(writingSubmissions))[0]!.n;

type Comment = { hit_words_pos: { startPos: number; endPos: number }; type: 'AI' | 'TEACHER'; comments: string; teacher_name: string };
type Sentence = { sent_content: string; start: number; end: number; sent_comments: Comment[] };

const overlaps = (comment: Comment, start: number, end: number) => comment.hit_words_pos.startPos < end && comment.hit_words_pos.endPos > start;

describe('topics content', () => {
  it('has three topics for each Eiken grade and a free-writing entry, each model answer inside its word range', () => {
    const topics = readWritingTopics();
    for (const level of WRITING_LEVELS.filter((entry) => entry !== 'free')) expect(topics.filter((topic) => topic.level === level).length).toBeGreaterThanOrEqual(3);
    expect(topics.filter((topic) => topic.level === 'free')).toHaveLength(1);
    for (const topic of topics) {
      const words = countWords(topic.model_answer_en);
      expect(words, topic.code).toBeGreaterThanOrEqual(topic.min_words);
      expect(words, topic.code).toBeLessThanOrEqual(topic.max_words);
      expect(topic.instruction_ja, topic.code).toMatch(/[ぁ-ん]/);
    }
  });
});

describe('submitting an essay', () => {
  // Planted errors: third-person -s ("He go"), plural after a number ("two dog"), spelling ("beautifull").
  const planted = 'My favorite season is summer. He go to the beach with me every weekend. I have two dog, and they love the beautifull sea.';

  it('marks the planted errors with their positions and comments, sentence by sentence', async () => {
    const response = await submit(planted, 'e3-favorite-season', { time_spent_seconds: 240 });
    expect(response.status, response.body.errmsg).toBe(200);
    const result = response.body.data.result;
    expect(result.text).toBe(planted);
    expect(result.error_count).toBeGreaterThanOrEqual(2);
    expect(result.general_comment).toMatch(/[ぁ-ん]/);
    const sentences = result.comments as Sentence[];
    expect(sentences.length).toBe(3);
    for (const sentence of sentences) expect(planted.slice(sentence.start, sentence.end)).toBe(sentence.sent_content);
    const ai = sentences.flatMap((sentence) => sentence.sent_comments).filter((comment) => comment.type === 'AI');
    for (const comment of ai) {
      expect(comment.hit_words_pos.endPos).toBeGreaterThan(comment.hit_words_pos.startPos);
      expect(comment.hit_words_pos.endPos).toBeLessThanOrEqual(planted.length);
      expect(comment.comments).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
    // Each mark is listed under the sentence it starts in.
    for (const sentence of sentences) for (const comment of sentence.sent_comments) expect(comment.hit_words_pos.startPos).toBeGreaterThanOrEqual(sentence.start);
    const found = ['go', 'dog', 'beautifull'].filter((word) => {
      const start = planted.indexOf(word === 'go' ? 'He go' : word) + (word === 'go' ? 3 : 0);
      return ai.some((comment) => overlaps(comment, start, start + word.length));
    });
    expect(found.length, `marked: ${found.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(result.time_spent_seconds).toBe(240);
  });

  it('refuses an off-topic text with the reason, and stores nothing', async () => {
    const before = await submissionCount();
    const response = await submit(
      'Computer programming is a useful skill. I write small programs in Python and JavaScript, and I fix bugs in my code every evening after dinner.',
      'e3-favorite-season',
    );
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ reason: 'off_topic' });
    expect(response.body.errmsg).toContain('好きな季節');
    expect(await submissionCount()).toBe(before);
  });

  it('refuses Japanese, naming the character, and emoji, and empty text', async () => {
    const before = await submissionCount();
    const japanese = await submit('My favorite season is 夏. It is hot.', 'e3-favorite-season');
    expect(japanese.status).toBe(400);
    expect(japanese.body.data).toEqual({ reason: 'not_english' });
    expect(japanese.body.errmsg).toContain('「夏」');
    const emoji = await submit('My favorite season is summer 🌞 because I like the sea.', 'e3-favorite-season');
    expect(emoji.status).toBe(400);
    expect(emoji.body.data).toEqual({ reason: 'emoji' });
    const empty = await submit('   ', 'e3-favorite-season');
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({ reason: 'empty' });
    expect(await submissionCount()).toBe(before);
  });

  it('does not check free writing against a topic', async () => {
    const response = await submit('Yesterday I cooked curry and rice for my family. Everyone said it was delicious.', 'free-writing', { source: 'ai' });
    expect(response.status, response.body.errmsg).toBe(200);
    expect(response.body.data.result.topic.level).toBe('free');
  });

  it('answers a resent guid with the first result and stores it once', async () => {
    const guid = newGuid();
    const body = { content: SEASON_ESSAY, topic_id: await topicId(portal, 'e3-favorite-season'), guid };
    const first = await portal.postJson(SUBMIT, body, { as: student });
    expect(first.status).toBe(200);
    const again = await portal.postJson(SUBMIT, { ...body, content: `${SEASON_ESSAY} I also like watermelon.` }, { as: student });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const stored = await portal.db.select({ n: count() }).from(writingSubmissions).where(eq(writingSubmissions.guid, guid));
    expect(stored[0]!.n).toBe(1);
    // The same guid from another student is refused, not answered with the first one's essay.
    const other = await portal.postJson(SUBMIT, body, { as: await portal.session('biz02') });
    expect(other.status).toBe(409);
    expect(other.body.data).toBeNull();
  });

  it("takes a photo of the handwritten essay: only the student's own image", async () => {
    const upload = await portal.postMultipart('/v3/upload/image', { files: [{ field: 'file', filename: 'essay.png', contentType: 'image/png', data: TINY_PNG }] }, { as: student });
    expect(upload.status, upload.body.errmsg).toBe(200);
    const url = upload.body.data.file as string;
    const served = await portal.call('GET', url, { token: null, studentId: null });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const refused = await submit(SEASON_ESSAY, 'e3-favorite-season', { image_url: url }, await portal.session('biz02'));
    expect(refused.status).toBe(400);
    const accepted = await submit(SEASON_ESSAY, 'e3-favorite-season', { image_url: url });
    expect(accepted.status, accepted.body.errmsg).toBe(200);
    expect(accepted.body.data.result.image_url).toBe(url);
  });
});

describe('history', () => {
  it('lists the essays of one source, newest first, and every attempt of a topic with its evaluation', async () => {
    const guid = await submitEssay(portal, student);
    const list = await portal.get('/v3/writing/history', { as: student, query: { source: 'skillup', limit: 50 } });
    expect(list.status).toBe(200);
    expect(list.body.data.list[0].guid).toBe(guid);
    expect(list.body.data.list.every((row: { guid: string }) => row.guid.length > 0)).toBe(true);
    const aiHistory = await portal.get('/v3/writing/history', { as: student, query: { source: 'ai' } });
    expect(aiHistory.body.data.list.map((row: { title_en: string }) => row.title_en)).toEqual(['Free writing']);
    const deep = await portal.get('/v3/writing/history-deep', { as: student, query: { topic_id: await topicId(portal, 'e3-favorite-season') } });
    expect(deep.status).toBe(200);
    const times = deep.body.data.list.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort()).toEqual(times);
    expect(deep.body.data.list.at(-1).guid).toBe(guid);
    const detail = await portal.get('/v3/writing/topic-detail', { as: student, query: { topic_id: await topicId(portal, 'e3-favorite-season') } });
    expect(detail.body.data.model_answer_en).toContain('spring');
    const unwritten = await portal.get('/v3/writing/topic-detail', { as: student, query: { topic_id: await topicId(portal, 'p1-four-day-week') } });
    expect(unwritten.body.data.model_answer_en).toBeNull();
  });
});

describe('writing homework and teacher notes', () => {
  const UNIFORM_ESSAY =
    'I think students should wear school uniforms. First, students do not need to choose their clothes every morning, so they can save time. Second, uniforms are cheaper than buying many clothes for school. For these reasons, I agree with wearing uniforms at school.';
  let essayGuid = '';

  it('hands in the homework essay and shows it on the homework detail', async () => {
    const homeworkId = await demoWritingHomeworkId(portal);
    const response = await submit(UNIFORM_ESSAY, 'p2-school-uniforms', { homework_id: homeworkId });
    expect(response.status, response.body.errmsg).toBe(200);
    essayGuid = response.body.data.guid;
    expect(response.body.data.result).toMatchObject({ mode: 'homework', homework_id: homeworkId });
    const detail = await portal.get('/v3/writing/homework-detail', { as: student, query: { homework_id: homeworkId } });
    expect(detail.status).toBe(200);
    expect(detail.body.data.submissions.map((row: { guid: string }) => row.guid)).toEqual([essayGuid]);
    const homeworkDetail = await portal.get('/v3/homework/detail', { as: student, query: { homework_id: homeworkId } });
    expect(homeworkDetail.body.data.writing_topics[0]).toMatchObject({ is_finished: 1, last_guid: essayGuid });
    expect(homeworkDetail.body.data.is_finished).toBe(1);
    const list = await portal.get('/v3/homework/list', { as: student });
    expect(list.body.data.items.find((item: { homework_id: number }) => item.homework_id === homeworkId)).toMatchObject({ status: 'finished', topic_count: 1, finished_topic_count: 1 });
  });

  it('lets the class teacher comment on a span, and the student sees it with the teacher name', async () => {
    const list = await portal.get('/v3/teacher/writing/list', { as: teacher, studentId: null, query: { homework_id: await demoWritingHomeworkId(portal) } });
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((row: { guid: string }) => row.guid)).toContain(essayGuid);
    const start = UNIFORM_ESSAY.indexOf('cheaper');
    const note = await portal.postJson(
      '/v3/teacher/homework/correct-note',
      { writing_guid: essayGuid, hit_words_pos: { startPos: start, endPos: start + 'cheaper'.length }, comments: '「安い」理由を具体的に書くと説得力が増します。' },
      { as: teacher, studentId: null },
    );
    expect(note.status, note.body.errmsg).toBe(200);
    expect(note.body.data.notes_count).toBe(1);

    const result = await portal.get('/v3/writing/result', { as: student, query: { guid: essayGuid } });
    expect(result.body.data.correct_notes).toEqual([
      { sent_content: 'cheaper', comments: '「安い」理由を具体的に書くと説得力が増します。', teacher_name: '佐藤先生', hit_words_pos: { startPos: start, endPos: start + 7 } },
    ]);
    const sentence = (result.body.data.comments as Sentence[]).find((entry) => entry.start <= start && start < entry.end)!;
    expect(sentence.sent_content).toContain('cheaper');
    expect(sentence.sent_comments).toContainEqual(expect.objectContaining({ type: 'TEACHER', teacher_name: '佐藤先生', hit_words_pos: { startPos: start, endPos: start + 7 } }));
    const teacherView = await portal.get('/v3/teacher/writing/detail', { as: teacher, studentId: null, query: { guid: essayGuid } });
    expect(teacherView.body.data.student.name).toBe('田中 太郎');
    expect(teacherView.body.data.correct_notes).toHaveLength(1);
  });

  it('refuses a span outside the text, a student token and a student of a class the teacher does not teach', async () => {
    const before = (await portal.db.select({ notes: writingSubmissions.teacherNotes }).from(writingSubmissions).where(eq(writingSubmissions.guid, essayGuid)))[0]!.notes;
    const outside = await portal.postJson('/v3/teacher/homework/correct-note', { writing_guid: essayGuid, hit_words_pos: { startPos: 10, endPos: 10_000 }, comments: 'x' }, { as: teacher, studentId: null });
    expect(outside.status).toBe(400);
    expect(outside.body.errmsg).toContain('範囲');
    const reversed = await portal.postJson('/v3/teacher/homework/correct-note', { writing_guid: essayGuid, hit_words_pos: { startPos: 8, endPos: 3 }, comments: 'x' }, { as: teacher, studentId: null });
    expect(reversed.status).toBe(400);
    const asStudent = await portal.postJson('/v3/teacher/homework/correct-note', { writing_guid: essayGuid, hit_words_pos: { startPos: 0, endPos: 5 }, comments: 'x' }, { as: student, studentId: null });
    expect(asStudent.status).toBe(403);
    expect((await portal.get('/v3/teacher/writing/list', { as: student, studentId: null })).status).toBe(403);

    // The college class gets no teacher: teacher01 no longer teaches col01.
    await portal.db.update(classes).set({ teacherId: null }).where(eq(classes.id, portal.school.classIds.college));
    const collegeGuid = await submitEssay(portal, await portal.session('col01'));
    const detail = await portal.get('/v3/teacher/writing/detail', { as: teacher, studentId: null, query: { guid: collegeGuid } });
    expect(detail.status).toBe(403);
    const note = await portal.postJson('/v3/teacher/homework/correct-note', { writing_guid: collegeGuid, hit_words_pos: { startPos: 0, endPos: 2 }, comments: 'x' }, { as: teacher, studentId: null });
    expect(note.status).toBe(403);
    const list = await portal.get('/v3/teacher/writing/list', { as: teacher, studentId: null });
    expect(list.body.data.list.map((row: { guid: string }) => row.guid)).not.toContain(collegeGuid);
    const after = (await portal.db.select({ notes: writingSubmissions.teacherNotes }).from(writingSubmissions).where(eq(writingSubmissions.guid, essayGuid)))[0]!.notes;
    expect(after).toEqual(before);
    const collegeNotes = await portal.db.select({ notes: writingSubmissions.teacherNotes }).from(writingSubmissions).where(and(eq(writingSubmissions.guid, collegeGuid)));
    expect(collegeNotes[0]!.notes).toEqual([]);
  });

  it('lets the teacher set a homework of a writing topic alone, and refuses one with no task', async () => {
    const create = (extra: Record<string, string>) =>
      portal.postForm('/v3/teacher/homework/create', { class_id: String(portal.school.classIds.business), title: '英作文：在宅勤務', due_at: new Date(Date.now() + 86_400_000).toISOString(), ...extra }, { as: teacher, studentId: null });
    const created = await create({ writing_topic_ids: String(await topicId(portal, 'e2-working-from-home')) });
    expect(created.status, created.body.errmsg).toBe(200);
    const detail = await portal.get('/v3/writing/homework-detail', { as: student, query: { homework_id: created.body.data.homework_id } });
    expect(detail.body.data.topic.title_en).toBe('Working from home');
    expect(detail.body.data.homework.topic_id).toBe(created.body.data.topic_ids[0]);
    const empty = await create({});
    expect(empty.status).toBe(400);
    const missing = await create({ writing_topic_ids: '999999' });
    expect(missing.status).toBe(404);
  });

  it("refuses another student's result and a homework that does not hold the topic", async () => {
    const mine = await submitEssay(portal, student);
    const other = await portal.get('/v3/writing/result', { as: await portal.session('biz02'), query: { guid: mine } });
    expect(other.status).toBe(404);
    const wrongTopic = await submit(SEASON_ESSAY, 'e3-favorite-season', { homework_id: await demoWritingHomeworkId(portal) });
    expect(wrongTopic.status).toBe(400);
    expect(wrongTopic.body.errmsg).toContain('宿題');
  });
});

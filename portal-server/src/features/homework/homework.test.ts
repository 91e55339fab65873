import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords';
import { newGuid, sampleResource, startStudyApp, type StudyTestApp } from '../../../test/study-kit';
import { users } from '../../db/tables/accounts';
import { answers } from '../../db/tables/answers';
import { homework } from '../../db/tables/homework';
import { countUnfinishedHomework, createHomework } from './service';

let kit: StudyTestApp;
let resourceA: number;
let resourceB: number;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  kit = await startStudyApp({ students: 3 });
  const ids = await kit.addResources([sampleResource(kit.tag, 'a'), sampleResource(kit.tag, 'b')]);
  resourceA = ids.get(`test-${kit.tag}-a`)!;
  resourceB = ids.get(`test-${kit.tag}-b`)!;
});

afterAll(async () => {
  await kit?.close();
});

const createAsTeacher = (body: Record<string, string | number>) =>
  kit.app.inject({ method: 'POST', url: '/v3/teacher/homework/create', headers: { authorization: `Bearer ${kit.teacher.token}` }, payload: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) });

const speech = (guid: string, topicId: number, extra: Record<string, string | number> = {}) => ({ guid, topic_id: topicId, question_id: 'q4', percent_score: 80, ...extra });

describe('teacher sets homework', () => {
  it('creates homework with its topics for the class they teach', async () => {
    const response = await createAsTeacher({
      class_id: kit.classId,
      title: '第1週の宿題',
      resource_ids: `${resourceA},${resourceB}`,
      due_at: new Date(Date.now() + 7 * DAY).toISOString(),
      translation: 0,
      required_times: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.topic_ids).toHaveLength(2);
  });

  it('refuses students, unknown resources and bad dates, creating nothing', async () => {
    const before = (await kit.database.db.select().from(homework).where(eq(homework.classId, kit.classId))).length;
    const asStudent = await kit.app.inject({
      method: 'POST',
      url: '/v3/teacher/homework/create',
      headers: { authorization: `Bearer ${kit.students[0]!.token}` },
      payload: { class_id: String(kit.classId), title: 'x', resource_ids: String(resourceA), due_at: new Date().toISOString() },
    });
    expect(asStudent.statusCode).toBe(403);
    const unknown = await createAsTeacher({ class_id: kit.classId, title: 'x', resource_ids: '99999999', due_at: new Date(Date.now() + DAY).toISOString() });
    expect(unknown.statusCode).toBe(404);
    const badDate = await createAsTeacher({ class_id: kit.classId, title: 'x', resource_ids: String(resourceA), due_at: 'tomorrow' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errmsg).toContain('due_at');
    const limitTooSmall = await createAsTeacher({ class_id: kit.classId, title: 'x', resource_ids: String(resourceA), due_at: new Date(Date.now() + DAY).toISOString(), has_limit: 1, limit_number: 1, required_times: 2 });
    expect(limitTooSmall.statusCode).toBe(400);
    expect((await kit.database.db.select().from(homework).where(eq(homework.classId, kit.classId))).length).toBe(before);
  });
});

describe('homework for students', () => {
  let homeworkId: number;
  let topicA: number;

  beforeAll(async () => {
    const created = await createHomework(kit.database.db, {
      classId: kit.classId,
      teacherId: kit.teacher.id,
      title: '回数制限つき',
      dueAt: new Date(Date.now() + 3 * DAY),
      hasLimit: true,
      limitNumber: 1,
      resourceIds: [resourceA],
      switches: { subtitle: 0 },
    });
    homeworkId = created.homeworkId;
    topicA = created.topicIds[0]!;
  });

  it('lists homework with the unfinished count, and hides it from students outside the class', async () => {
    const list = (await kit.get('/v3/homework/list', kit.students[0]!)).json().data;
    expect(list.unfinished_count).toBe(2);
    expect(list.items.map((item: { title: string }) => item.title)).toContain('回数制限つき');
    expect(await countUnfinishedHomework(kit.database.db, kit.students[0]!.id)).toBe(2);
    // The dashboard counts the same homework with its own prepared statement.
    expect((await kit.get('/v3/student/dashboard', kit.students[0]!)).json().data.unfinished_homework_count).toBe(2);
    expect((await kit.get('/v3/student/dashboard', kit.outsider)).json().data.unfinished_homework_count).toBe(0);
    const outsider = (await kit.get('/v3/homework/list', kit.outsider)).json().data;
    expect(outsider).toMatchObject({ unfinished_count: 0, total: 0, items: [] });
    expect((await kit.get('/v3/homework/detail', kit.outsider, { homework_id: homeworkId })).statusCode).toBe(404);
    expect((await kit.get('/v3/homework/topic-resource-info', kit.outsider, { topic_id: topicA })).statusCode).toBe(404);
    expect((await kit.post('/v3/homework/topic-answer-record', kit.outsider, speech(newGuid(), topicA))).statusCode).toBe(404);
  });

  it('gives the topic resource with the homework switches and the tries left', async () => {
    const response = await kit.get('/v3/homework/topic-resource-info', kit.students[0]!, { topic_id: topicA, homework_id: homeworkId });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ resource_id: resourceA, topic_id: topicA, homework_id: homeworkId, is_expired: 0 });
    expect(data.config).toMatchObject({ subtitle: 0, switchSubtitle: 0, translation: 1, required_times: 0 });
    expect(data.answer_record).toMatchObject({ guid: '', has_limit: 1, limit_number: 1 });
    const mismatch = await kit.get('/v3/homework/topic-resource-info', kit.students[0]!, { topic_id: topicA, homework_id: homeworkId + 1000 });
    expect(mismatch.statusCode).toBe(404);
  });

  it('uses up the only try: finishing works, a second run is refused, the record says 0 left', async () => {
    const student = kit.students[1]!;
    const guid = newGuid();
    const first = await kit.post('/v3/homework/topic-answer-record', student, speech(guid, topicA, { current_index: 4 }));
    expect(first.json().data).toMatchObject({ has_limit: 1, limit_number: 0 });
    const done = await kit.post('/v3/homework/topic-answer-record', student, { guid, topic_id: topicA, is_completed: 1 });
    expect(done.json().data.is_completed).toBe(1);
    const again = await kit.post('/v3/homework/topic-answer-record', student, speech(newGuid(), topicA));
    expect(again.statusCode).toBe(403);
    expect(again.json().errmsg).toContain('上限');
    const result = (await kit.get('/v3/homework/topic-answer-result', student, { topic_id: topicA })).json().data;
    expect(result).toMatchObject({ guid, is_completed: 1, has_limit: 1, limit_number: 0 });
    const detail = (await kit.get('/v3/homework/detail', student, { homework_id: homeworkId })).json().data;
    expect(detail).toMatchObject({ is_finished: 1, status: 'finished' });
    expect(detail.topics[0]).toMatchObject({ completed_times: 1, is_finished: 1, limit_number: 0, last_record_guid: guid });
    const list = (await kit.get('/v3/homework/list', student, { status: 'finished' })).json().data;
    expect(list.items.map((item: { homework_id: number }) => item.homework_id)).toContain(homeworkId);
    // The dashboard's count (in SQL) agrees with the list's statuses (in code) once a homework is finished.
    expect(await countUnfinishedHomework(kit.database.db, student.id)).toBe(list.unfinished_count);
    expect(list.unfinished_count).toBe(1);
  });

  it('accepts nothing new after the homework expires (423), but a resent answer is still acknowledged', async () => {
    const student = kit.students[2]!;
    const guid = newGuid();
    const body = speech(guid, topicA);
    expect((await kit.post('/v3/homework/topic-answer-record', student, body)).statusCode).toBe(200);
    await kit.database.db.update(homework).set({ expiresAt: new Date(Date.now() - 1000), dueAt: new Date(Date.now() - 2000) }).where(eq(homework.id, homeworkId));
    try {
      const resent = await kit.post('/v3/homework/topic-answer-record', student, body);
      expect(resent.statusCode).toBe(200);
      expect(resent.json().data.answer.replayed).toBe(1);
      const before = (await kit.database.db.select().from(answers).where(eq(answers.studentId, student.id))).length;
      const late = await kit.post('/v3/homework/topic-answer-record', student, speech(guid, topicA, { percent_score: 90 }));
      expect(late.statusCode).toBe(423);
      expect(late.json().errmsg).toContain('期限');
      expect((await kit.database.db.select().from(answers).where(eq(answers.studentId, student.id))).length).toBe(before);
      const info = (await kit.get('/v3/homework/topic-resource-info', student, { topic_id: topicA })).json().data;
      expect(info.is_expired).toBe(1);
      const list = (await kit.get('/v3/homework/list', student)).json().data;
      expect(list.items.find((item: { homework_id: number }) => item.homework_id === homeworkId)).toMatchObject({ status: 'expired', is_expired: 1, is_late: 1 });
      expect(await countUnfinishedHomework(kit.database.db, student.id)).toBe(list.unfinished_count);
      expect(list.unfinished_count).toBe(1);
    } finally {
      await kit.database.db.update(homework).set({ expiresAt: null, dueAt: new Date(Date.now() + 3 * DAY) }).where(eq(homework.id, homeworkId));
    }
  });

  it('keeps homework answers apart from free practice of the same resource', async () => {
    const student = kit.students[0]!;
    await kit.post('/v3/homework/topic-answer-record', student, speech(newGuid(), topicA, { percent_score: 55 }));
    const practice = (await kit.get('/v3/textbook/next-resource-info', student, { resource_id: resourceA })).json().data;
    expect(practice.answer_record.items.find((item: { question_id: string }) => item.question_id === 'q4')).toMatchObject({ learn_count: 0, practiced: 0 });
    const homeworkInfo = (await kit.get('/v3/homework/topic-resource-info', student, { topic_id: topicA })).json().data;
    expect(homeworkInfo.answer_record.items.find((item: { question_id: string }) => item.question_id === 'q4')).toMatchObject({ learn_count: 1, best_score: 55 });
  });
});

describe('GET /v3/homework/recognize-text', () => {
  it('returns the text the evaluation heard, and 404 before any spoken answer', async () => {
    const created = await createHomework(kit.database.db, { classId: kit.classId, teacherId: kit.teacher.id, title: '音読', dueAt: new Date(Date.now() + DAY), resourceIds: [resourceB] });
    const topic = created.topicIds[0]!;
    const student = kit.students[0]!;
    expect((await kit.get('/v3/homework/recognize-text', student, { topic_id: topic, question_id: 'q4' })).statusCode).toBe(404);
    await kit.post('/v3/homework/topic-answer-record', student, {
      guid: newGuid(),
      topic_id: topic,
      question_id: 'q4',
      percent_score: 70,
      evaluate_result: JSON.stringify({ total_score: 70, recognized_text: 'good morning every one' }),
    });
    const response = await kit.get('/v3/homework/recognize-text', student, { topic_id: topic, question_id: 'q4' });
    expect(response.json().data).toEqual({ recognize_text: 'good morning every one', status: 'done' });
  });
});

describe('teacher progress and notes', () => {
  const asTeacher = (method: 'GET' | 'POST', url: string, values: Record<string, string | number>, token = kit.teacher.token) =>
    kit.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'GET' ? { query: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) } : { payload: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) }),
    });

  it('shows each student progress and puts the teacher note on the student result', async () => {
    const created = await createHomework(kit.database.db, { classId: kit.classId, teacherId: kit.teacher.id, title: '作文', dueAt: new Date(Date.now() + DAY), resourceIds: [resourceB] });
    const topic = created.topicIds[0]!;
    const student = kit.students[1]!;
    const guid = newGuid();
    await kit.post('/v3/homework/topic-answer-record', student, { guid, topic_id: topic, question_id: 'q3', answer_result: 'I like apple.', is_completed: 1 });

    const progress = (await asTeacher('GET', '/v3/teacher/homework/progress', { homework_id: created.homeworkId })).json().data;
    const row = progress.students.find((entry: { student_id: number }) => entry.student_id === student.id);
    expect(row).toMatchObject({ is_finished: 1, topics: [expect.objectContaining({ completed_times: 1, last_record_guid: guid })] });
    expect(progress.students.map((entry: { student_id: number }) => entry.student_id)).not.toContain(kit.outsider.id);

    const note = await asTeacher('POST', '/v3/teacher/homework/correct-note', { topic_id: topic, student: student.id, guid, sent_content: 'I like apple.', comments: 'apples と複数形にしましょう。' });
    expect(note.json().data).toEqual({ notes_count: 1 });
    const result = (await kit.get('/v3/homework/topic-answer-result', student, { topic_id: topic, guid })).json().data;
    expect(result.correct_notes).toEqual([{ sent_content: 'I like apple.', comments: 'apples と複数形にしましょう。', teacher_name: `nick-t-${kit.tag}` }]);
  });

  it('refuses students, teachers of other classes and runs that are not there', async () => {
    const created = await createHomework(kit.database.db, { classId: kit.classId, teacherId: kit.teacher.id, title: '確認', dueAt: new Date(Date.now() + DAY), resourceIds: [resourceA] });
    expect((await asTeacher('GET', '/v3/teacher/homework/progress', { homework_id: created.homeworkId }, kit.students[0]!.token)).statusCode).toBe(403);
    const [otherTeacher] = await kit.database.db
      .insert(users)
      .values({ loginId: `t2-${kit.tag}`, passwordHash: await hashPassword('pass1234'), role: 'teacher', username: 't2', nickname: 't2' })
      .returning();
    const login = await kit.app.inject({ method: 'POST', url: '/v3/student/login', payload: { account: otherTeacher!.loginId, password: 'pass1234' } });
    const otherToken = login.json().data.token as string;
    expect((await asTeacher('GET', '/v3/teacher/homework/progress', { homework_id: created.homeworkId }, otherToken)).statusCode).toBe(403);
    const missing = await asTeacher('POST', '/v3/teacher/homework/correct-note', { topic_id: created.topicIds[0]!, student: kit.students[0]!.id, guid: newGuid(), sent_content: '', comments: 'よくできました' });
    expect(missing.statusCode).toBe(404);
    expect((await asTeacher('GET', '/v3/teacher/homework/progress', { homework_id: 99_999_999 })).statusCode).toBe(404);
  });
});

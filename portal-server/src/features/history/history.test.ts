import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDay, addDays } from '../../lib/tokyo-time';
import { plantPractice } from '../answers/seed-practice';
import { newGuid, sampleResource, startStudyApp, type StudyTestApp } from '../../../test/study-kit';
import { computeRanking, rankingDayAt } from '../ranking/service';
import { requireResource } from '../resources/service';

let kit: StudyTestApp;
let resourceId: number;

/** Days 2..(1+n) ago: inside the ranking period whatever the time of day the test runs. */
const pastDays = (n: number, answers: number, accuracy = 0.8) => Array.from({ length: n }, (_, i) => ({ daysAgo: i + 2, answers, accuracy }));

beforeAll(async () => {
  kit = await startStudyApp({ students: 2 });
  const ids = await kit.addResources([sampleResource(kit.tag, 'a'), sampleResource(kit.tag, 'b')]);
  resourceId = ids.get(`test-${kit.tag}-a`)!;
  const sources = [await requireResource(kit.database.db, resourceId), await requireResource(kit.database.db, ids.get(`test-${kit.tag}-b`)!)];
  const { db } = kit.database;
  await plantPractice(db, kit.students[0]!.id, sources, pastDays(12, 6));
  await plantPractice(db, kit.students[1]!.id, sources, pastDays(10, 5, 0.5));
  await plantPractice(db, kit.outsider.id, sources, pastDays(11, 5));
  await plantPractice(db, kit.college.id, sources, pastDays(4, 5));
  // Shared PostgreSQL: other test files may have computed this day before these rows existed.
  await computeRanking(db, rankingDayAt(new Date()));
});

afterAll(async () => {
  await kit?.close();
});

describe('history', () => {
  it('sums the practice and lists the days, newest first', async () => {
    const data = (await kit.get('/v3/history/index', kit.students[0]!)).json().data;
    expect(data.summary).toMatchObject({ total_practices: 72, total_days: 12, current_streak: 0, longest_streak: 12 });
    expect(data.summary.total_minutes).toBeGreaterThan(0);
    expect(data.total).toBe(12);
    expect(data.items[0]).toMatchObject({ date: tokyoDay(addDays(new Date(), -2)), practice_count: 6 });
    const paged = (await kit.get('/v3/history/index', kit.students[0]!, { page: 2, limit: 5 })).json().data;
    expect(paged.items).toHaveLength(5);
    expect(paged.items[0].date).toBe(tokyoDay(addDays(new Date(), -7)));
  });

  it('shows the runs of one day and every item of one run', async () => {
    const date = tokyoDay(addDays(new Date(), -3));
    const day = (await kit.get('/v3/history/details', kit.students[0]!, { date })).json().data;
    expect(day.date).toBe(date);
    expect(day.items.length).toBeGreaterThan(0);
    expect(day.items[0]).toMatchObject({ resource_title: expect.stringContaining('テスト教材') });
    const completed = day.items.find((item: { is_completed: number }) => item.is_completed === 1);
    expect(completed.answer_count).toBe(5);
    const guid = completed.guid;
    const deep = (await kit.get('/v3/history/details-deep', kit.students[0]!, { guid })).json().data;
    expect(deep.record.guid).toBe(guid);
    expect(deep.record.items).toHaveLength(5);
    expect(deep.record.items[0].answered_at).not.toBeNull();
    expect((await kit.get('/v3/history/details-deep', kit.students[1]!, { guid })).statusCode).toBe(404);
  });

  it('counts today the moment a new answer lands, and refuses impossible dates', async () => {
    const student = kit.students[0]!;
    await kit.post('/v3/textbook/answer-record', student, { resource_id: resourceId, guid: newGuid(), question_id: 'q4', percent_score: 90 });
    const data = (await kit.get('/v3/history/index', student)).json().data;
    expect(data.items[0]).toMatchObject({ date: tokyoDay(new Date()), practice_count: 1, average_score: 90 });
    expect(data.summary.current_streak).toBe(1);
    for (const date of ['2025-02-30', '2025-13-01', 'yesterday']) {
      const response = await kit.get('/v3/history/details', student, { date });
      expect(response.statusCode).toBe(400);
      expect(response.json().errmsg).toContain('date');
    }
  });
});

describe('ranking', () => {
  it('ranks the school by practice count, only with 50 or more, without ids', async () => {
    const data = (await kit.get('/v3/ranking/list', kit.students[0]!)).json().data;
    expect(data).toMatchObject({ scope: 'school', min_practices: 50, day: rankingDayAt(new Date()) });
    const mine = data.items.filter((item: { nickname: string }) => item.nickname.endsWith(kit.tag));
    expect(mine.map((item: { nickname: string; rank: number; practice_count: number }) => [item.nickname, item.rank, item.practice_count])).toEqual([
      [`nick-s0-${kit.tag}`, 1, 72],
      [`nick-o-${kit.tag}`, 2, 55],
      [`nick-s1-${kit.tag}`, 3, 50],
    ]);
    expect(data.me).toEqual({ rank: 1, practice_count: 72, needed: 0 });
    for (const item of data.items) expect(Object.keys(item).sort()).toEqual(['avatar', 'average_score', 'is_me', 'nickname', 'practice_count', 'rank']);
  });

  it('ranks classmates only with scope=class, and tells an unranked student how many practices are missing', async () => {
    const data = (await kit.get('/v3/ranking/list', kit.students[1]!, { scope: 'class' })).json().data;
    expect(data.items.map((item: { rank: number; is_me: number }) => [item.rank, item.is_me])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    const college = (await kit.get('/v3/ranking/list', kit.college)).json().data;
    expect(college.me).toEqual({ rank: null, practice_count: 20, needed: 30 });
    expect((await kit.get('/v3/ranking/list', kit.college, { scope: 'world' })).statusCode).toBe(400);
  });
});

describe('user card', () => {
  it('shows level, totals, streak, rank and badges worked out from the records', async () => {
    const card = (await kit.get('/v3/user-card/info', kit.students[0]!)).json().data;
    expect(card.nickname).toBe(`nick-s0-${kit.tag}`);
    expect(card.class_names).toEqual([`クラス ${kit.tag}`]);
    expect(card.totals.practices).toBe(73);
    expect(card.totals.resources_completed).toBe(12);
    expect(card.level).toMatchObject({ level: 3, xp: 73 + 120 });
    expect(card.streak).toMatchObject({ current: 1, longest: 12, last_practice_date: tokyoDay(new Date()) });
    expect(card.rank).toMatchObject({ rank: 1 });
    const badge = (key: string) => card.badges.find((entry: { key: string }) => entry.key === key);
    expect(badge('first_practice')).toMatchObject({ earned: 1, earned_on: tokyoDay(addDays(new Date(), -13)) });
    expect(badge('streak_7')).toMatchObject({ earned: 1, earned_on: tokyoDay(addDays(new Date(), -7)) });
    expect(badge('streak_30')).toMatchObject({ earned: 0, progress: 12, target: 30 });
    expect(badge('practices_100')).toMatchObject({ earned: 0, progress: 73 });
    expect(badge('ranked')).toMatchObject({ earned: 1 });
  });

  it('lists one card per month studied, newest first', async () => {
    const data = (await kit.get('/v3/user-card/list', kit.students[1]!)).json().data;
    const months = new Set(pastDays(10, 5).map((day) => tokyoDay(addDays(new Date(), -day.daysAgo)).slice(0, 7)));
    expect(data.total).toBe(months.size);
    expect(data.items.reduce((sum: number, month: { practices: number }) => sum + month.practices, 0)).toBe(50);
    expect(data.items[0].month >= (data.items.at(-1)?.month ?? '')).toBe(true);
  });

  it('needs the student own token', async () => {
    expect((await kit.get('/v3/user-card/info', kit.students[0]!, { student_id: kit.students[1]!.id })).statusCode).toBe(403);
    expect((await kit.app.inject({ method: 'GET', url: '/v3/user-card/info', query: { student_id: String(kit.students[0]!.id) } })).statusCode).toBe(401);
  });
});

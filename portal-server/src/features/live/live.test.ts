import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudyApp, type StudyTestApp } from '../../../test/study-kit';
import { liveStatus } from './service';

let kit: StudyTestApp;
const MINUTE = 60_000;

const schedule = (body: Record<string, string | number>, token = kit.teacher.token) =>
  kit.app.inject({ method: 'POST', url: '/v3/teacher/live/create', headers: { authorization: `Bearer ${token}` }, payload: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) });

const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

beforeAll(async () => {
  kit = await startStudyApp({ students: 1 });
  const plan: [string, number, number][] = [
    ['開催中の授業', -10, 50],
    ['まもなく始まる授業', 10, 70],
    ['来週の授業', 7 * 24 * 60, 7 * 24 * 60 + 60],
    ['先週の授業', -7 * 24 * 60, -7 * 24 * 60 + 60],
  ];
  for (const [title, start, end] of plan) {
    const response = await schedule({ class_id: kit.classId, title, starts_at: at(start), ends_at: at(end), join_url: `https://live.example.jp/rooms/${encodeURIComponent(title)}` });
    expect(response.statusCode, response.body).toBe(200);
  }
});

afterAll(async () => {
  await kit?.close();
});

describe('GET /v3/live/list', () => {
  it('lists live and upcoming classes of the student class, with the link only while the room is open', async () => {
    const data = (await kit.get('/v3/live/list', kit.students[0]!)).json().data;
    expect(data.items.map((item: { title: string; status: string; can_join: number }) => [item.title, item.status, item.can_join])).toEqual([
      ['開催中の授業', 'live', 1],
      ['まもなく始まる授業', 'upcoming', 1],
      ['来週の授業', 'upcoming', 0],
    ]);
    expect(data.items[0].join_url).toContain('https://live.example.jp/rooms/');
    expect(data.items[2].join_url).toBe('');
    expect(data.items[0]).toMatchObject({ class_name: `クラス ${kit.tag}`, teacher_name: `nick-t-${kit.tag}`, duration_minutes: 60 });
  });

  it('lists ended classes with status=past, pages, and shows nothing to students of other classes', async () => {
    const past = (await kit.get('/v3/live/list', kit.students[0]!, { status: 'past' })).json().data;
    expect(past.items.map((item: { title: string; join_url: string }) => [item.title, item.join_url])).toEqual([['先週の授業', '']]);
    const firstPage = (await kit.get('/v3/live/list', kit.students[0]!, { limit: 2 })).json().data;
    expect(firstPage).toMatchObject({ has_more: 1 });
    expect(firstPage.items).toHaveLength(2);
    expect((await kit.get('/v3/live/list', kit.outsider)).json().data.items).toEqual([]);
    expect((await kit.get('/v3/live/list', kit.students[0]!, { status: 'soon' })).statusCode).toBe(400);
  });
});

describe('POST /v3/teacher/live/create', () => {
  it('refuses students, other classes, non-https links and reversed times', async () => {
    const base = { class_id: kit.classId, title: 'x', starts_at: at(60), ends_at: at(120), join_url: 'https://live.example.jp/r/1' };
    expect((await schedule(base, kit.students[0]!.token)).statusCode).toBe(403);
    expect((await schedule({ ...base, class_id: kit.classId + 100_000 })).statusCode).toBe(403);
    const http = await schedule({ ...base, join_url: 'http://live.example.jp/r/1' });
    expect(http.statusCode).toBe(400);
    expect(http.json().errmsg).toContain('https');
    const reversed = await schedule({ ...base, ends_at: at(30) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errmsg).toContain('終了時刻');
  });
});

describe('liveStatus', () => {
  it('is upcoming before the start, live until the end, ended from the end', () => {
    const startsAt = new Date('2025-04-01T10:00:00Z');
    const endsAt = new Date('2025-04-01T11:00:00Z');
    expect(liveStatus({ startsAt, endsAt }, new Date('2025-04-01T09:59:59Z'))).toBe('upcoming');
    expect(liveStatus({ startsAt, endsAt }, startsAt)).toBe('live');
    expect(liveStatus({ startsAt, endsAt }, endsAt)).toBe('ended');
  });
});

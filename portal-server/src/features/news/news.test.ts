import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, dataDigest, type TestPortal } from '../../../test/harness';
import { newsId } from '../../../test/route-cases/news';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
});

afterAll(async () => {
  await portal?.close();
});

describe('news', () => {
  it("shows each student their school's and their class's notices only", async () => {
    const business = await portal.get('/v3/news/list', { as: await portal.session('biz02') });
    const college = await portal.get('/v3/news/list', { as: await portal.session('col02') });
    const titles = (response: typeof business) => response.body.data.list.map((item: { title: string }) => item.title);
    expect(titles(business)).toContain('今週の宿題が出ました');
    expect(titles(business)).not.toContain('大学英語 基礎クラス: オリエンテーションのお知らせ');
    expect(titles(college)).toContain('大学英語 基礎クラス: オリエンテーションのお知らせ');
    expect(titles(college)).not.toContain('今週の宿題が出ました');
  });

  it('counts unread notices down as they are read; reading twice counts once', async () => {
    const session = await portal.session('biz03');
    const noticeTotal = async () => (await portal.get('/v3/homework-for-student/new-notice-total', { as: session })).body.data.new_msg_num;
    // The dashboard counts the same notices with its own prepared statement: both must agree.
    const total = async () => {
      const dashboard = (await portal.get('/v3/student/dashboard', { as: session })).body.data.new_msg_num;
      expect(dashboard).toBe(await noticeTotal());
      return dashboard;
    };
    expect(await total()).toBe(4);
    const id = await newsId(portal, 'demo-maintenance');
    await portal.postForm('/v3/news/mark-read', { news_id: id }, { as: session });
    await portal.postForm('/v3/news/mark-read', { news_id: id }, { as: session });
    expect(await total()).toBe(3);
    const detail = await portal.get('/v3/news/detail', { as: session, query: { news_id: id } });
    expect(detail.body.data.is_read).toBe(1);
  });

  it('refuses to mark a notice of another class, and marks nothing of a mixed list', async () => {
    const session = await portal.session('biz01');
    const digest = await dataDigest(portal);
    const mixed = `${await newsId(portal, 'demo-eiken')},${await newsId(portal, 'demo-college-guidance')}`;
    const response = await portal.postForm('/v3/news/mark-read', { news_id: mixed }, { as: session });
    expect(response.status).toBe(404);
    expect(await dataDigest(portal)).toEqual(digest);
  });

  it("a teacher's notice reaches their class at once, and only their class; students cannot post one", async () => {
    const teacher = await portal.freshSession('teacher01');
    const business = await portal.session('biz01');
    const college = await portal.session('col01');
    const count = async (session: typeof business) => (await portal.get('/v3/student/dashboard', { as: session })).body.data.new_msg_num;
    const [businessBefore, collegeBefore] = [await count(business), await count(college)];
    const posted = await portal.postForm('/v3/teacher/news/create', { class_id: portal.school.classIds.business, title: '教室の変更', content: '明日の授業は203教室です。' }, { as: teacher, studentId: null });
    expect(posted.status).toBe(200);
    expect(await count(business)).toBe(businessBefore + 1);
    expect(await count(college)).toBe(collegeBefore);
    const byStudent = await portal.postForm('/v3/teacher/news/create', { class_id: portal.school.classIds.business, title: 'x', content: 'y' }, { as: business, studentId: null });
    expect(byStudent.status).toBe(403);
  });
});

import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCourseRuns, aiLessonSteps, aiStepProgress } from '../../db/tables/ai-course';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { completeLesson, courseByCode, ensureVideoManifest, FIXTURE_VIDEO_SECONDS, lessonsOf, playResource } from '../../../test/route-cases/ai-course';
import { videoManifestPath } from './video-build';
import { seedAiCourses } from './seed';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
  // The calls read the lesson videos from the manifest only; this data folder's videos may not be built.
  fs.rmSync(videoManifestPath(portal.dataDir), { force: true });
});
afterAll(() => portal?.close());

const get = async (session: Session, url: string, query: Record<string, string | number>) => portal.get(url, { as: session, query });
const post = async (session: Session, url: string, body: unknown) => portal.postJson(url, body, { as: session });

function expectRefused(response: { status: number; body: { errmsg: string; data: unknown } }, status: number, message?: string) {
  expect(response.status, response.body.errmsg).toBe(status);
  expect(response.body.errmsg.length).toBeGreaterThan(0);
  if (message) expect(response.body.errmsg).toContain(message);
  expect(response.body.data ?? null).toBeNull();
}

describe('a lesson, the course test, the recommendation and the report', () => {
  it('goes through the four steps of a lesson', async () => {
    const student = await portal.session('biz04');
    const course = await courseByCode(portal, 'daily-conversation');
    const [first, second] = await lessonsOf(portal, course.id);

    // Without its video in the manifest (content build not run) the lesson is an error, not a page without video.
    expectRefused(await get(student, '/v3/ai/course/exercise/part', { lesson_id: first!.lesson.id }), 503, 'pnpm content:build');
    await ensureVideoManifest(portal);

    const part = await get(student, '/v3/ai/course/exercise/part', { lesson_id: first!.lesson.id });
    expect(part.status, part.body.errmsg).toBe(200);
    const data = part.body.data;
    expect(data.lesson).toMatchObject({ lesson_id: first!.lesson.id, course_id: course.id });
    expect(data.lesson.skills.length).toBeGreaterThan(0);
    expect(data.video).toMatchObject({ resource_id: first!.video.id, duration_seconds: FIXTURE_VIDEO_SECONDS, watched_seconds: 0, done: 0 });
    expect(data.video.url).toBe('/resources/ai-lesson-daily-conversation-1/0123abcd/lesson.mp4');
    expect(data.video.captions).toEqual([
      { lang: 'ja', label: '日本語', url: '/resources/ai-lesson-daily-conversation-1/0123abcd/captions.ja.vtt' },
      { lang: 'en', label: 'English', url: '/resources/ai-lesson-daily-conversation-1/0123abcd/captions.en.vtt' },
    ]);
    expect(data.explanation.sections[0].heading.length).toBeGreaterThan(0);
    expect(data.explanation.key_phrases.length).toBeGreaterThanOrEqual(4);
    expect(data.review).toMatchObject({ resource_id: first!.review.id, exercise_resource_id: first!.review.exerciseResourceId, done: 0, best_score: null, last_guid: null });
    expect(data.next_lesson_id).toBe(second!.lesson.id);

    // Video: watched only grows, the position is kept for resuming, done at 90 %.
    const video = (body: object) => post(student, '/v3/ai/course/exercise/video/submit', { resource_id: first!.video.id, ...body });
    expect((await video({ watched_seconds: 30, position: 30 })).body.data).toEqual({ watched_seconds: 30, done: 0 });
    expect((await video({ watched_seconds: 10, position: 12 })).body.data).toEqual({ watched_seconds: 30, done: 0 });
    // Seconds beyond the millisecond are dropped (a float4 column on PostgreSQL refuses 4e-255).
    expect((await video({ watched_seconds: '4.1848129994878526e-255', position: '4.1848129994878526e-255' })).status).toBe(200);
    expect((await video({ watched_seconds: FIXTURE_VIDEO_SECONDS * 0.89, position: 71 })).body.data.done).toBe(0);
    expectRefused(await video({ watched_seconds: FIXTURE_VIDEO_SECONDS + 5, position: 0 }), 400, '動画の長さ');
    expect((await video({ watched_seconds: FIXTURE_VIDEO_SECONDS * 0.9, position: 72 })).body.data).toEqual({ watched_seconds: FIXTURE_VIDEO_SECONDS * 0.9, done: 1 });
    expect((await video({ watched_seconds: 5, position: 20 })).body.data.done).toBe(1);
    const resumed = (await get(student, '/v3/ai/course/exercise/part', { lesson_id: first!.lesson.id })).body.data.video;
    expect(resumed).toMatchObject({ last_position: 20, watched_seconds: FIXTURE_VIDEO_SECONDS * 0.9, done: 1 });

    expect((await post(student, '/v3/ai/course/exercise/explanation/submit', { resource_id: first!.explanation.id })).body.data).toEqual({ done: 1 });

    // Review: an unfinished run is refused, the finished one scored, a resent guid counted once.
    const reviewResource = first!.review.exerciseResourceId!;
    let wrongOnce = false;
    const open = await playResource(portal, student, reviewResource, () => true, { finish: false });
    expectRefused(await post(student, '/v3/ai/course/exercise/review/submit', { resource_id: first!.review.id, guid: open }), 409, 'まだ終わっていません');
    const reviewGuid = await playResource(portal, student, reviewResource, () => {
      if (wrongOnce) return true;
      wrongOnce = true;
      return false;
    });
    const review = await post(student, '/v3/ai/course/exercise/review/submit', { resource_id: first!.review.id, guid: reviewGuid });
    expect(review.status, review.body.errmsg).toBe(200);
    expect(review.body.data.correct).toBe(review.body.data.total - 1);
    expect(review.body.data.score).toBeLessThan(100);
    expect(review.body.data.done).toBe(1);
    const again = await post(student, '/v3/ai/course/exercise/review/submit', { resource_id: first!.review.id, guid: reviewGuid });
    expect(again.body.data).toEqual(review.body.data);
    const [{ runs }] = (await portal.db.select({ runs: count() }).from(aiCourseRuns).where(eq(aiCourseRuns.guid, reviewGuid))) as [{ runs: number }];
    expect(runs).toBe(1);

    const logs = await get(student, '/v3/ai/course/exercise/review/logs', { lesson_id: first!.lesson.id, guid: reviewGuid });
    expect(logs.status, logs.body.errmsg).toBe(200);
    expect(logs.body.data).toMatchObject({ score: review.body.data.score, correct: review.body.data.correct, total: review.body.data.total });
    const wrong = logs.body.data.items.filter((item: { is_right: number }) => item.is_right === 0);
    expect(wrong).toHaveLength(1);
    expect(wrong[0].correct_answer.length).toBeGreaterThan(0);
    expect(wrong[0].your_answer).not.toBe(wrong[0].correct_answer);
    expect(logs.body.data.items.every((item: { question: string; explanation: string }) => item.question.length > 0 && item.explanation.length > 0)).toBe(true);

    const consolidationGuid = await playResource(portal, student, first!.consolidation.exerciseResourceId!);
    const consolidation = await post(student, '/v3/ai/course/exercise/consolidation/submit', { resource_id: first!.consolidation.id, guid: consolidationGuid });
    expect(consolidation.body.data).toMatchObject({ score: 100, done: 1 });

    const index = (await get(student, '/v3/ai/course/exercise/index', { course_id: course.id })).body.data;
    expect(index.lessons[0]).toMatchObject({ lesson_id: first!.lesson.id, position: 1, done: 1, progress_percent: 100 });
    expect(index.lessons[0].steps.map((step: { done: number }) => step.done)).toEqual([1, 1, 1, 1]);
    expect(index.lessons[1]).toMatchObject({ done: 0, progress_percent: 0 });
    expect(index.test).toEqual({ unlocked: 0, best_score: null, last_guid: null });
    const progress = (await get(student, '/v3/ai/course/index', {})).body.data.list.find((entry: { course_id: number }) => entry.course_id === course.id);
    expect(progress).toMatchObject({ done_lessons: 1, progress_percent: Math.round((4 / (index.lessons.length * 4)) * 100), test_best_score: null, test_count: 0 });
  });

  it('refuses what is not this student\'s finished run of the step\'s resource, and changes nothing', async () => {
    const student = await portal.session('col03');
    const other = await portal.session('biz03');
    await ensureVideoManifest(portal);
    const course = await courseByCode(portal, 'daily-conversation');
    const [first, second] = await lessonsOf(portal, course.id);
    const submit = (body: object) => post(student, '/v3/ai/course/exercise/review/submit', body);

    const othersGuid = await playResource(portal, other, first!.review.exerciseResourceId!);
    expectRefused(await submit({ resource_id: first!.review.id, guid: othersGuid }), 404, '学習記録が見つかりません');
    const consolidationRun = await playResource(portal, student, first!.consolidation.exerciseResourceId!);
    expectRefused(await submit({ resource_id: first!.review.id, guid: consolidationRun }), 400, '別の教材');
    expectRefused(await submit({ resource_id: first!.consolidation.id, guid: consolidationRun }), 400, '復習ステップ');
    expectRefused(await submit({ resource_id: first!.review.id, guid: randomUUID() }), 404);
    expectRefused(await submit({ resource_id: first!.review.id }), 400);
    expectRefused(await submit({ resource_id: 'review', guid: randomUUID() }), 400);
    const [{ rows }] = (await portal.db.select({ rows: count() }).from(aiStepProgress).where(eq(aiStepProgress.studentId, student.studentId))) as [{ rows: number }];
    expect(rows).toBe(0);

    // A submitted guid belongs to its step: not another step's, not another lesson's logs, not another student's.
    const reviewGuid = await playResource(portal, student, first!.review.exerciseResourceId!);
    expect((await submit({ resource_id: first!.review.id, guid: reviewGuid })).status).toBe(200);
    expectRefused(await post(student, '/v3/ai/course/exercise/consolidation/submit', { resource_id: first!.consolidation.id, guid: reviewGuid }), 400);
    expectRefused(await get(student, '/v3/ai/course/exercise/review/logs', { lesson_id: second!.lesson.id, guid: reviewGuid }), 404);
    expectRefused(await get(student, '/v3/ai/course/exercise/consolidation/logs', { lesson_id: first!.lesson.id, guid: reviewGuid }), 404);
    expectRefused(await get(other, '/v3/ai/course/exercise/review/logs', { lesson_id: first!.lesson.id, guid: reviewGuid }), 404);
    expectRefused(await get(student, '/v3/ai/course/exercise/part', { lesson_id: 999_999 }), 404, 'レッスンが見つかりません');
    expectRefused(await get(student, '/v3/ai/course/exercise/index', { course_id: 999_999 }), 404, '講座が見つかりません');

    // The test stays closed until every lesson is done.
    const test = (await get(student, '/v3/ai/course/testing/index', { course_id: course.id })).body.data;
    expect(test.unlocked).toBe(0);
    const early = await playResource(portal, student, test.exercise_resource_id);
    expectRefused(await post(student, '/v3/ai/course/testing/submit', { course_id: course.id, guid: early }), 423, 'すべてのレッスン');
  });

  it('takes the course test, recommends the weak skill and reports it', async () => {
    // biz05 has no practice history (answers/seed.ts): the course's own results decide.
    const student = await portal.session('biz05');
    await ensureVideoManifest(portal);
    const course = await courseByCode(portal, 'daily-conversation');
    for (const lesson of await lessonsOf(portal, course.id)) await completeLesson(portal, student, lesson);
    const testing = (await get(student, '/v3/ai/course/testing/index', { course_id: course.id })).body.data;
    expect(testing).toMatchObject({ unlocked: 1, attempts: [] });
    expect(testing.time_limit_seconds).toBe(testing.question_count * 60);

    // Every listening question wrong, the rest right.
    const guid = await playResource(portal, student, testing.exercise_resource_id, (skill) => skill !== 'listening');
    const result = await post(student, '/v3/ai/course/testing/submit', { course_id: course.id, guid });
    expect(result.status, result.body.errmsg).toBe(200);
    const listening = result.body.data.skills.find((skill: { skill: string }) => skill.skill === 'listening');
    expect(listening, 'the course test has listening questions').toBeDefined();
    expect(listening).toMatchObject({ correct: 0, percent: 0 });
    expect(result.body.data.correct).toBe(result.body.data.total - listening.total);
    expect((await post(student, '/v3/ai/course/testing/submit', { course_id: course.id, guid })).body.data).toEqual(result.body.data);

    const paper = (await get(student, '/v3/ai/course/testing/paper', { course_id: course.id, guid })).body.data;
    expect(paper).toMatchObject({ guid, score: result.body.data.score, skills: result.body.data.skills });
    expect(paper.items).toHaveLength(result.body.data.total);

    const recommendation = await get(student, '/v3/ai/course/recommend/index', { course_id: course.id });
    expect(recommendation.status, recommendation.body.errmsg).toBe(200);
    const { weakest, list } = recommendation.body.data;
    expect(weakest[0].skill).toBe('listening');
    expect(list[0].skill).toBe('listening');
    expect(list[0].reason).toContain('コーステストのリスニングが 0%');
    const recommended = list[0];
    const practiced = await playResource(portal, student, recommended.resource_id, () => false);
    const submitted = await post(student, '/v3/ai/course/recommend/submit', { course_id: course.id, resource_id: recommended.resource_id, guid: practiced });
    expect(submitted.status, submitted.body.errmsg).toBe(200);
    expect(submitted.body.data).toMatchObject({ score: 0, correct: 0 });
    const recommendLogs = (await get(student, '/v3/ai/course/recommend/logs', { course_id: course.id, guid: practiced })).body.data;
    expect(recommendLogs).toMatchObject({ resource_id: recommended.resource_id, reason: recommended.reason });
    expect(recommendLogs.items.length).toBe(recommendLogs.total);
    expectRefused(await post(student, '/v3/ai/course/recommend/submit', { course_id: course.id, resource_id: recommended.resource_id, guid }), 400, '別の提出');
    expectRefused(await post(student, '/v3/ai/course/recommend/submit', { course_id: course.id, resource_id: 1_363_200_170, guid }), 400, '別の提出');

    const report = await get(student, '/v3/ai/course/report', {});
    expect(report.status, report.body.errmsg).toBe(200);
    const mine = report.body.data.courses.find((entry: { course_id: number }) => entry.course_id === course.id);
    expect(mine.progress_percent).toBe(100);
    expect(mine.tests).toEqual([{ guid, score: result.body.data.score, submitted_at: expect.any(String) }]);
    expect(mine.lessons.every((lesson: { steps_done: number; steps_total: number; review_score: number }) => lesson.steps_done === 4 && lesson.steps_total === 4 && lesson.review_score === 100)).toBe(true);
    // The videos were watched to the end: at least their length counts as study time.
    expect(mine.time_spent_seconds).toBeGreaterThanOrEqual(FIXTURE_VIDEO_SECONDS * mine.lessons.length);
    expect(report.body.data.daily).toHaveLength(14);
    expect(report.body.data.daily.at(-1).seconds).toBeGreaterThanOrEqual(FIXTURE_VIDEO_SECONDS * mine.lessons.length);
    expect(report.body.data.skills.find((skill: { skill: string }) => skill.skill === 'listening')).toEqual({ skill: 'listening', percent: 0 });
    const index = (await get(student, '/v3/ai/course/index', {})).body.data.list.find((entry: { course_id: number }) => entry.course_id === course.id);
    expect(index).toMatchObject({ progress_percent: 100, test_best_score: result.body.data.score, test_count: 1 });
  });

  it('with no history recommends the course\'s own skills and says there is no record yet', async () => {
    // col03 has no practice history and nothing submitted in this course.
    const student = await portal.session('col03');
    const course = await courseByCode(portal, 'business-email');
    const { weakest, list } = (await get(student, '/v3/ai/course/recommend/index', { course_id: course.id })).body.data;
    expect(weakest).toEqual([]);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].reason).toContain('まだ学習記録がない');
  });

  it('keeps step ids across reseeds', async () => {
    const before = await portal.db.select().from(aiLessonSteps).orderBy(asc(aiLessonSteps.id));
    expect(before).toHaveLength(14 * 4);
    await seedAiCourses(portal.db);
    const after = await portal.db.select().from(aiLessonSteps).orderBy(asc(aiLessonSteps.id));
    expect(after).toEqual(before);
    // Review and consolidation stay linked to their engine resources.
    expect(after.filter((step) => (step.kind === 'review' || step.kind === 'consolidation') && step.exerciseResourceId === null)).toEqual([]);
  });
});

describe('the guide', () => {
  it('is in Japanese with its sections', async () => {
    const data = (await get(await portal.session('biz04'), '/v3/ai/course/document', {})).body.data;
    expect(data.title).toBe('AI講座の使い方');
    expect(data.sections.length).toBeGreaterThanOrEqual(5);
    expect(data.sections.map((section: { heading: string }) => section.heading)).toContain('動画の見方（90% で完了）');
  });
});

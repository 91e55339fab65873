// Matrix cases for the AI course calls (/v3/ai/course/..., spec part 3 "AI course") on the real
// content, and the helpers the feature test (src/features/ai-course/ai-course.test.ts) shares:
// playing a course resource through the one answer post, finishing lessons and a course.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { aiCourseRuns, aiCourses, aiLessons, aiLessonSteps, type AiStepKind } from '../../src/db/tables/ai-course';
import { resources } from '../../src/db/tables/resources';
import { itemSkill, readPackageIndex } from '../../src/features/ai-course/review-items';
import { lessonVideoKey, readVideoManifest, writeVideoManifest, type LessonVideo } from '../../src/features/ai-course/video-build';
import type { ResourceItemMeta } from '../../src/lib/item-meta';
import type { Session, TestPortal } from '../harness';
import type { CaseContext, RouteCases } from './types';

/** The length the video fixture claims for a lesson whose video was not built in this data folder. */
export const FIXTURE_VIDEO_SECONDS = 80;

/**
 * Lessons the content build left without a video get a manifest entry (the calls read only the
 * manifest), so the calls can be tested without encoding 14 videos; built entries are kept.
 */
export async function ensureVideoManifest(portal: TestPortal): Promise<void> {
  const manifest = readVideoManifest(portal.dataDir);
  const lessons = await portal.db.select({ code: aiCourses.code, position: aiLessons.position }).from(aiLessons).innerJoin(aiCourses, eq(aiCourses.id, aiLessons.courseId));
  let added = false;
  for (const lesson of lessons) {
    const key = lessonVideoKey(lesson.code, lesson.position + 1);
    if (manifest[key]) continue;
    const folder = `ai-lesson-${lesson.code}-${lesson.position + 1}/0123abcd`;
    const entry: LessonVideo = { video: `${folder}/lesson.mp4`, captions: { ja: `${folder}/captions.ja.vtt`, en: `${folder}/captions.en.vtt` }, poster: `${folder}/poster.png`, duration_seconds: FIXTURE_VIDEO_SECONDS };
    manifest[key] = entry;
    added = true;
  }
  if (added) writeVideoManifest(portal.dataDir, manifest);
}

export async function courseByCode(portal: TestPortal, code: string) {
  const [course] = await portal.db.select().from(aiCourses).where(eq(aiCourses.code, code));
  if (!course) throw new Error(`no AI course ${code}`);
  return course;
}

/** A course's lessons in order, each with its steps by kind. */
export async function lessonsOf(portal: TestPortal, courseId: number) {
  const lessons = await portal.db.select().from(aiLessons).where(eq(aiLessons.courseId, courseId)).orderBy(asc(aiLessons.position));
  const result = [];
  for (const lesson of lessons) {
    const steps = await portal.db.select().from(aiLessonSteps).where(eq(aiLessonSteps.lessonId, lesson.id));
    const step = (kind: AiStepKind) => steps.find((entry) => entry.kind === kind)!;
    result.push({ lesson, video: step('video'), explanation: step('explanation'), review: step('review'), consolidation: step('consolidation') });
  }
  return result;
}

export async function resourceRow(portal: TestPortal, resourceId: number) {
  const [row] = await portal.db.select().from(resources).where(eq(resources.id, resourceId));
  if (!row) throw new Error(`no resource ${resourceId}`);
  return row;
}

/** The answer fields of one item, right or wrong, as the engine posts them. */
function answerFields(item: ResourceItemMeta, right: boolean): Record<string, string> {
  switch (item.kind) {
    case 'choice':
      return {
        result: JSON.stringify(item.questions!.map((question) => ({ question_id: question.question_id, answer_index: right ? question.correct : [question.correct[0] === 1 ? 2 : 1], score: 0 }))),
      };
    case 'blanks':
      return { answer_result: JSON.stringify(item.blanks!.map((accepted) => (right ? accepted[0]! : 'zzzz'))) };
    case 'order':
      return { answer_result: JSON.stringify(right ? item.order : ['zzzz', ...item.order!]) };
    case 'sentence':
      return { answer_result: right ? item.accepted![0]! : 'This is not the answer at all.' };
    default:
      throw new Error(`the AI course plays marked items only (got ${item.kind})`);
  }
}

/**
 * Plays a resource in free practice through the one answer post, answering each item right or
 * wrong as `right(skill)` says (listening is any item with a recording); finishes the run unless told not to.
 */
export async function playResource(portal: TestPortal, session: Session, resourceId: number, right: (skill: string) => boolean = () => true, options: { finish?: boolean } = {}): Promise<string> {
  const resource = await resourceRow(portal, resourceId);
  const index = readPackageIndex(portal.dataDir, resource);
  const packageItems = new Map((index.items as Record<string, unknown>[]).map((item) => [String(item.question_id), item]));
  const guid = randomUUID();
  for (const [at, item] of resource.items.entries()) {
    const skill = itemSkill(resource.type, packageItems.get(item.question_id)) ?? '';
    const posted = await portal.postForm('/v3/textbook/answer-record', { resource_id: resourceId, guid, question_id: item.question_id, current_index: at, ...answerFields(item, right(skill)) }, { as: session });
    if (posted.status !== 200) throw new Error(`answer to ${resource.code} ${item.question_id} failed: ${posted.body.errmsg}`);
  }
  if (options.finish !== false) {
    const done = await portal.postForm('/v3/textbook/answer-record', { resource_id: resourceId, guid, current_index: resource.items.length, is_completed: 1 }, { as: session });
    if (done.status !== 200) throw new Error(`finishing ${resource.code} failed: ${done.body.errmsg}`);
  }
  return guid;
}

async function submitted(response: Promise<{ status: number; body: { errmsg: string; data: unknown } }>) {
  const result = await response;
  if (result.status !== 200) throw new Error(`AI course call failed: ${result.status} ${result.body.errmsg}`);
  return result.body.data;
}

/** Does all four steps of a lesson (video watched to the end, explanation read, review and consolidation all right). */
export async function completeLesson(portal: TestPortal, session: Session, lesson: Awaited<ReturnType<typeof lessonsOf>>[number]): Promise<void> {
  await ensureVideoManifest(portal);
  const [course] = await portal.db.select().from(aiCourses).where(eq(aiCourses.id, lesson.lesson.courseId));
  const duration = readVideoManifest(portal.dataDir)[lessonVideoKey(course!.code, lesson.lesson.position + 1)]!.duration_seconds;
  await submitted(portal.postJson('/v3/ai/course/exercise/video/submit', { resource_id: lesson.video.id, watched_seconds: duration, position: duration }, { as: session }));
  await submitted(portal.postJson('/v3/ai/course/exercise/explanation/submit', { resource_id: lesson.explanation.id }, { as: session }));
  for (const kind of ['review', 'consolidation'] as const) {
    const guid = await playResource(portal, session, lesson[kind].exerciseResourceId!);
    await submitted(portal.postJson(`/v3/ai/course/exercise/${kind}/submit`, { resource_id: lesson[kind].id, guid }, { as: session }));
  }
}

/** Finishes every lesson of a course not yet finished by the student (so the test opens). */
export async function completeCourse(portal: TestPortal, session: Session, courseId: number): Promise<void> {
  const index = (await submitted(portal.get('/v3/ai/course/exercise/index', { as: session, query: { course_id: courseId } }))) as { lessons: { lesson_id: number; done: number }[] };
  for (const lesson of await lessonsOf(portal, courseId)) {
    if (index.lessons.find((entry) => entry.lesson_id === lesson.lesson.id)?.done !== 1) await completeLesson(portal, session, lesson);
  }
}

/** A finished and submitted course test of the student (the course done first); listening answered wrong. */
export async function submittedTest(portal: TestPortal, session: Session, courseId: number) {
  await completeCourse(portal, session, courseId);
  const course = (await portal.db.select().from(aiCourses).where(eq(aiCourses.id, courseId)))[0]!;
  const guid = await playResource(portal, session, course.testResourceId!, (skill) => skill !== 'listening');
  await submitted(portal.postJson('/v3/ai/course/testing/submit', { course_id: courseId, guid }, { as: session }));
  return guid;
}

/** The first lesson of the first course. */
async function firstLesson(portal: TestPortal) {
  await ensureVideoManifest(portal);
  const [course] = await portal.db.select().from(aiCourses).orderBy(asc(aiCourses.sort)).limit(1);
  return { course: course!, lessons: await lessonsOf(portal, course!.id) };
}

/** The shortest course (its test opens after the fewest lessons). */
async function shortCourse(portal: TestPortal) {
  const courses = await portal.db.select().from(aiCourses).orderBy(asc(aiCourses.sort));
  const sized = await Promise.all(courses.map(async (course) => ({ course, count: (await lessonsOf(portal, course.id)).length })));
  return sized.sort((a, b) => a.count - b.count)[0]!.course;
}

const otherSession = (ctx: CaseContext) => ctx.portal.session(ctx.session.login === 'biz02' ? 'biz03' : 'biz02');

/** A submitted step run of the session's student: [lesson, guid]. */
async function submittedStep(ctx: CaseContext, kind: 'review' | 'consolidation', session = ctx.session) {
  const { lessons } = await firstLesson(ctx.portal);
  const lesson = lessons[0]!;
  const guid = await playResource(ctx.portal, session, lesson[kind].exerciseResourceId!, () => false);
  await submitted(ctx.portal.postJson(`/v3/ai/course/exercise/${kind}/submit`, { resource_id: lesson[kind].id, guid }, { as: session }));
  return { lesson, guid };
}

/** A submitted recommended run of the student in the short course. */
async function submittedRecommendation(ctx: CaseContext, session = ctx.session) {
  const course = await shortCourse(ctx.portal);
  const recommended = (await submitted(ctx.portal.get('/v3/ai/course/recommend/index', { as: session, query: { course_id: course.id } }))) as { list: { resource_id: number }[] };
  const resourceId = recommended.list[0]!.resource_id;
  const guid = await playResource(ctx.portal, session, resourceId);
  await submitted(ctx.portal.postJson('/v3/ai/course/recommend/submit', { course_id: course.id, resource_id: resourceId, guid }, { as: session }));
  return { course, guid };
}

const stepCases = (kind: 'review' | 'consolidation'): RouteCases => ({
  [`POST /v3/ai/course/exercise/${kind}/submit`]: {
    input: async (ctx) => {
      const { lessons } = await firstLesson(ctx.portal);
      const lesson = lessons[0]!;
      return { json: { resource_id: lesson[kind].id, guid: await playResource(ctx.portal, ctx.session, lesson[kind].exerciseResourceId!) } };
    },
    check: (data) => {
      expect(data).toMatchObject({ done: 1, score: 100 });
      expect(data.correct).toBe(data.total);
    },
    bad: async ({ portal }) => {
      const { lessons } = await firstLesson(portal);
      const other = kind === 'review' ? lessons[0]!.consolidation.id : lessons[0]!.review.id;
      return {
        'no guid': { json: { resource_id: lessons[0]![kind].id } },
        'a short guid': { json: { resource_id: lessons[0]![kind].id, guid: 'x' } },
        'resource_id not a number': { json: { resource_id: 'step', guid: randomUUID() } },
        'the step of another kind': { json: { resource_id: other, guid: randomUUID() } },
      };
    },
    othersRecord: async (ctx) => {
      const other = await otherSession(ctx);
      const { lessons } = await firstLesson(ctx.portal);
      return { json: { resource_id: lessons[0]![kind].id, guid: await playResource(ctx.portal, other, lessons[0]![kind].exerciseResourceId!) } };
    },
  },
  [`GET /v3/ai/course/exercise/${kind}/logs`]: {
    input: async (ctx) => {
      const { lesson, guid } = await submittedStep(ctx, kind);
      return { query: { lesson_id: String(lesson.lesson.id), guid } };
    },
    check: (data) => {
      expect(data.items.length).toBe(data.total);
      expect(data.correct).toBe(0);
      expect(data.items[0]).toMatchObject({ is_right: 0, correct_answer: expect.any(String), explanation: expect.any(String) });
    },
    bad: () => ({ 'no guid': { query: { lesson_id: '1' } }, 'no lesson_id': { query: { guid: randomUUID() } }, 'lesson_id not a number': { query: { lesson_id: 'one', guid: randomUUID() } } }),
    othersRecord: async (ctx) => {
      const { lesson, guid } = await submittedStep(ctx, kind, await otherSession(ctx));
      return { query: { lesson_id: String(lesson.lesson.id), guid } };
    },
  },
});

export const cases: RouteCases = {
  'GET /v3/ai/course/exercise/index': {
    input: async ({ portal }) => ({ query: { course_id: String((await firstLesson(portal)).course.id) } }),
    check: (data) => {
      expect(data.lessons.length).toBeGreaterThanOrEqual(3);
      expect(data.lessons[0].steps.map((step: { kind: string }) => step.kind)).toEqual(['video', 'explanation', 'review', 'consolidation']);
      expect(data.test).toMatchObject({ unlocked: expect.any(Number) });
    },
    bad: () => ({ 'no course_id': { query: {} }, 'course_id not a number': { query: { course_id: 'daily' } }, 'course_id zero': { query: { course_id: '0' } } }),
  },
  'GET /v3/ai/course/exercise/part': {
    input: async ({ portal }) => ({ query: { lesson_id: String((await firstLesson(portal)).lessons[0]!.lesson.id) } }),
    check: (data) => {
      expect(data.video.url).toMatch(/^\/resources\/ai-lesson-.+\/lesson\.mp4$/);
      expect(data.video.captions.map((caption: { lang: string }) => caption.lang)).toEqual(['ja', 'en']);
      expect(data.explanation.sections.length).toBeGreaterThanOrEqual(2);
      expect(data.review.exercise_resource_id).toEqual(expect.any(Number));
      expect(data.next_lesson_id).toEqual(expect.any(Number));
    },
    bad: () => ({ 'no lesson_id': { query: {} }, 'lesson_id not a number': { query: { lesson_id: 'first' } } }),
  },
  'POST /v3/ai/course/exercise/video/submit': {
    input: async ({ portal }) => ({ json: { resource_id: (await firstLesson(portal)).lessons[0]!.video.id, watched_seconds: 12.5, position: 12.5 } }),
    check: (data) => expect(data.watched_seconds).toBeGreaterThanOrEqual(12.5),
    bad: async ({ portal }) => {
      const { lessons } = await firstLesson(portal);
      const video = lessons[0]!.video.id;
      return {
        'no watched_seconds': { json: { resource_id: video, position: 0 } },
        'negative watched_seconds': { json: { resource_id: video, watched_seconds: -1, position: 0 } },
        'longer than the video': { json: { resource_id: video, watched_seconds: 100_000, position: 0 } },
        'the explanation step': { json: { resource_id: lessons[0]!.explanation.id, watched_seconds: 1, position: 0 } },
      };
    },
  },
  'POST /v3/ai/course/exercise/explanation/submit': {
    input: async ({ portal }) => ({ json: { resource_id: (await firstLesson(portal)).lessons[0]!.explanation.id } }),
    check: (data) => expect(data).toEqual({ done: 1 }),
    bad: async ({ portal }) => ({ 'no resource_id': { json: {} }, 'the video step': { json: { resource_id: (await firstLesson(portal)).lessons[0]!.video.id } } }),
  },
  ...stepCases('review'),
  ...stepCases('consolidation'),
  'GET /v3/ai/course/testing/index': {
    input: async ({ portal }) => ({ query: { course_id: String((await firstLesson(portal)).course.id) } }),
    check: (data) => {
      expect(data.question_count).toBeGreaterThanOrEqual(10);
      expect(data.exercise_resource_id).toEqual(expect.any(Number));
      expect(data.attempts).toEqual(expect.any(Array));
    },
    bad: () => ({ 'no course_id': { query: {} }, 'course_id not a number': { query: { course_id: 'x' } } }),
  },
  'POST /v3/ai/course/testing/submit': {
    input: async ({ portal, session }) => {
      const course = await shortCourse(portal);
      await completeCourse(portal, session, course.id);
      return { json: { course_id: course.id, guid: await playResource(portal, session, course.testResourceId!, (skill) => skill !== 'listening') } };
    },
    check: (data) => {
      expect(data.total).toBeGreaterThanOrEqual(10);
      expect(data.skills.length).toBeGreaterThan(0);
    },
    bad: () => ({ 'no guid': { json: { course_id: 1 } }, 'no course_id': { json: { guid: randomUUID() } } }),
    othersRecord: async (ctx) => {
      const other = await otherSession(ctx);
      const course = await shortCourse(ctx.portal);
      await completeCourse(ctx.portal, ctx.session, course.id);
      return { json: { course_id: course.id, guid: await playResource(ctx.portal, other, course.testResourceId!) } };
    },
  },
  'GET /v3/ai/course/testing/paper': {
    input: async ({ portal, session }) => {
      const course = await shortCourse(portal);
      return { query: { course_id: String(course.id), guid: await submittedTest(portal, session, course.id) } };
    },
    check: (data) => {
      expect(data.items.length).toBe(data.total);
      expect(data.skills.length).toBeGreaterThan(0);
    },
    bad: () => ({ 'no guid': { query: { course_id: '1' } }, 'bad guid': { query: { course_id: '1', guid: 'a b' } } }),
    othersRecord: async (ctx) => {
      const course = await shortCourse(ctx.portal);
      return { query: { course_id: String(course.id), guid: await submittedTest(ctx.portal, await otherSession(ctx), course.id) } };
    },
  },
  'GET /v3/ai/course/recommend/index': {
    input: async ({ portal }) => ({ query: { course_id: String((await shortCourse(portal)).id) } }),
    check: (data) => {
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.list[0]).toMatchObject({ resource_id: expect.any(Number), reason: expect.stringMatching(/[ぁ-ん]/) });
    },
    bad: () => ({ 'no course_id': { query: {} } }),
  },
  'POST /v3/ai/course/recommend/submit': {
    input: async ({ portal, session }) => {
      const course = await shortCourse(portal);
      const recommended = (await submitted(portal.get('/v3/ai/course/recommend/index', { as: session, query: { course_id: course.id } }))) as { list: { resource_id: number }[] };
      const resourceId = recommended.list[0]!.resource_id;
      return { json: { course_id: course.id, resource_id: resourceId, guid: await playResource(portal, session, resourceId) } };
    },
    check: (data) => expect(data.score).toBe(100),
    bad: async ({ portal }) => {
      const course = await shortCourse(portal);
      // Eiken practice is not among the resources the recommendation chooses from.
      const [eiken] = await portal.db.select({ id: resources.id }).from(resources).where(like(resources.groupKey, 'eiken:%')).limit(1);
      return {
        'no guid': { json: { course_id: course.id, resource_id: 1 } },
        'a resource the recommendation does not choose from': { json: { course_id: course.id, resource_id: eiken!.id, guid: randomUUID() } },
      };
    },
    othersRecord: async (ctx) => {
      const other = await otherSession(ctx);
      const course = await shortCourse(ctx.portal);
      const recommended = (await submitted(ctx.portal.get('/v3/ai/course/recommend/index', { as: ctx.session, query: { course_id: course.id } }))) as { list: { resource_id: number }[] };
      const resourceId = recommended.list[0]!.resource_id;
      return { json: { course_id: course.id, resource_id: resourceId, guid: await playResource(ctx.portal, other, resourceId) } };
    },
  },
  'GET /v3/ai/course/recommend/logs': {
    input: async (ctx) => {
      const { course, guid } = await submittedRecommendation(ctx);
      return { query: { course_id: String(course.id), guid } };
    },
    check: (data) => {
      expect(data.reason.length).toBeGreaterThan(0);
      expect(data.items.length).toBe(data.total);
    },
    bad: () => ({ 'no guid': { query: { course_id: '1' } } }),
    othersRecord: async (ctx) => {
      const { course, guid } = await submittedRecommendation(ctx, await otherSession(ctx));
      return { query: { course_id: String(course.id), guid } };
    },
  },
  'GET /v3/ai/course/document': {
    check: (data) => {
      expect(data.title).toBe('AI講座の使い方');
      expect(data.sections.length).toBeGreaterThanOrEqual(5);
    },
  },
  'GET /v3/ai/course/report': {
    input: async ({ portal, session }) => {
      await submittedStep({ portal, session }, 'review');
      return {};
    },
    check: async (data, { portal, session }) => {
      expect(data.courses.length).toBe(4);
      expect(data.daily).toHaveLength(14);
      const runs = await portal.db.select().from(aiCourseRuns).where(and(eq(aiCourseRuns.studentId, session.studentId)));
      expect(runs.length).toBeGreaterThan(0);
    },
  },
};

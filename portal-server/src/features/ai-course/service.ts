// The AI course (spec part 3, "AI course"): courses of lessons, each lesson four steps (video,
// explanation, review, consolidation; a step's id is the `resource_id` the submit calls take),
// then the course test and the recommendation. Review, consolidation, test and recommended
// resources are played by the exercise engine like any resource (their answers go to the one
// answer post); the course's submit calls then name the finished engine run by its guid, and the
// course keeps what it scored (ai_course_runs), once per guid.
import { and, asc, desc, eq, gte, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import { MARKED_TYPE_KEYS, skillOfType } from 'shared-contract';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { aiCourseRuns, aiCourses, aiLessons, aiLessonSteps, aiStepProgress, aiStudyDays, type AiRunKind, type AiStepKind } from '../../db/tables/ai-course';
import { answers, practiceRuns } from '../../db/tables/answers';
import { eikenExamAttempts } from '../../db/tables/eiken-exam';
import { resources } from '../../db/tables/resources';
import { wordExamItems, wordExams } from '../../db/tables/word-study';
import { ApiError, badRequest, conflict, notFound } from '../../http/reply';
import { readContent } from '../../lib/content-source';
import { addDays, tokyoDay } from '../../lib/tokyo-time';
import { completedResourceIds } from '../answer-records/progress';
import { displayItems, latestAnswersOfRun, runScore, type RunRow } from '../answer-records/runs';
import type { ResourceRow } from '../resources/service';
import { AI_SKILLS, type AiSkill } from './content-schema';
import { recommend, skillScores, type Candidate, type SkillEvidence } from './recommend';
import { readPackageIndex, reviewLogItems, skillTotals } from './review-items';
import { lessonVideoKey, readVideoManifest } from './video-build';

type Db = Database | Transaction;
type CourseRow = typeof aiCourses.$inferSelect;
type LessonRow = typeof aiLessons.$inferSelect;
type ProgressRow = typeof aiStepProgress.$inferSelect;
type CourseRunRow = typeof aiCourseRuns.$inferSelect;

export const MESSAGES = {
  courseNotFound: '講座が見つかりません。講座一覧から選び直してください。',
  lessonNotFound: 'レッスンが見つかりません。講座のレッスン一覧から選び直してください。',
  stepNotFound: (kind: string) => `このレッスンの${STEP_NAMES[kind as AiStepKind] ?? ''}ステップが見つかりません（resource_id には part の ${kind}.resource_id を送ってください）。`,
  videoMissing: 'このレッスンの動画がまだ作られていません。管理者がコンテンツのビルド（pnpm content:build）を実行すると見られるようになります。',
  watchedTooLong: (duration: number) => `watched_seconds と position は動画の長さ（${duration.toFixed(1)} 秒）以内で送ってください。`,
  runNotFound: 'この guid の学習記録が見つかりません。問題を解いたときの記録の guid を送ってください。',
  otherResource: 'この guid は別の教材を解いた記録です。このステップの問題を解いた記録の guid を送ってください。',
  homeworkRun: 'この guid は宿題の記録です。講座の問題を解いた記録の guid を送ってください。',
  unfinished: 'この記録はまだ終わっていません。最後の問題まで解いてから提出してください。',
  guidUsed: 'この guid はすでに別の提出（別のステップ・テスト・おすすめ）に使われています。',
  notSubmitted: 'この guid の提出が見つかりません。提出した記録の guid を指定してください。',
  noTest: 'この講座のテストがまだ用意されていません。',
  testLocked: 'すべてのレッスンを終えるとテストを受けられます。',
  notRecommendable: 'この教材はおすすめの対象ではありません。おすすめ一覧の教材を選んでください。',
  exercisesNotLinked: 'この講座の問題がまだ読み込まれていません。管理者がデータの読み込み（seed）を実行すると解けるようになります。',
} as const;

const STEP_NAMES: Record<AiStepKind, string> = { video: '動画', explanation: '解説', review: '復習', consolidation: '定着' };

/** A step counts as done when its progress row has done_at; 90 % of the video must have played for the video step. */
export const VIDEO_DONE_SHARE = 0.9;
/** A run's time counts at most this long: an engine run left open overnight is not an hour of study. */
const MAX_RUN_SECONDS = 60 * 60;
const REPORT_DAYS = 14;

const flag = (value: boolean) => (value ? (1 as const) : (0 as const));
const percent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

// ---------------------------------------------------------------------------------------------
// Lookups

async function requireCourse(db: Db, courseId: number): Promise<CourseRow> {
  const [course] = await db.select().from(aiCourses).where(eq(aiCourses.id, courseId)).limit(1);
  if (!course) throw notFound(MESSAGES.courseNotFound);
  return course;
}

async function requireLesson(db: Db, lessonId: number): Promise<{ lesson: LessonRow; course: CourseRow }> {
  const [row] = await db.select({ lesson: aiLessons, course: aiCourses }).from(aiLessons).innerJoin(aiCourses, eq(aiCourses.id, aiLessons.courseId)).where(eq(aiLessons.id, lessonId)).limit(1);
  if (!row) throw notFound(MESSAGES.lessonNotFound);
  return row;
}

/** A step of the given kind by id, with its lesson and course; any other id (or a step of another kind) is refused. */
async function requireStep(db: Db, stepId: number, kind: AiStepKind) {
  const [row] = await db
    .select({ step: aiLessonSteps, lesson: aiLessons, course: aiCourses })
    .from(aiLessonSteps)
    .innerJoin(aiLessons, eq(aiLessons.id, aiLessonSteps.lessonId))
    .innerJoin(aiCourses, eq(aiCourses.id, aiLessons.courseId))
    .where(eq(aiLessonSteps.id, stepId))
    .limit(1);
  if (!row || row.step.kind !== kind) throw badRequest(MESSAGES.stepNotFound(kind));
  return row;
}

/** A course's lessons in order with their steps in order. */
async function courseStructure(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  const lessons = await db.select().from(aiLessons).where(inArray(aiLessons.courseId, courseIds)).orderBy(asc(aiLessons.courseId), asc(aiLessons.position));
  const steps = lessons.length ? await db.select().from(aiLessonSteps).where(inArray(aiLessonSteps.lessonId, lessons.map((lesson) => lesson.id))).orderBy(asc(aiLessonSteps.position)) : [];
  return lessons.map((lesson) => ({ lesson, steps: steps.filter((step) => step.lessonId === lesson.id) }));
}

async function progressOf(db: Db, studentId: number, stepIds: number[]): Promise<Map<number, ProgressRow>> {
  if (stepIds.length === 0) return new Map();
  const rows = await db.select().from(aiStepProgress).where(and(eq(aiStepProgress.studentId, studentId), inArray(aiStepProgress.stepId, stepIds)));
  return new Map(rows.map((row) => [row.stepId, row]));
}

async function courseRuns(db: Db, studentId: number, courseIds: number[], kinds?: AiRunKind[]): Promise<CourseRunRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(aiCourseRuns)
    .where(and(eq(aiCourseRuns.studentId, studentId), inArray(aiCourseRuns.courseId, courseIds), kinds ? inArray(aiCourseRuns.kind, kinds) : undefined))
    .orderBy(asc(aiCourseRuns.submittedAt), asc(aiCourseRuns.id));
}

type Structure = Awaited<ReturnType<typeof courseStructure>>;

function lessonState(entry: Structure[number], progress: Map<number, ProgressRow>) {
  const done = entry.steps.filter((step) => progress.get(step.id)?.doneAt);
  return { stepsDone: done.length, stepsTotal: entry.steps.length, done: entry.steps.length > 0 && done.length === entry.steps.length };
}

function courseState(structure: Structure, progress: Map<number, ProgressRow>) {
  const states = structure.map((entry) => lessonState(entry, progress));
  const stepsDone = states.reduce((sum, state) => sum + state.stepsDone, 0);
  const stepsTotal = states.reduce((sum, state) => sum + state.stepsTotal, 0);
  return { progressPercent: percent(stepsDone, stepsTotal), doneLessons: states.filter((state) => state.done).length, allDone: states.length > 0 && states.every((state) => state.done) };
}

const bestOf = (runs: CourseRunRow[]) => (runs.length ? Math.max(...runs.map((run) => run.score)) : null);

const courseOut = (course: CourseRow) => ({ course_id: course.id, title: course.titleJa, title_en: course.titleEn, cefr: course.cefr, description: course.descriptionJa });

// ---------------------------------------------------------------------------------------------
// Courses and lessons

/** GET /ai/course/index: every course with its lessons and the student's progress. */
export async function courseIndex(db: Database, studentId: number) {
  const courses = await db.select().from(aiCourses).orderBy(asc(aiCourses.sort));
  const structure = await courseStructure(db, courses.map((course) => course.id));
  const progress = await progressOf(db, studentId, structure.flatMap((entry) => entry.steps.map((step) => step.id)));
  const tests = await courseRuns(db, studentId, courses.map((course) => course.id), ['test']);
  return {
    list: courses.map((course) => {
      const own = structure.filter((entry) => entry.lesson.courseId === course.id);
      const state = courseState(own, progress);
      const mine = tests.filter((run) => run.courseId === course.id);
      return {
        ...courseOut(course),
        code: course.code,
        lesson_count: own.length,
        lessons: own.map(({ lesson }) => ({ lesson_id: lesson.id, title: lesson.titleJa, title_en: lesson.titleEn })),
        progress_percent: state.progressPercent,
        done_lessons: state.doneLessons,
        test_best_score: bestOf(mine),
        test_count: mine.length,
      };
    }),
  };
}

/** GET /ai/course/exercise/index: a course's lessons with their steps, and whether the test is open. */
export async function exerciseIndex(db: Database, studentId: number, courseId: number) {
  const course = await requireCourse(db, courseId);
  const structure = await courseStructure(db, [course.id]);
  const progress = await progressOf(db, studentId, structure.flatMap((entry) => entry.steps.map((step) => step.id)));
  const tests = await courseRuns(db, studentId, [course.id], ['test']);
  return {
    course: courseOut(course),
    lessons: structure.map((entry) => {
      const state = lessonState(entry, progress);
      return {
        lesson_id: entry.lesson.id,
        position: entry.lesson.position + 1,
        title: entry.lesson.titleJa,
        title_en: entry.lesson.titleEn,
        skills: entry.lesson.skills,
        done: flag(state.done),
        steps: entry.steps.map((step) => ({ resource_id: step.id, kind: step.kind, done: flag(Boolean(progress.get(step.id)?.doneAt)) })),
        progress_percent: percent(state.stepsDone, state.stepsTotal),
      };
    }),
    test: { unlocked: flag(courseState(structure, progress).allDone), best_score: bestOf(tests), last_guid: tests.at(-1)?.guid ?? null },
  };
}

/** The lesson's video from the manifest the content build writes; a lesson without one is an error, not a page without video. */
function lessonVideo(dataDir: string, course: CourseRow, lesson: LessonRow) {
  const video = readVideoManifest(dataDir)[lessonVideoKey(course.code, lesson.position + 1)];
  if (!video) throw new ApiError(503, MESSAGES.videoMissing);
  return video;
}

const resourceUrl = (relative: string) => `/resources/${relative.replace(/^\/+/, '')}`;

/** GET /ai/course/exercise/part: everything the four steps of a lesson show, with the student's progress on each. */
export async function lessonPart(db: Database, dataDir: string, studentId: number, lessonId: number) {
  const { lesson, course } = await requireLesson(db, lessonId);
  const steps = await db.select().from(aiLessonSteps).where(eq(aiLessonSteps.lessonId, lesson.id));
  const stepOf = (kind: AiStepKind) => {
    const step = steps.find((entry) => entry.kind === kind);
    if (!step) throw new ApiError(503, MESSAGES.exercisesNotLinked);
    return step;
  };
  const progress = await progressOf(db, studentId, steps.map((step) => step.id));
  const video = lessonVideo(dataDir, course, lesson);
  const [next] = await db
    .select({ id: aiLessons.id })
    .from(aiLessons)
    .where(and(eq(aiLessons.courseId, course.id), sql`${aiLessons.position} > ${lesson.position}`))
    .orderBy(asc(aiLessons.position))
    .limit(1);
  const videoStep = stepOf('video');
  const explanationStep = stepOf('explanation');
  const exercise = (kind: 'review' | 'consolidation') => {
    const step = stepOf(kind);
    if (step.exerciseResourceId === null) throw new ApiError(503, MESSAGES.exercisesNotLinked);
    const mine = progress.get(step.id);
    return { resource_id: step.id, exercise_resource_id: step.exerciseResourceId, done: flag(Boolean(mine?.doneAt)), best_score: mine?.bestScore ?? null, last_guid: mine?.lastGuid ?? null };
  };
  const watched = progress.get(videoStep.id);
  const explanation = lesson.explanation ?? { intro: '', sections: [], key_phrases: [] };
  return {
    lesson: { lesson_id: lesson.id, course_id: course.id, title: lesson.titleJa, title_en: lesson.titleEn, skills: lesson.skills },
    video: {
      resource_id: videoStep.id,
      url: resourceUrl(video.video),
      poster_url: resourceUrl(video.poster),
      captions: [
        { lang: 'ja' as const, label: '日本語', url: resourceUrl(video.captions.ja) },
        { lang: 'en' as const, label: 'English', url: resourceUrl(video.captions.en) },
      ],
      duration_seconds: video.duration_seconds,
      watched_seconds: watched?.watchedSeconds ?? 0,
      last_position: watched?.lastPosition ?? 0,
      done: flag(Boolean(watched?.doneAt)),
    },
    explanation: { resource_id: explanationStep.id, ...explanation, done: flag(Boolean(progress.get(explanationStep.id)?.doneAt)) },
    review: exercise('review'),
    consolidation: exercise('consolidation'),
    next_lesson_id: next?.id ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Step progress

/** Adds study time to the course's day (the Tokyo calendar day; the report's last 14 days). */
async function addStudyTime(tx: Db, studentId: number, courseId: number, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  await tx
    .insert(aiStudyDays)
    .values({ studentId, courseId, day: tokyoDay(new Date()), seconds })
    .onConflictDoUpdate({ target: [aiStudyDays.studentId, aiStudyDays.courseId, aiStudyDays.day], set: { seconds: sql`${aiStudyDays.seconds} + ${seconds}` } });
}

/** POST /ai/course/exercise/video/submit: playback so far (watched only grows), the resume position; done at 90 %. */
export async function submitVideo(db: Database, dataDir: string, studentId: number, posted: { resource_id: number; watched_seconds: number; position: number }) {
  // Kept to the millisecond: the columns are float4, which PostgreSQL refuses for 4e-255 (PGlite took it).
  const toMs = (seconds: number) => Math.round(seconds * 1000) / 1000;
  const body = { ...posted, watched_seconds: toMs(posted.watched_seconds), position: toMs(posted.position) };
  const { step, lesson, course } = await requireStep(db, body.resource_id, 'video');
  const { duration_seconds: duration } = lessonVideo(dataDir, course, lesson);
  if (body.watched_seconds > duration + 1 || body.position > duration + 1) throw badRequest(MESSAGES.watchedTooLong(duration));
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(aiStepProgress).where(and(eq(aiStepProgress.studentId, studentId), eq(aiStepProgress.stepId, step.id))).limit(1).for('update');
    const watched = Math.max(before?.watchedSeconds ?? 0, body.watched_seconds);
    const added = Math.round(watched - (before?.watchedSeconds ?? 0));
    const reached = watched >= duration * VIDEO_DONE_SHARE;
    const doneAt = before?.doneAt ?? (reached ? new Date() : null);
    const row = { watchedSeconds: watched, lastPosition: body.position, doneAt, timeSpentSeconds: (before?.timeSpentSeconds ?? 0) + Math.max(0, added), updatedAt: new Date() };
    await tx.insert(aiStepProgress).values({ studentId, stepId: step.id, ...row }).onConflictDoUpdate({ target: [aiStepProgress.studentId, aiStepProgress.stepId], set: row });
    await addStudyTime(tx, studentId, course.id, added);
    return { watched_seconds: watched, done: flag(doneAt !== null) };
  });
}

/** POST /ai/course/exercise/explanation/submit: the explanation was read. */
export async function submitExplanation(db: Database, studentId: number, stepId: number) {
  const { step } = await requireStep(db, stepId, 'explanation');
  await db
    .insert(aiStepProgress)
    .values({ studentId, stepId: step.id, doneAt: new Date() })
    .onConflictDoUpdate({ target: [aiStepProgress.studentId, aiStepProgress.stepId], set: { doneAt: sql`coalesce(${aiStepProgress.doneAt}, now())`, updatedAt: new Date() } });
  return { done: 1 as const };
}

// ---------------------------------------------------------------------------------------------
// Engine runs submitted to the course

/**
 * The student's finished free-practice run of the resource by guid. Run guids are unique per
 * student, so another student's guid is simply not found (it leaks nothing).
 */
async function finishedRun(db: Db, studentId: number, resource: ResourceRow, guid: string): Promise<RunRow> {
  const [run] = await db.select().from(practiceRuns).where(and(eq(practiceRuns.studentId, studentId), eq(practiceRuns.guid, guid))).limit(1);
  if (!run) throw notFound(MESSAGES.runNotFound);
  if (run.topicId !== null) throw badRequest(MESSAGES.homeworkRun);
  if (run.resourceId !== resource.id) throw badRequest(MESSAGES.otherResource);
  if (!run.isCompleted) throw conflict(MESSAGES.unfinished);
  return run;
}

async function requireResourceRow(db: Db, resourceId: number | null): Promise<ResourceRow> {
  if (resourceId === null) throw new ApiError(503, MESSAGES.exercisesNotLinked);
  const [row] = await db.select().from(resources).where(eq(resources.id, resourceId)).limit(1);
  if (!row) throw new ApiError(503, MESSAGES.exercisesNotLinked);
  return row;
}

/** A run's score (the engine's: mean of its items' percents), its questions right and in all, per skill and its lines for review. */
async function scoreRun(db: Db, dataDir: string, resource: ResourceRow, run: RunRow) {
  const latest = await latestAnswersOfRun(db, run.id);
  const lines = reviewLogItems(readPackageIndex(dataDir, resource), resource, latest);
  return {
    score: runScore(displayItems(resource), latest),
    correct: lines.filter((line) => line.is_right === 1).length,
    total: lines.length,
    skills: skillTotals(lines, AI_SKILLS),
    lines,
  };
}

const runSeconds = (run: RunRow) => (run.completedAt ? Math.min(MAX_RUN_SECONDS, Math.max(0, Math.round((run.completedAt.getTime() - run.startedAt.getTime()) / 1000))) : 0);

type Submission = { kind: AiRunKind; course: CourseRow; resource: ResourceRow; stepId: number | null; guid: string; reason?: string };

/**
 * Records a finished engine run for the course once: a resent guid returns what the first submit
 * stored (nothing counted twice); a guid already used for another step, the test or a
 * recommendation is refused. Review and consolidation also mark their step done with the best score.
 */
async function submitRun(db: Database, dataDir: string, studentId: number, submission: Submission): Promise<CourseRunRow> {
  const same = (row: CourseRunRow) => row.kind === submission.kind && row.stepId === submission.stepId && row.resourceId === submission.resource.id && row.courseId === submission.course.id;
  const [existing] = await db.select().from(aiCourseRuns).where(and(eq(aiCourseRuns.studentId, studentId), eq(aiCourseRuns.guid, submission.guid))).limit(1);
  if (existing) {
    if (!same(existing)) throw badRequest(MESSAGES.guidUsed);
    return existing;
  }
  const run = await finishedRun(db, studentId, submission.resource, submission.guid);
  const scored = await scoreRun(db, dataDir, submission.resource, run);
  const seconds = runSeconds(run);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(aiCourseRuns)
      .values({
        studentId,
        courseId: submission.course.id,
        kind: submission.kind,
        stepId: submission.stepId,
        resourceId: submission.resource.id,
        runId: run.id,
        guid: submission.guid,
        score: scored.score,
        correct: scored.correct,
        total: scored.total,
        skills: submission.kind === 'test' ? scored.skills : [],
        reason: submission.reason ?? null,
        timeSpentSeconds: seconds,
      })
      .onConflictDoNothing({ target: [aiCourseRuns.studentId, aiCourseRuns.guid] })
      .returning();
    if (!saved) {
      // A concurrent submit of the same guid got there first: answer as it did.
      const [first] = await tx.select().from(aiCourseRuns).where(and(eq(aiCourseRuns.studentId, studentId), eq(aiCourseRuns.guid, submission.guid))).limit(1);
      if (!first || !same(first)) throw badRequest(MESSAGES.guidUsed);
      return first;
    }
    if (submission.stepId !== null) {
      const set = {
        doneAt: sql`coalesce(${aiStepProgress.doneAt}, now())`,
        bestScore: sql`greatest(coalesce(${aiStepProgress.bestScore}, 0), ${scored.score})`,
        lastGuid: submission.guid,
        timeSpentSeconds: sql`${aiStepProgress.timeSpentSeconds} + ${seconds}`,
        updatedAt: new Date(),
      };
      await tx
        .insert(aiStepProgress)
        .values({ studentId, stepId: submission.stepId, doneAt: new Date(), bestScore: scored.score, lastGuid: submission.guid, timeSpentSeconds: seconds })
        .onConflictDoUpdate({ target: [aiStepProgress.studentId, aiStepProgress.stepId], set });
    }
    await addStudyTime(tx, studentId, submission.course.id, seconds);
    return saved;
  });
}

const runResult = (row: CourseRunRow) => ({ score: row.score, correct: row.correct, total: row.total });

/** POST /ai/course/exercise/review/submit and consolidation/submit. */
export async function submitStepRun(db: Database, dataDir: string, studentId: number, kind: 'review' | 'consolidation', stepId: number, guid: string) {
  const { step, course } = await requireStep(db, stepId, kind);
  const resource = await requireResourceRow(db, step.exerciseResourceId);
  const saved = await submitRun(db, dataDir, studentId, { kind, course, resource, stepId: step.id, guid });
  return { ...runResult(saved), done: 1 as const };
}

/** A submitted run of this student by guid, of the kind named; anything else is not found. */
async function requireSubmitted(db: Db, studentId: number, guid: string, kind: AiRunKind): Promise<CourseRunRow> {
  const [row] = await db.select().from(aiCourseRuns).where(and(eq(aiCourseRuns.studentId, studentId), eq(aiCourseRuns.guid, guid), eq(aiCourseRuns.kind, kind))).limit(1);
  if (!row) throw notFound(MESSAGES.notSubmitted);
  return row;
}

/** The lines of a submitted run, from the answers it had when submitted. */
async function submittedLines(db: Db, dataDir: string, row: CourseRunRow) {
  const resource = await requireResourceRow(db, row.resourceId);
  const latest = await latestAnswersOfRun(db, row.runId);
  return reviewLogItems(readPackageIndex(dataDir, resource), resource, latest).map(({ skill: _skill, ...line }) => line);
}

/** GET /ai/course/exercise/review/logs and consolidation/logs: a submitted step run of this lesson, question by question. */
export async function stepRunLogs(db: Database, dataDir: string, studentId: number, kind: 'review' | 'consolidation', lessonId: number, guid: string) {
  const { lesson } = await requireLesson(db, lessonId);
  const row = await requireSubmitted(db, studentId, guid, kind);
  const [step] = await db.select().from(aiLessonSteps).where(eq(aiLessonSteps.id, row.stepId ?? 0)).limit(1);
  if (!step || step.lessonId !== lesson.id) throw notFound(MESSAGES.notSubmitted);
  return { ...runResult(row), items: await submittedLines(db, dataDir, row), submitted_at: row.submittedAt.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Course test

async function testResource(db: Db, course: CourseRow): Promise<ResourceRow> {
  if (course.testResourceId === null) throw new ApiError(503, MESSAGES.noTest);
  return requireResourceRow(db, course.testResourceId);
}

async function testUnlocked(db: Db, studentId: number, course: CourseRow): Promise<boolean> {
  const structure = await courseStructure(db, [course.id]);
  const progress = await progressOf(db, studentId, structure.flatMap((entry) => entry.steps.map((step) => step.id)));
  return courseState(structure, progress).allDone;
}

/** GET /ai/course/testing/index: the test's resource, whether it is open, and the attempts so far. */
export async function testingIndex(db: Database, studentId: number, courseId: number) {
  const course = await requireCourse(db, courseId);
  const resource = await testResource(db, course);
  const attempts = await courseRuns(db, studentId, [course.id], ['test']);
  return {
    course: courseOut(course),
    exercise_resource_id: resource.id,
    unlocked: flag(await testUnlocked(db, studentId, course)),
    question_count: displayItems(resource).length,
    // A minute a question, as the course's short tests are timed in class.
    time_limit_seconds: displayItems(resource).length * 60,
    attempts: attempts.map((row) => ({ guid: row.guid, score: row.score, submitted_at: row.submittedAt.toISOString() })),
  };
}

/** POST /ai/course/testing/submit: a finished run of the course test, scored overall and per skill. */
export async function submitTest(db: Database, dataDir: string, studentId: number, courseId: number, guid: string) {
  const course = await requireCourse(db, courseId);
  const resource = await testResource(db, course);
  const [existing] = await db.select({ id: aiCourseRuns.id }).from(aiCourseRuns).where(and(eq(aiCourseRuns.studentId, studentId), eq(aiCourseRuns.guid, guid))).limit(1);
  // A resent guid answers as before even if the lessons changed since; a new attempt needs every lesson done.
  if (!existing && !(await testUnlocked(db, studentId, course))) throw new ApiError(423, MESSAGES.testLocked);
  const saved = await submitRun(db, dataDir, studentId, { kind: 'test', course, resource, stepId: null, guid });
  return { guid: saved.guid, ...runResult(saved), skills: saved.skills };
}

/** GET /ai/course/testing/paper: a submitted test with its skills and every question. */
export async function testPaper(db: Database, dataDir: string, studentId: number, courseId: number, guid: string) {
  const course = await requireCourse(db, courseId);
  const row = await requireSubmitted(db, studentId, guid, 'test');
  if (row.courseId !== course.id) throw notFound(MESSAGES.notSubmitted);
  return { guid: row.guid, ...runResult(row), skills: row.skills, items: await submittedLines(db, dataDir, row), submitted_at: row.submittedAt.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Recommendation

/** Lesson skills of the course in lesson order (each once). */
function courseSkills(structure: Structure): AiSkill[] {
  const skills = structure.flatMap((entry) => entry.lesson.skills).filter((skill): skill is AiSkill => (AI_SKILLS as readonly string[]).includes(skill));
  return [...new Set(skills)];
}

/** Counted answers per skill from the course's own submitted runs (test, review, consolidation) and across the portal. */
async function skillEvidence(db: Database, dataDir: string, studentId: number, course: CourseRow, leaveOutRunId?: number): Promise<SkillEvidence[]> {
  const evidence: SkillEvidence[] = [];
  const runs = await courseRuns(db, studentId, [course.id], ['test', 'review', 'consolidation']);
  for (const row of runs) {
    const resource = await requireResourceRow(db, row.resourceId);
    const latest = await latestAnswersOfRun(db, row.runId);
    const lines = reviewLogItems(readPackageIndex(dataDir, resource), resource, latest);
    for (const total of skillTotals(lines, AI_SKILLS)) evidence.push({ skill: total.skill as AiSkill, source: row.kind === 'test' ? 'course_test' : 'course_exercises', correct: total.correct, total: total.total });
  }
  // Free practice elsewhere in the portal (the AI course's own resources are counted above): each
  // question's latest answer, right when fully right, under the skill of its resource's type.
  const practised = await db
    .selectDistinctOn([answers.resourceId, answers.questionId], { type: resources.type, percent: answers.percentScore, skipped: answers.isSkipped })
    .from(answers)
    .innerJoin(resources, eq(resources.id, answers.resourceId))
    .where(
      and(
        eq(answers.studentId, studentId),
        isNull(answers.topicId),
        sql`${resources.groupKey} not like 'aicourse:%'`,
        inArray(resources.type, [...MARKED_TYPE_KEYS]),
        leaveOutRunId === undefined ? undefined : ne(answers.runId, leaveOutRunId),
      ),
    )
    .orderBy(answers.resourceId, answers.questionId, desc(answers.id));
  for (const row of practised) {
    const skill = skillOfType(row.type);
    if (skill) evidence.push({ skill, source: 'practice', correct: !row.skipped && row.percent >= 100 ? 1 : 0, total: 1 });
  }
  // Mock tests (Eiken, TOEIC and the entrance exams) report listening and reading.
  const exams = await db.select({ result: eikenExamAttempts.result }).from(eikenExamAttempts).where(and(eq(eikenExamAttempts.userId, studentId), sql`${eikenExamAttempts.finishedAt} is not null`));
  for (const exam of exams) {
    for (const skill of exam.result?.skills ?? []) {
      if ((AI_SKILLS as readonly string[]).includes(skill.skill)) evidence.push({ skill: skill.skill as AiSkill, source: 'exams', correct: skill.correct, total: skill.total });
    }
  }
  // Word tests are vocabulary.
  const [words] = await db
    .select({ correct: sql<number>`count(*) filter (where ${wordExamItems.isRight} = 1)`.mapWith(Number), total: sql<number>`count(*)`.mapWith(Number) })
    .from(wordExamItems)
    .innerJoin(wordExams, eq(wordExams.id, wordExamItems.examId))
    .where(and(eq(wordExams.studentId, studentId), eq(wordExams.status, 'finished')));
  if (words && words.total > 0) evidence.push({ skill: 'vocabulary', source: 'words', correct: words.correct, total: words.total });
  return evidence;
}

/** Practice resources the engine marks itself (skill-up, textbooks and this course's exercises), with the skill each trains. */
async function candidates(db: Database, studentId: number, course: CourseRow): Promise<Candidate[]> {
  const rows = await db
    .select()
    .from(resources)
    .where(and(or(like(resources.groupKey, 'skillup:%'), like(resources.groupKey, 'textbook:%'), eq(resources.groupKey, `aicourse:${course.code}`)), inArray(resources.type, [...MARKED_TYPE_KEYS])))
    .orderBy(asc(resources.groupKey), asc(resources.position), asc(resources.id));
  const usable = rows.filter((row) => row.id !== course.testResourceId);
  const done = await completedResourceIds(db, studentId, usable.map((row) => row.id));
  return usable.flatMap((row) => {
    const skill = skillOfType(row.type);
    if (!skill) return [];
    const origin = row.groupKey.startsWith('skillup:') ? 'skillup' : row.groupKey.startsWith('textbook:') ? 'textbook' : 'aicourse';
    return [{ resource_id: row.id, title: row.title, res_type: row.type, skill, origin, done: done.has(row.id) } satisfies Candidate];
  });
}

async function recommendationFor(db: Database, dataDir: string, studentId: number, course: CourseRow, leaveOutRunId?: number) {
  const structure = await courseStructure(db, [course.id]);
  const [evidence, pool] = await Promise.all([skillEvidence(db, dataDir, studentId, course, leaveOutRunId), candidates(db, studentId, course)]);
  return { result: recommend({ courseSkills: courseSkills(structure), evidence, candidates: pool }), pool };
}

/** GET /ai/course/recommend/index: the weakest skills and what to practise, with the reasons. */
export async function recommendIndex(db: Database, dataDir: string, studentId: number, courseId: number) {
  const course = await requireCourse(db, courseId);
  return (await recommendationFor(db, dataDir, studentId, course)).result;
}

/**
 * POST /ai/course/recommend/submit: a finished run of a recommended resource. The reason kept is
 * the one shown now; a resource the list no longer shows (it moved down once done) keeps a
 * reason naming its skill, as long as it is one the recommendation can choose from.
 */
export async function submitRecommended(db: Database, dataDir: string, studentId: number, body: { course_id: number; resource_id: number; guid: string }) {
  const course = await requireCourse(db, body.course_id);
  const [existing] = await db.select().from(aiCourseRuns).where(and(eq(aiCourseRuns.studentId, studentId), eq(aiCourseRuns.guid, body.guid))).limit(1);
  // A guid already submitted answers as it did, but only for the same submission: checked before
  // the resource is looked up, so an unknown resource_id with a used guid is the client's error.
  if (existing && (existing.kind !== 'recommend' || existing.courseId !== course.id || existing.resourceId !== body.resource_id)) throw badRequest(MESSAGES.guidUsed);
  let reason = existing?.reason ?? undefined;
  if (!existing) {
    const candidate = (await candidates(db, studentId, course)).find((entry) => entry.resource_id === body.resource_id);
    if (!candidate) throw badRequest(MESSAGES.notRecommendable);
    // The reason as it was shown before this run: the run's own answers are left out.
    const run = await finishedRun(db, studentId, await requireResourceRow(db, body.resource_id), body.guid);
    const { result } = await recommendationFor(db, dataDir, studentId, course, run.id);
    reason = result.list.find((entry) => entry.resource_id === body.resource_id)?.reason ?? result.list.find((entry) => entry.skill === candidate.skill)?.reason ?? 'おすすめの技能の練習として選びました。';
  }
  const resource = await requireResourceRow(db, body.resource_id);
  const saved = await submitRun(db, dataDir, studentId, { kind: 'recommend', course, resource, stepId: null, guid: body.guid, ...(reason ? { reason } : {}) });
  return runResult(saved);
}

/** GET /ai/course/recommend/logs: a submitted recommended run, question by question, with why it was recommended. */
export async function recommendLogs(db: Database, dataDir: string, studentId: number, courseId: number, guid: string) {
  const course = await requireCourse(db, courseId);
  const row = await requireSubmitted(db, studentId, guid, 'recommend');
  if (row.courseId !== course.id) throw notFound(MESSAGES.notSubmitted);
  const resource = await requireResourceRow(db, row.resourceId);
  return {
    ...runResult(row),
    resource_id: resource.id,
    title: resource.title,
    reason: row.reason ?? '',
    items: await submittedLines(db, dataDir, row),
    submitted_at: row.submittedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

/** GET /ai/course/report: progress per course and lesson, test scores, time spent, skills and the last 14 days. */
export async function courseReport(db: Database, studentId: number) {
  const courses = await db.select().from(aiCourses).orderBy(asc(aiCourses.sort));
  const ids = courses.map((course) => course.id);
  const structure = await courseStructure(db, ids);
  const progress = await progressOf(db, studentId, structure.flatMap((entry) => entry.steps.map((step) => step.id)));
  const runs = await courseRuns(db, studentId, ids);
  const now = new Date();
  const dates = Array.from({ length: REPORT_DAYS }, (_, at) => tokyoDay(addDays(now, at - (REPORT_DAYS - 1))));
  const days = await db
    .select({ day: aiStudyDays.day, seconds: sql<number>`sum(${aiStudyDays.seconds})`.mapWith(Number) })
    .from(aiStudyDays)
    .where(and(eq(aiStudyDays.studentId, studentId), gte(aiStudyDays.day, dates[0]!)))
    .groupBy(aiStudyDays.day);
  const secondsOf = new Map(days.map((row) => [row.day, row.seconds]));
  const daily = dates.map((date) => ({ date, seconds: secondsOf.get(date) ?? 0 }));
  const scoreOf = (stepId: number | undefined) => (stepId === undefined ? null : (progress.get(stepId)?.bestScore ?? null));
  const evidence = runs
    .filter((row) => row.kind === 'test')
    .flatMap((row) => row.skills.filter((skill) => (AI_SKILLS as readonly string[]).includes(skill.skill)).map((skill) => ({ skill: skill.skill as AiSkill, source: 'course_test' as const, correct: skill.correct, total: skill.total })));
  return {
    courses: courses.map((course) => {
      const own = structure.filter((entry) => entry.lesson.courseId === course.id);
      const lessons = own.map((entry) => {
        const state = lessonState(entry, progress);
        const stepOf = (kind: AiStepKind) => entry.steps.find((step) => step.kind === kind)?.id;
        return {
          lesson_id: entry.lesson.id,
          title: entry.lesson.titleJa,
          steps_done: state.stepsDone,
          steps_total: state.stepsTotal,
          review_score: scoreOf(stepOf('review')),
          consolidation_score: scoreOf(stepOf('consolidation')),
          time_spent_seconds: entry.steps.reduce((sum, step) => sum + (progress.get(step.id)?.timeSpentSeconds ?? 0), 0),
        };
      });
      const mine = runs.filter((row) => row.courseId === course.id);
      const steps = lessons.reduce((sum, lesson) => sum + lesson.time_spent_seconds, 0);
      const others = mine.filter((row) => row.kind === 'test' || row.kind === 'recommend').reduce((sum, row) => sum + row.timeSpentSeconds, 0);
      return {
        course_id: course.id,
        title: course.titleJa,
        progress_percent: courseState(own, progress).progressPercent,
        lessons,
        tests: mine.filter((row) => row.kind === 'test').map((row) => ({ guid: row.guid, score: row.score, submitted_at: row.submittedAt.toISOString() })),
        time_spent_seconds: steps + others,
      };
    }),
    skills: skillScores(evidence).map((score) => ({ skill: score.skill, percent: score.percent })),
    daily,
  };
}

// ---------------------------------------------------------------------------------------------
// Guide

const documentFile = z
  .object({
    title: z.string().trim().min(1),
    sections: z.array(z.object({ heading: z.string().trim().min(1), body: z.array(z.string().trim().min(1)).min(1) }).strict()).min(1),
  })
  .strict();

/** GET /ai/course/document: the Japanese guide to the AI course (content/ai-course/document.yaml, checked when read). */
export function courseDocument(): z.output<typeof documentFile> {
  return readContent('ai-course/document.yaml', documentFile);
}

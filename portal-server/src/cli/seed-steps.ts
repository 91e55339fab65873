import type { Config } from '../config';
import type { Database } from '../db/client';
import { seedDemoSchool, type DemoSchool } from '../features/accounts/seed';
import { seedAppConfig } from '../features/app-config/seed';
import { seedNews } from '../features/news/seed';
import { seedPoints } from '../features/points/seed';
import { linkAiCourseExercises, seedAiCourses } from '../features/ai-course/seed';
import { seedAiLessonVideos } from '../features/ai-course/video-build';
import { seedArenaBank, seedArenaTypes } from '../features/arena/seed';
import { seedDictionary } from '../features/dictionary/seed';
import { seedEbooks } from '../features/ebook/seed';
import { seedEikenLevels } from '../features/eiken-toeic/seed';
import { seedExercises } from '../features/textbook/seed';
import { seedPracticeHistory } from '../features/answers/seed';
import { seedLiveClasses } from '../features/live/seed';
import { seedPhonograms } from '../features/phonogram/seed';
import { seedWritingHomework, seedWritingTopics } from '../features/writing/seed';

export type SeedContext = {
  db: Database;
  config: Config;
  /** Ids of the demo school, its classes and accounts, for steps that add rows for them. */
  school: DemoSchool;
  log: (line: string) => void;
};

/**
 * One step per feature, run in this order after the demo school exists. Each step must be
 * idempotent: the start command runs the seed every time. To add yours, export
 * `seedX(ctx: SeedContext)` from your feature's seed.ts and list it here.
 */
export type SeedStep = { name: string; run: (ctx: SeedContext) => Promise<void> };

/** A step that needs only the database (test/module-content.test.ts runs these alone). */
export type ContentSeedStep = { name: string; run: (ctx: { db: Database; log?: (line: string) => void }) => Promise<void> };

/** The study modules' first pages: each loads its validated content file and is safe to rerun. */
export const moduleContentSeedSteps: ContentSeedStep[] = [
  { name: 'eiken-toeic levels', run: async ({ db }) => void (await seedEikenLevels(db)) },
  { name: 'dictionary', run: async ({ db, log }) => void (await seedDictionary(db, log)) },
  { name: 'arena types', run: async ({ db }) => void (await seedArenaTypes(db)) },
  { name: 'ai courses', run: async ({ db }) => void (await seedAiCourses(db)) },
  { name: 'phonogram patterns', run: async ({ db }) => void (await seedPhonograms(db)) },
  { name: 'writing topics', run: async ({ db }) => void (await seedWritingTopics(db)) },
];

export const seedSteps: SeedStep[] = [
  { name: 'app-config', run: seedAppConfig },
  { name: 'news', run: seedNews },
  { name: 'points', run: seedPoints },
  ...moduleContentSeedSteps,
  { name: 'exercises (textbooks, skill-up, homework)', run: seedExercises },
  { name: 'ai course exercises (review, consolidation and test resources)', run: async ({ db }) => linkAiCourseExercises(db) },
  { name: 'ai course lesson videos (slides, narration, captions; ffmpeg)', run: seedAiLessonVideos },
  { name: 'ebooks (books, sentence audio, exercises, free-reading homework)', run: seedEbooks },
  { name: 'arena question bank (packages with audio)', run: seedArenaBank },
  { name: 'writing homework', run: seedWritingHomework },
  { name: 'live classes', run: seedLiveClasses },
  { name: 'practice history, favourites and ranking', run: seedPracticeHistory },
];

/** Seeds the demo school and every feature's demo data; returns the school for callers (CLI, tests). */
export async function runSeed(db: Database, config: Config, log: (line: string) => void = () => undefined): Promise<DemoSchool> {
  const school = await seedDemoSchool(db);
  for (const step of seedSteps) {
    const started = Date.now();
    await step.run({ db, config, school, log });
    log(`seed: ${step.name} (${Date.now() - started} ms)`);
  }
  return school;
}

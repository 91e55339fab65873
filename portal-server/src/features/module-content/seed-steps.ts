// Seed steps for the study modules' first pages (Eiken/TOEIC levels, dictionary, ebooks,
// arena types, AI courses): each loads its validated content file and is safe to rerun.
import type { Database } from '../../db/client';
import { seedAiCourses } from '../ai-course/seed';
import { seedArenaTypes } from '../arena/seed';
import { seedDictionary } from '../dictionary/seed';
import { seedEbooks } from '../ebook/seed';
import { seedEikenLevels } from '../eiken-toeic/seed';

/** Shaped like the seed's SeedStep (src/cli/seed-steps.ts), which lists these. */
export type ContentSeedStep = { name: string; run: (ctx: { db: Database }) => Promise<void> };

export const moduleContentSeedSteps: ContentSeedStep[] = [
  { name: 'eiken-toeic levels', run: async ({ db }) => void (await seedEikenLevels(db)) },
  { name: 'dictionary', run: async ({ db }) => void (await seedDictionary(db)) },
  { name: 'ebooks', run: async ({ db }) => void (await seedEbooks(db)) },
  { name: 'arena types', run: async ({ db }) => void (await seedArenaTypes(db)) },
  { name: 'ai courses', run: async ({ db }) => void (await seedAiCourses(db)) },
];

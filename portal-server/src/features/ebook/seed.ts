import type { SeedContext } from '../../cli/seed-steps';
import { buildSpeech, ttsCacheDir } from '../textbook/speech-for-build';
import { TtsCache } from '../textbook/tts-cache';
import { loadEbooks } from './build';
import { seedFreeReadingHomework } from './free-reading';

/**
 * Seed step: builds and loads the graded readers (content/ebook/) with their sentence audio and
 * exercises, then sets the demo classes' free-reading homework. CONTENT_EBOOKS (comma-separated
 * codes) narrows the books: the server tests load two, as every book's audio is a minute of
 * synthesis on a fresh clone.
 */
export async function seedEbooks(ctx: SeedContext): Promise<void> {
  const codes = process.env.CONTENT_EBOOKS?.split(',').map((code) => code.trim()).filter(Boolean);
  const speech = buildSpeech({ speechUrl: ctx.config.speechUrl, repoRoot: ctx.config.repoRoot, dataDir: ctx.config.dataDir, log: ctx.log });
  try {
    const tts = new TtsCache(ttsCacheDir(ctx.config.repoRoot), speech.synthesize, speech.engine);
    await loadEbooks(ctx.db, { dataDir: ctx.config.dataDir, tts, log: ctx.log, ...(codes?.length ? { codes } : {}) });
    if (tts.stats.synthesised > 0) ctx.log(`ebooks: ${tts.stats.synthesised} sentences synthesised, ${tts.stats.cached} from the cache`);
  } finally {
    await speech.close();
  }
  await seedFreeReadingHomework(ctx.db, ctx.school.classIds, new Date());
}

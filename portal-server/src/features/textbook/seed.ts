import type { SeedContext } from '../../cli/seed-steps';
import { loadExerciseContent } from './content-load';
import { loadEikenInterviews } from './content-load-interviews';
import { loadWordContent } from './content-load-words';
import { buildSpeech, ttsCacheDir } from './speech-for-build';
import { TtsCache } from './tts-cache';

/**
 * Seed step: builds the exercise packages (audio from the TTS cache or speech-server), loads
 * textbooks, units, skill-up lists and resources, and sets the demo homework for the demo
 * classes; then the word lists with their audio and generated practice, and the Eiken interview
 * cards (one speech-server for all the audio). Safe to rerun.
 */
export async function seedExercises(ctx: SeedContext): Promise<void> {
  const speech = buildSpeech({ speechUrl: ctx.config.speechUrl, repoRoot: ctx.config.repoRoot, dataDir: ctx.config.dataDir, log: ctx.log });
  try {
    const tts = new TtsCache(ttsCacheDir(ctx.config.repoRoot), speech.synthesize, speech.engine);
    await loadExerciseContent(ctx.db, { dataDir: ctx.config.dataDir, tts, classIds: ctx.school.classIds, log: ctx.log });
    // CONTENT_WORD_LISTS (comma-separated "code" or "code:N units") narrows the word lists loaded:
    // the server tests load grade 3 only, as every list's word and example audio is minutes of
    // synthesis on a fresh clone.
    const wordLists = process.env.CONTENT_WORD_LISTS?.split(',').map((code) => code.trim()).filter(Boolean);
    await loadWordContent(ctx.db, { dataDir: ctx.config.dataDir, tts, log: ctx.log, ...(wordLists?.length ? { lists: wordLists } : {}) });
    await loadEikenInterviews(ctx.db, { dataDir: ctx.config.dataDir, tts, log: ctx.log });
    if (tts.stats.synthesised > 0) ctx.log(`exercises: ${tts.stats.synthesised} audio lines synthesised, ${tts.stats.cached} from the cache`);
  } finally {
    await speech.close();
  }
}

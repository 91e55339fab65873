// `pnpm --filter portal-server ai-course:build [--check]`: checks content/ai-course/ (courses,
// lessons, slides, narration) and, without --check, builds the lesson videos into
// DATA_DIR/resources/ and writes DATA_DIR/ai-course/videos.json. The seed does the same on every
// start; this is the way to rebuild them alone and see the timings.
import { loadConfig } from '../../config';
import { buildSpeech, ttsCacheDir } from '../textbook/speech-for-build';
import { TtsCache } from '../textbook/tts-cache';
import { readAiCourseContent } from './content-schema';
import { buildLessonVideos, videoCacheDir } from './video-build';

async function main() {
  const content = readAiCourseContent();
  const lessons = content.flatMap((entry) => entry.lessons);
  const slides = lessons.flatMap((lesson) => lesson.video.slides);
  const cues = slides.reduce((sum, slide) => sum + slide.narration.length, 0);
  console.info(`content/ai-course: ${content.length} courses, ${lessons.length} lessons, ${slides.length} video slides, ${cues} narration cues — valid`);
  if (process.argv.includes('--check')) return;
  const config = loadConfig();
  const speech = buildSpeech({ speechUrl: config.speechUrl, repoRoot: config.repoRoot, dataDir: config.dataDir, log: console.info });
  try {
    const tts = new TtsCache(ttsCacheDir(config.repoRoot), speech.synthesize, speech.engine);
    const started = Date.now();
    const report = await buildLessonVideos({ dataDir: config.dataDir, content, tts, cacheDir: videoCacheDir(config.repoRoot), log: console.info });
    const seconds = Object.values(report.manifest).reduce((sum, video) => sum + video.duration_seconds, 0);
    console.info(
      `lesson videos in ${Date.now() - started} ms: ${report.encoded} encoded, ${report.copied} copied from the cache, ${report.unchanged} unchanged; ` +
        `${Math.round(seconds)} s of video (narration: ${tts.stats.synthesised} synthesised, ${tts.stats.cached} cached)`,
    );
  } finally {
    await speech.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

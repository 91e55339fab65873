// `pnpm --filter portal-server content:build [--check]`: validates content/exercises/, and
// without --check builds the packages into DATA_DIR/resources/ and loads them into the
// database (the seed does the same on every start).
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { readExerciseContent, allResources, packageIndex } from './content-build';
import { loadExerciseContent } from './content-load';
import { buildSpeech, ttsCacheDir } from './speech-for-build';
import { TtsCache } from './tts-cache';
import { readWordLists, wordCount } from './content-words';

async function main() {
  const checkOnly = process.argv.includes('--check');
  const content = readExerciseContent();
  console.info(`content/exercises: ${content.books.length} textbooks, ${content.eiken.length} Eiken grades, ${allResources(content).length} resources, ${content.homework.length} homework — valid`);
  for (const file of content.exams) {
    const questions = (resources: { items: unknown[] }[]) => resources.reduce((sum, resource) => sum + resource.items.reduce<number>((inner, item) => inner + (((item as { questions?: unknown[] }).questions?.length ?? 1)), 0), 0);
    const classes = file.classes.map((entry) => `${entry.code} (${entry.kind}) ${questions(entry.resources)}`);
    const tests = file.mock_tests.map((test) => `${test.code} ${questions(test.sections.flatMap((section) => section.resources))}`);
    console.info(`  exams/${file.exam}: directories [${classes.join(', ')}] mock tests [${tests.join(', ')}] (questions)`);
  }
  for (const file of content.aiCourse) {
    const items = file.resources.reduce((sum, resource) => sum + resource.items.length, 0);
    const bySkill = new Map<string, number>();
    for (const skill of Object.values(file.skills)) bySkill.set(skill, (bySkill.get(skill) ?? 0) + 1);
    const audio = file.resources.reduce((sum, resource) => sum + packageIndex(resource).audio.size, 0);
    console.info(`  ai-course/${file.course}: ${file.resources.length} resources, ${items} items (${[...bySkill].map(([skill, count]) => `${skill} ${count}`).join(', ')}); ${audio} audio files synthesised at build`);
  }
  const words = readWordLists();
  console.info(`content/words: ${words.map((list) => `${list.list} ${wordCount(list)}`).join(', ') || 'no lists'} — valid`);
  if (checkOnly) return;
  const config = loadConfig();
  const database = await openDatabase(config);
  const speech = buildSpeech({ speechUrl: config.speechUrl, repoRoot: config.repoRoot, dataDir: config.dataDir, log: console.info });
  try {
    const tts = new TtsCache(ttsCacheDir(config.repoRoot), speech.synthesize, speech.engine);
    const started = Date.now();
    const report = await loadExerciseContent(database.db, { dataDir: config.dataDir, tts, log: console.info });
    console.info(`built ${report.packages.length} packages in ${Date.now() - started} ms (audio: ${tts.stats.synthesised} synthesised, ${tts.stats.cached} cached)`);
  } finally {
    await speech.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

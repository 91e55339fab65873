// `pnpm --filter portal-server arena:check [type]`: checks content/arena/ (or one bank file) and prints the bank's size.
import { ARENA_CONTENT_DIR, BATTLE_TYPE_CODES, descriptionFile, levelsFile, readArenaFile, readQuestionBank, typesFile } from './content';

try {
  readArenaFile('types.yaml', typesFile);
  readArenaFile('levels.yaml', levelsFile);
  readArenaFile('description.yaml', descriptionFile);
  const only = BATTLE_TYPE_CODES.filter((type) => type === process.argv[2]);
  const sets = readQuestionBank(ARENA_CONTENT_DIR, only.length > 0 ? only : BATTLE_TYPE_CODES);
  for (const set of sets) console.info(`${set.type} L${set.level}: ${set.resource.items.length} questions`);
  console.info(`${sets.reduce((sum, set) => sum + set.resource.items.length, 0)} questions in ${sets.length} sets`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

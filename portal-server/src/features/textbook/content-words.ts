// Reads the word lists (content/words/, schema in content-schema-words.ts) for the content
// check and the loaders of every module that studies words.
import path from 'node:path';
import { ContentError, readYaml, yamlFiles } from './content-build';
import { wordListFile, wordListProblems, type WordListFile } from './content-schema-words';

export const WORDS_CONTENT_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'content', 'words');

/**
 * Every list, checked one by one and then across lists (a word in one list only). The seed may
 * load fewer of them (CONTENT_WORD_LISTS, see textbook/seed.ts).
 */
export function readWordLists(root = WORDS_CONTENT_DIR): WordListFile[] {
  const lists = yamlFiles(root).map((file) => {
    const list = readYaml(path.join(root, file), wordListFile, root, 'content/words');
    if (`${list.list}.yaml` !== file) throw new ContentError(`content/words/${file}: list ${list.list} のファイル名は ${list.list}.yaml にしてください`);
    return list;
  });
  const problems = wordListProblems(lists);
  if (problems.length > 0) throw new ContentError(`content/words: ${problems.slice(0, 30).join('; ')}${problems.length > 30 ? ` ほか ${problems.length - 30} 件` : ''}`);
  return lists;
}

export const wordCount = (list: WordListFile) => list.units.reduce((sum, unit) => sum + unit.words.length, 0);

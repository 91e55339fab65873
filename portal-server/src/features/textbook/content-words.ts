// Reads the word lists (content/words/, schema in content-schema-words.ts) for the content
// check and the loaders of every module that studies words.
import path from 'node:path';
import { ContentError, readYaml, yamlFiles } from './content-build';
import { wordListFile, wordListProblems, type WordListFile } from './content-schema-words';

export const WORDS_CONTENT_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'content', 'words');

/**
 * Every list, checked one by one and then across lists (a word in one list only). With
 * CONTENT_WORD_LISTS (codes, comma-separated) only those lists are returned, after all were
 * checked: the e2e portals load only the grade they test, since the audio of every word and
 * example (about 7,000 lines) takes minutes to synthesise on a fresh machine.
 */
export function readWordLists(root = WORDS_CONTENT_DIR, only = process.env.CONTENT_WORD_LISTS): WordListFile[] {
  const lists = yamlFiles(root).map((file) => {
    const list = readYaml(path.join(root, file), wordListFile, root, 'content/words');
    if (`${list.list}.yaml` !== file) throw new ContentError(`content/words/${file}: list ${list.list} のファイル名は ${list.list}.yaml にしてください`);
    return list;
  });
  const problems = wordListProblems(lists);
  if (problems.length > 0) throw new ContentError(`content/words: ${problems.slice(0, 30).join('; ')}${problems.length > 30 ? ` ほか ${problems.length - 30} 件` : ''}`);
  const chosen = (only ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  return chosen.length > 0 ? lists.filter((list) => chosen.includes(list.list)) : lists;
}

export const wordCount = (list: WordListFile) => list.units.reduce((sum, unit) => sum + unit.words.length, 0);

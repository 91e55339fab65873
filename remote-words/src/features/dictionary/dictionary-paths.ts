// The dictionary pages (spec part 3, section 2 "Dictionary"): /dictionary/index (the home tab
// dictionaryHome), /dictionary/search?word=&type= and /dictionary/about.
import { withQuery } from 'shared-ui/router';
import type { SearchType, SearchVia } from './model/search-input';

export const DICTIONARY_PATHS = {
  root: '/dictionary',
  index: '/dictionary/index',
  search: '/dictionary/search',
  about: '/dictionary/about',
} as const;

/** Word study's plan list (another feature of this remote; its address, not its code). */
export const STUDY_WORD_PLANS_PATH = '/study_word/plan';

/**
 * The search page of `word`: type 1 looks up an English headword, 2 a Japanese meaning; `via`
 * says how the student got there (kept in the search log). English is the default and stays out
 * of the address.
 */
export function searchPath(word: string, type: SearchType = 1, via?: SearchVia): string {
  return withQuery(DICTIONARY_PATHS.search, { word: word.trim(), type: type === 2 ? 2 : undefined, via: via === 'search' ? undefined : via });
}

// The collection page (spec part 3, "Points, ranking, news, history, live, phonogram,
// collection": /my_collection) and the pages it sends the student to, by their addresses (they
// belong to the host, remote-exercises and this remote's dictionary).
import { withQuery } from 'shared-ui/router';
import { COLLECTION_TABS, type CollectionTab } from './api/get-favorites';

export const COLLECTION_PATHS = {
  root: '/my_collection',
  home: '/home',
  textbooks: '/bookList',
  dictionary: '/dictionary/index',
  dictionarySearch: '/dictionary/search',
} as const;

/** The tab named in the address (?tab=recordings); words and sentences by default. */
export function collectionTabOf(params: URLSearchParams): CollectionTab {
  const tab = params.get('tab');
  return COLLECTION_TABS.find((entry) => entry === tab) ?? 'words';
}

/** The dictionary entry of a collected word. */
export const dictionaryEntryPath = (word: string): string => withQuery(COLLECTION_PATHS.dictionarySearch, { word });

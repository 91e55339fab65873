// The dictionary routes (spec part 3, section 2 "Dictionary"), spread into remote-words' routes.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { DictionaryAboutPage } from './components/dictionary-about-page';
import { DictionaryHomePage } from './components/dictionary-home-page';
import { DictionarySearchPage } from './components/dictionary-search-page';
import { DICTIONARY_PATHS } from './dictionary-paths';

export const dictionaryRoutes: RouteObject[] = [
  { path: DICTIONARY_PATHS.root, element: <Navigate to={DICTIONARY_PATHS.index} replace /> },
  // The dictionary home tab (a main tab: reaching it resets the route-name history).
  { path: DICTIONARY_PATHS.index, element: <DictionaryHomePage />, handle: { name: 'dictionaryHome' } },
  { path: DICTIONARY_PATHS.search, element: <DictionarySearchPage />, handle: { name: 'dictionarySearch' } },
  { path: DICTIONARY_PATHS.about, element: <DictionaryAboutPage />, handle: { name: 'dictionaryAbout' } },
];

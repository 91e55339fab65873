// remote-words' route subtree (exposed as ./routes). Absolute paths under the prefixes this
// remote owns: /eiken/biz, /eiken/earListen, /study_word, /dictionary, /phonogram, /my_collection.
import { Navigate, type RouteObject } from 'shared-ui/router';
import './app/messages';
import { DictionaryHome } from './features/dictionary/components/dictionary-home';

export const routes: RouteObject[] = [
  { path: '/dictionary', element: <Navigate to="/dictionary/index" replace /> },
  { path: '/dictionary/index', element: <DictionaryHome />, handle: { name: 'dictionaryHome' } },
];

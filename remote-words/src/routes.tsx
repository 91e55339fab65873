// remote-words' route subtree (exposed as ./routes). Absolute paths under the prefixes this
// remote owns: /eiken/biz, /eiken/earListen, /study_word, /dictionary, /phonogram, /my_collection.
import type { RouteObject } from 'shared-ui/router';
import { bizWordRoutes } from './features/biz-word/biz-word-routes';
import { collectionRoutes } from './features/collection/collection-routes';
import { dictionaryRoutes } from './features/dictionary/dictionary-routes';
import { earListenRoutes } from './features/ear-listen/ear-listen-routes';
import { phonogramRoutes } from './features/phonogram/phonogram-routes';
import { studyWordRoutes } from './features/study-word/study-word-routes';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [
  ...dictionaryRoutes,
  ...bizWordRoutes,
  ...earListenRoutes,
  ...studyWordRoutes,
  ...collectionRoutes,
  ...phonogramRoutes,
];

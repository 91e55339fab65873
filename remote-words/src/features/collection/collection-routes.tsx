// The collection route (spec part 3: /my_collection), spread into remote-words' routes.
import type { RouteObject } from 'shared-ui/router';
import { COLLECTION_PATHS } from './collection-paths';
import { lazyPage } from 'shared-ui';

const pages = () => import('./collection-pages');

export const collectionRoutes: RouteObject[] = [{ path: COLLECTION_PATHS.root, lazy: lazyPage(pages, 'CollectionPage'), handle: { name: 'myCollection' } }];

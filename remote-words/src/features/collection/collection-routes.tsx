// The collection route (spec part 3: /my_collection), spread into remote-words' routes.
import type { RouteObject } from 'shared-ui/router';
import { COLLECTION_PATHS } from './collection-paths';
import { CollectionPage } from './components/collection-page';

export const collectionRoutes: RouteObject[] = [{ path: COLLECTION_PATHS.root, element: <CollectionPage />, handle: { name: 'myCollection' } }];

// remote-ebook's route subtree (exposed as ./routes), under /ebook.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { BookshelfPage } from './features/bookshelf/components/bookshelf-page';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [
  { path: '/ebook', element: <Navigate to="/ebook/index" replace /> },
  { path: '/ebook/index', element: <BookshelfPage />, handle: { name: 'EbookIndex' } },
];

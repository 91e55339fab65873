// remote-ebook's route subtree (exposed as ./routes), under /ebook.
import { Navigate, type RouteObject } from 'shared-ui/router';
import './app/messages';
import { Bookshelf } from './features/bookshelf/components/bookshelf';

export const routes: RouteObject[] = [
  { path: '/ebook', element: <Navigate to="/ebook/index" replace /> },
  { path: '/ebook/index', element: <Bookshelf />, handle: { name: 'EbookIndex' } },
];

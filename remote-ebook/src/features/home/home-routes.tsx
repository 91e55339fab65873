// The ebook home (spec part 1: /ebook/index, the named tab EbookIndex; /ebook goes there), in the
// remote's first chunk: it is the page most visits open.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { EBOOK_PATHS, EBOOK_ROUTE_NAMES } from '../books/books-paths';
import { EbookHomePage } from './components/ebook-home-page';

export const homeRoutes: RouteObject[] = [
  { path: EBOOK_PATHS.root, element: <Navigate to={EBOOK_PATHS.index} replace /> },
  { path: EBOOK_PATHS.index, element: <EbookHomePage />, handle: { name: EBOOK_ROUTE_NAMES.index } },
];

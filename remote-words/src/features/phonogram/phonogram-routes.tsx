// The phonics routes (spec part 3, section 2: /phonogram/list, detail, practice, challenge,
// result; the list is the named tab phoneticHome), spread into remote-words' routes.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { PHONOGRAM_PATHS } from './phonogram-paths';
import { lazyPage } from 'shared-ui';

const pages = () => import('./phonogram-pages');

export const phonogramRoutes: RouteObject[] = [
  { path: PHONOGRAM_PATHS.root, element: <Navigate to={PHONOGRAM_PATHS.list} replace /> },
  { path: PHONOGRAM_PATHS.list, lazy: lazyPage(pages, 'PhonogramListPage'), handle: { name: 'phoneticHome' } },
  { path: PHONOGRAM_PATHS.detail, lazy: lazyPage(pages, 'PhonogramDetailPage'), handle: { name: 'phonogramDetail' } },
  { path: PHONOGRAM_PATHS.practice, lazy: lazyPage(pages, 'PhonogramPracticePage'), handle: { name: 'phonogramPractice' } },
  { path: PHONOGRAM_PATHS.challenge, lazy: lazyPage(pages, 'PhonogramChallengePage'), handle: { name: 'phonogramChallenge' } },
  { path: PHONOGRAM_PATHS.result, lazy: lazyPage(pages, 'PhonogramResultPage'), handle: { name: 'phonogramResult' } },
];

// The phonics routes (spec part 3, section 2: /phonogram/list, detail, practice, challenge,
// result; the list is the named tab phoneticHome), spread into remote-words' routes.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { PhonogramChallengePage } from './components/phonogram-challenge-page';
import { PhonogramDetailPage } from './components/phonogram-detail-page';
import { PhonogramListPage } from './components/phonogram-list-page';
import { PhonogramPracticePage } from './components/phonogram-practice-page';
import { PhonogramResultPage } from './components/phonogram-result-page';
import { PHONOGRAM_PATHS } from './phonogram-paths';

export const phonogramRoutes: RouteObject[] = [
  { path: PHONOGRAM_PATHS.root, element: <Navigate to={PHONOGRAM_PATHS.list} replace /> },
  { path: PHONOGRAM_PATHS.list, element: <PhonogramListPage />, handle: { name: 'phoneticHome' } },
  { path: PHONOGRAM_PATHS.detail, element: <PhonogramDetailPage />, handle: { name: 'phonogramDetail' } },
  { path: PHONOGRAM_PATHS.practice, element: <PhonogramPracticePage />, handle: { name: 'phonogramPractice' } },
  { path: PHONOGRAM_PATHS.challenge, element: <PhonogramChallengePage />, handle: { name: 'phonogramChallenge' } },
  { path: PHONOGRAM_PATHS.result, element: <PhonogramResultPage />, handle: { name: 'phonogramResult' } },
];

// The routes of the college- and high-school-entrance listening (/college-entrance-test, /high-school-entrance-exam) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from '../../lib/lazy-page';
import { ReviewDetailsPage } from '../eiken-rwl/components/review-details-page';
import { ReviewResultPage } from '../eiken-rwl/components/review-result-page';
import { COLLEGE_PATHS, ENTRANCE_REVIEW, HIGHSCHOOL_PATHS } from './entrance-paths';

export const entranceRoutes: RouteObject[] = [
  { path: COLLEGE_PATHS.listening, element: lazyPage(() => import('./components/college-listening-page').then((module) => module.CollegeListeningPage)), handle: { name: 'collegeEntranceListening' } },
  { path: COLLEGE_PATHS.practice, element: lazyPage(() => import('./components/college-practice-page').then((module) => module.CollegePracticePage)), handle: { name: 'collegeEntrancePracticeInfo' } },
  { path: COLLEGE_PATHS.mockTest, element: lazyPage(() => import('./components/college-mock-test-page').then((module) => module.CollegeMockTestPage)), handle: { name: 'collegeEntranceMockTest' } },
  { path: COLLEGE_PATHS.practiceResult, element: lazyPage(() => import('./components/college-practice-result-page').then((module) => module.CollegePracticeResultPage)), handle: { name: 'collegeEntrancePracticeResult' } },
  { path: COLLEGE_PATHS.mockResult, element: lazyPage(() => import('./components/college-mock-result-page').then((module) => module.CollegeMockResultPage)), handle: { name: 'collegeEntranceMockTestResult' } },
  { path: HIGHSCHOOL_PATHS.listening, element: lazyPage(() => import('./components/highschool-listening-page').then((module) => module.HighschoolListeningPage)), handle: { name: 'highSchoolEntranceListening' } },
  { path: HIGHSCHOOL_PATHS.practice, element: lazyPage(() => import('./components/highschool-practice-page').then((module) => module.HighschoolPracticePage)), handle: { name: 'highSchoolEntrancePracticeInfo' } },
  { path: HIGHSCHOOL_PATHS.practiceResult, element: lazyPage(() => import('./components/highschool-practice-result-page').then((module) => module.HighschoolPracticeResultPage)), handle: { name: 'highSchoolEntrancePracticeResult' } },
  { path: HIGHSCHOOL_PATHS.reviewInfo, element: lazyPage(() => import('./components/review-info-page').then((module) => module.ReviewInfoPage)), handle: { name: 'highSchoolEntranceReviewInfo' } },
  { path: HIGHSCHOOL_PATHS.reviewStartup, element: <ReviewDetailsPage source={ENTRANCE_REVIEW} />, handle: { name: 'highSchoolEntranceReviewStartup' } },
  { path: HIGHSCHOOL_PATHS.reviewResult, element: <ReviewResultPage source={ENTRANCE_REVIEW} />, handle: { name: 'highSchoolEntranceReviewResult' } },
];

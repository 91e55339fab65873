// The routes of the college- and high-school-entrance listening (/college-entrance-test, /high-school-entrance-exam) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';
import { ReviewDetailsPage } from '../eiken-rwl/components/review-details-page';
import { ReviewResultPage } from '../eiken-rwl/components/review-result-page';
import { CollegeListeningPage } from './components/college-listening-page';
import { CollegeMockResultPage } from './components/college-mock-result-page';
import { CollegeMockTestPage } from './components/college-mock-test-page';
import { CollegePracticePage } from './components/college-practice-page';
import { CollegePracticeResultPage } from './components/college-practice-result-page';
import { HighschoolListeningPage } from './components/highschool-listening-page';
import { HighschoolPracticePage } from './components/highschool-practice-page';
import { HighschoolPracticeResultPage } from './components/highschool-practice-result-page';
import { ReviewInfoPage } from './components/review-info-page';
import { COLLEGE_PATHS, ENTRANCE_REVIEW, HIGHSCHOOL_PATHS } from './entrance-paths';

export const entranceRoutes: RouteObject[] = [
  { path: COLLEGE_PATHS.listening, element: <CollegeListeningPage />, handle: { name: 'collegeEntranceListening' } },
  { path: COLLEGE_PATHS.practice, element: <CollegePracticePage />, handle: { name: 'collegeEntrancePracticeInfo' } },
  { path: COLLEGE_PATHS.mockTest, element: <CollegeMockTestPage />, handle: { name: 'collegeEntranceMockTest' } },
  { path: COLLEGE_PATHS.practiceResult, element: <CollegePracticeResultPage />, handle: { name: 'collegeEntrancePracticeResult' } },
  { path: COLLEGE_PATHS.mockResult, element: <CollegeMockResultPage />, handle: { name: 'collegeEntranceMockTestResult' } },
  { path: HIGHSCHOOL_PATHS.listening, element: <HighschoolListeningPage />, handle: { name: 'highSchoolEntranceListening' } },
  { path: HIGHSCHOOL_PATHS.practice, element: <HighschoolPracticePage />, handle: { name: 'highSchoolEntrancePracticeInfo' } },
  { path: HIGHSCHOOL_PATHS.practiceResult, element: <HighschoolPracticeResultPage />, handle: { name: 'highSchoolEntrancePracticeResult' } },
  { path: HIGHSCHOOL_PATHS.reviewInfo, element: <ReviewInfoPage />, handle: { name: 'highSchoolEntranceReviewInfo' } },
  { path: HIGHSCHOOL_PATHS.reviewStartup, element: <ReviewDetailsPage source={ENTRANCE_REVIEW} />, handle: { name: 'highSchoolEntranceReviewStartup' } },
  { path: HIGHSCHOOL_PATHS.reviewResult, element: <ReviewResultPage source={ENTRANCE_REVIEW} />, handle: { name: 'highSchoolEntranceReviewResult' } },
];

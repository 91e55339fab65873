// The host's own routes (spec part 1, "Route list by group": the startup page, home, login and
// the personal, points, news, ranking, history and live pages). They are children of the shell
// layout like every remote's routes; `handle` carries keepAlive / clearCaches / name.
import { Navigate, type RouteObject } from 'shared-ui/router';
import type { RouteHandle } from 'shared-ui';
import { AboutDetailsPage } from '../features/about/about-details-page';
import { AboutPage } from '../features/about/about-page';
import { ChangeNamePage } from '../features/account/change-name-page';
import { ChangePasswordPage } from '../features/account/change-password-page';
import { JoinClassPage } from '../features/account/join-class-page';
import { FeedbackFaqPage } from '../features/feedback/feedback-faq-page';
import { FeedbackPage } from '../features/feedback/feedback-page';
import { FeedbackSuccessPage } from '../features/feedback/feedback-success-page';
import { HistoryDeepPage } from '../features/history/history-deep-page';
import { HistoryDetailsPage } from '../features/history/history-details-page';
import { HistoryIndexPage } from '../features/history/history-index-page';
import { HomePage } from '../features/home/home-page';
import { LivePage } from '../features/live/live-page';
import { LoginPage } from '../features/login/login-page';
import { NewsDetailsPage } from '../features/news/news-details-page';
import { NewsPage } from '../features/news/news-page';
import { PointsLogsPage } from '../features/points/points-logs-page';
import { PointsPage } from '../features/points/points-page';
import { RankPage } from '../features/ranking/rank-page';
import { SettingsPage } from '../features/settings/settings-page';
import { UserCardListPage } from '../features/user-card/user-card-list-page';
import { UserCardPage } from '../features/user-card/user-card-page';

const handle = (value: RouteHandle) => value;

export const hostRoutes: RouteObject[] = [
  // The startup page: the shell layout's guard sends it on to login or the start page.
  { index: true, element: <Navigate to="/home" replace />, handle: handle({ name: 'startup' }) },
  { path: '/login', element: <LoginPage />, handle: handle({ name: 'login' }) },
  { path: '/home', element: <HomePage />, handle: handle({ keepAlive: true, name: 'home' }) },
  { path: '/settings', element: <SettingsPage />, handle: handle({ name: 'settings' }) },
  { path: '/changeName', element: <ChangeNamePage />, handle: handle({ name: 'changeName' }) },
  { path: '/changePassword', element: <ChangePasswordPage />, handle: handle({ name: 'changePassword' }) },
  { path: '/joinClass', element: <JoinClassPage />, handle: handle({ name: 'joinClass' }) },
  { path: '/about', element: <AboutPage />, handle: handle({ name: 'about' }) },
  { path: '/about/details/:type', element: <AboutDetailsPage />, handle: handle({ name: 'aboutDetails' }) },
  { path: '/feedback', element: <FeedbackPage />, handle: handle({ keepAlive: true, name: 'feedback' }) },
  { path: '/feedback/faq', element: <FeedbackFaqPage />, handle: handle({ name: 'feedbackFaq' }) },
  { path: '/feedback/success', element: <FeedbackSuccessPage />, handle: handle({ name: 'feedbackSuccess' }) },
  { path: '/usercard', element: <UserCardPage />, handle: handle({ name: 'usercard' }) },
  { path: '/usercard/list', element: <UserCardListPage />, handle: handle({ name: 'usercardList' }) },
  { path: '/integral', element: <PointsPage />, handle: handle({ keepAlive: true, clearCaches: ['home'], name: 'integral' }) },
  { path: '/integral/logs', element: <PointsLogsPage />, handle: handle({ name: 'integralLogs' }) },
  { path: '/news', element: <NewsPage />, handle: handle({ keepAlive: true, name: 'news' }) },
  { path: '/news/details', element: <NewsDetailsPage />, handle: handle({ name: 'newsDetail' }) },
  { path: '/rank/list', element: <RankPage />, handle: handle({ name: 'rankList' }) },
  { path: '/history/index', element: <HistoryIndexPage />, handle: handle({ keepAlive: true, name: 'historyIndex' }) },
  { path: '/history/details', element: <HistoryDetailsPage />, handle: handle({ keepAlive: true, name: 'historyDetails' }) },
  { path: '/history/details_deep', element: <HistoryDeepPage />, handle: handle({ name: 'historyDetailsDeep' }) },
  { path: '/live', element: <LivePage />, handle: handle({ name: 'Live' }) },
  // Microphone and pronunciation check (shared-speech engineer; linked from the settings list).
  { path: '/speech-check', lazy: async () => ({ Component: (await import('../features/speech-check/speech-check-page')).SpeechCheckPage }), handle: handle({ name: 'speechCheck' }) },
  // Unknown paths go back to the start page (spec part 1, "Entry and guard").
  { path: '*', element: <Navigate to="/" replace /> },
];

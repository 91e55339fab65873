// The host's own routes (spec part 1, "Route list by group": the startup page, home, login and
// the personal, points, news, ranking, history and live pages). They are children of the shell
// layout like every remote's routes; `handle` carries keepAlive / clearCaches / name.
import { lazyPage, type RouteHandle } from 'shared-ui';
import { Navigate, type RouteObject } from 'shared-ui/router';
import { HomePage } from '../features/home/home-page';
import { LoginPage } from '../features/login/login-page';

const handle = (value: RouteHandle) => value;

export const hostRoutes: RouteObject[] = [
  // The startup page: the shell layout's guard sends it on to login or the start page.
  { index: true, element: <Navigate to="/home" replace />, handle: handle({ name: 'startup' }) },
  { path: '/login', element: <LoginPage />, handle: handle({ name: 'login' }) },
  { path: '/home', element: <HomePage />, handle: handle({ keepAlive: true, name: 'home' }) },
  { path: '/settings', lazy: lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage'), handle: handle({ name: 'settings' }) },
  { path: '/changeName', lazy: lazyPage(() => import('../features/account/change-name-page'), 'ChangeNamePage'), handle: handle({ name: 'changeName' }) },
  { path: '/changePassword', lazy: lazyPage(() => import('../features/account/change-password-page'), 'ChangePasswordPage'), handle: handle({ name: 'changePassword' }) },
  { path: '/joinClass', lazy: lazyPage(() => import('../features/account/join-class-page'), 'JoinClassPage'), handle: handle({ name: 'joinClass' }) },
  { path: '/about', lazy: lazyPage(() => import('../features/about/about-page'), 'AboutPage'), handle: handle({ name: 'about' }) },
  { path: '/about/details/:type', lazy: lazyPage(() => import('../features/about/about-details-page'), 'AboutDetailsPage'), handle: handle({ name: 'aboutDetails' }) },
  { path: '/feedback', lazy: lazyPage(() => import('../features/feedback/feedback-page'), 'FeedbackPage'), handle: handle({ keepAlive: true, name: 'feedback' }) },
  { path: '/feedback/faq', lazy: lazyPage(() => import('../features/feedback/feedback-faq-page'), 'FeedbackFaqPage'), handle: handle({ name: 'feedbackFaq' }) },
  { path: '/feedback/success', lazy: lazyPage(() => import('../features/feedback/feedback-success-page'), 'FeedbackSuccessPage'), handle: handle({ name: 'feedbackSuccess' }) },
  { path: '/usercard', lazy: lazyPage(() => import('../features/user-card/user-card-page'), 'UserCardPage'), handle: handle({ name: 'usercard' }) },
  { path: '/usercard/list', lazy: lazyPage(() => import('../features/user-card/user-card-list-page'), 'UserCardListPage'), handle: handle({ name: 'usercardList' }) },
  { path: '/integral', lazy: lazyPage(() => import('../features/points/points-page'), 'PointsPage'), handle: handle({ keepAlive: true, clearCaches: ['home'], name: 'integral' }) },
  { path: '/integral/logs', lazy: lazyPage(() => import('../features/points/points-logs-page'), 'PointsLogsPage'), handle: handle({ name: 'integralLogs' }) },
  { path: '/news', lazy: lazyPage(() => import('../features/news/news-page'), 'NewsPage'), handle: handle({ keepAlive: true, name: 'news' }) },
  { path: '/news/details', lazy: lazyPage(() => import('../features/news/news-details-page'), 'NewsDetailsPage'), handle: handle({ name: 'newsDetail' }) },
  { path: '/rank/list', lazy: lazyPage(() => import('../features/ranking/rank-page'), 'RankPage'), handle: handle({ name: 'rankList' }) },
  { path: '/history/index', lazy: lazyPage(() => import('../features/history/history-index-page'), 'HistoryIndexPage'), handle: handle({ keepAlive: true, name: 'historyIndex' }) },
  { path: '/history/details', lazy: lazyPage(() => import('../features/history/history-details-page'), 'HistoryDetailsPage'), handle: handle({ keepAlive: true, name: 'historyDetails' }) },
  { path: '/history/details_deep', lazy: lazyPage(() => import('../features/history/history-deep-page'), 'HistoryDeepPage'), handle: handle({ name: 'historyDetailsDeep' }) },
  { path: '/live', lazy: lazyPage(() => import('../features/live/live-page'), 'LivePage'), handle: handle({ name: 'Live' }) },
  // Microphone and pronunciation check (shared-speech engineer; linked from the settings list).
  { path: '/speech-check', lazy: async () => ({ Component: (await import('../features/speech-check/speech-check-page')).SpeechCheckPage }), handle: handle({ name: 'speechCheck' }) },
  // Unknown paths go back to the start page (spec part 1, "Entry and guard").
  { path: '*', element: <Navigate to="/" replace /> },
];

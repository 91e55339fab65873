// The host's own routes (spec part 1, "Route list by group": the startup page, home, login and
// the personal, points, news, ranking, history and live pages). They are children of the shell
// layout like every remote's routes; `handle` carries keepAlive / clearCaches / name.
import type { ComponentType } from 'react';
import { askNetworkRetry } from 'shared-api';
import type { RouteHandle } from 'shared-ui';
import { Navigate, type RouteObject } from 'shared-ui/router';
import { HomePage } from '../features/home/home-page';
import { LoginPage } from '../features/login/login-page';

const handle = (value: RouteHandle) => value;

/**
 * A page loaded when first visited: only the login and home pages (the first screens) are in the
 * host's initial JavaScript. While the portal cannot be reached the page's chunk cannot load
 * either: the student gets the same no-network toast and dialog as a failed call, and Retry loads
 * it again (the bundler forgets a failed chunk, so the next import fetches it afresh).
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): NonNullable<RouteObject['lazy']> {
  return async () => {
    for (;;) {
      try {
        return { Component: (await load())[name] };
      } catch (error) {
        if ((await askNetworkRetry()) !== 'retry') throw error;
      }
    }
  };
}

export const hostRoutes: RouteObject[] = [
  // The startup page: the shell layout's guard sends it on to login or the start page.
  { index: true, element: <Navigate to="/home" replace />, handle: handle({ name: 'startup' }) },
  { path: '/login', element: <LoginPage />, handle: handle({ name: 'login' }) },
  { path: '/home', element: <HomePage />, handle: handle({ keepAlive: true, name: 'home' }) },
  { path: '/settings', lazy: page(() => import('../features/settings/settings-page'), 'SettingsPage'), handle: handle({ name: 'settings' }) },
  { path: '/changeName', lazy: page(() => import('../features/account/change-name-page'), 'ChangeNamePage'), handle: handle({ name: 'changeName' }) },
  { path: '/changePassword', lazy: page(() => import('../features/account/change-password-page'), 'ChangePasswordPage'), handle: handle({ name: 'changePassword' }) },
  { path: '/joinClass', lazy: page(() => import('../features/account/join-class-page'), 'JoinClassPage'), handle: handle({ name: 'joinClass' }) },
  { path: '/about', lazy: page(() => import('../features/about/about-page'), 'AboutPage'), handle: handle({ name: 'about' }) },
  { path: '/about/details/:type', lazy: page(() => import('../features/about/about-details-page'), 'AboutDetailsPage'), handle: handle({ name: 'aboutDetails' }) },
  { path: '/feedback', lazy: page(() => import('../features/feedback/feedback-page'), 'FeedbackPage'), handle: handle({ keepAlive: true, name: 'feedback' }) },
  { path: '/feedback/faq', lazy: page(() => import('../features/feedback/feedback-faq-page'), 'FeedbackFaqPage'), handle: handle({ name: 'feedbackFaq' }) },
  { path: '/feedback/success', lazy: page(() => import('../features/feedback/feedback-success-page'), 'FeedbackSuccessPage'), handle: handle({ name: 'feedbackSuccess' }) },
  { path: '/usercard', lazy: page(() => import('../features/user-card/user-card-page'), 'UserCardPage'), handle: handle({ name: 'usercard' }) },
  { path: '/usercard/list', lazy: page(() => import('../features/user-card/user-card-list-page'), 'UserCardListPage'), handle: handle({ name: 'usercardList' }) },
  { path: '/integral', lazy: page(() => import('../features/points/points-page'), 'PointsPage'), handle: handle({ keepAlive: true, clearCaches: ['home'], name: 'integral' }) },
  { path: '/integral/logs', lazy: page(() => import('../features/points/points-logs-page'), 'PointsLogsPage'), handle: handle({ name: 'integralLogs' }) },
  { path: '/news', lazy: page(() => import('../features/news/news-page'), 'NewsPage'), handle: handle({ keepAlive: true, name: 'news' }) },
  { path: '/news/details', lazy: page(() => import('../features/news/news-details-page'), 'NewsDetailsPage'), handle: handle({ name: 'newsDetail' }) },
  { path: '/rank/list', lazy: page(() => import('../features/ranking/rank-page'), 'RankPage'), handle: handle({ name: 'rankList' }) },
  { path: '/history/index', lazy: page(() => import('../features/history/history-index-page'), 'HistoryIndexPage'), handle: handle({ keepAlive: true, name: 'historyIndex' }) },
  { path: '/history/details', lazy: page(() => import('../features/history/history-details-page'), 'HistoryDetailsPage'), handle: handle({ keepAlive: true, name: 'historyDetails' }) },
  { path: '/history/details_deep', lazy: page(() => import('../features/history/history-deep-page'), 'HistoryDeepPage'), handle: handle({ name: 'historyDetailsDeep' }) },
  { path: '/live', lazy: page(() => import('../features/live/live-page'), 'LivePage'), handle: handle({ name: 'Live' }) },
  // Microphone and pronunciation check (shared-speech engineer; linked from the settings list).
  { path: '/speech-check', lazy: async () => ({ Component: (await import('../features/speech-check/speech-check-page')).SpeechCheckPage }), handle: handle({ name: 'speechCheck' }) },
  // Unknown paths go back to the start page (spec part 1, "Entry and guard").
  { path: '*', element: <Navigate to="/" replace /> },
];

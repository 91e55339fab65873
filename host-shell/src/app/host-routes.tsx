// The host's own routes (spec part 1, "Route list by group": /, /home, login and the personal
// pages). Seam for the shell engineer; remote prefixes are mounted by app/remotes/.
import { Navigate, type RouteObject } from 'react-router';
import { HomeLinks } from './home-links';

export const hostRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { path: '/home', element: <HomeLinks />, handle: { keepAlive: true, name: 'home' } },
  // Microphone and pronunciation check (shared-speech engineer; linked from the settings list).
  { path: '/speech-check', lazy: async () => ({ Component: (await import('../features/speech-check/speech-check-page')).SpeechCheckPage }), handle: { name: 'speechCheck' } },
  // Unknown paths go back to the start page (spec part 1, "Entry and guard").
  { path: '*', element: <Navigate to="/" replace /> },
];

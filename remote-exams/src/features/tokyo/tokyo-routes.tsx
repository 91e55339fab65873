// The routes of the Tokyo speaking test (/tokyo) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from '../../lib/lazy-page';
import { TOKYO_PATHS } from './tokyo-paths';

export const tokyoRoutes: RouteObject[] = [
  { path: TOKYO_PATHS.index, element: lazyPage(() => import('./components/tokyo-index-page').then((module) => module.TokyoIndexPage)), handle: { name: 'tokyoIndex' } },
  { path: TOKYO_PATHS.training, element: lazyPage(() => import('./components/tokyo-training-page').then((module) => module.TokyoTrainingPage)), handle: { name: 'tokyoTraining' } },
  { path: TOKYO_PATHS.trainingResult, element: lazyPage(() => import('./components/tokyo-result-pages').then((module) => module.TokyoTrainingResultPage)), handle: { name: 'tokyoTrainingResult' } },
  { path: TOKYO_PATHS.unitList, element: lazyPage(() => import('./components/tokyo-unit-list-page').then((module) => module.TokyoUnitListPage)), handle: { name: 'tokyoPracticeUnitList' } },
  { path: TOKYO_PATHS.practice, element: lazyPage(() => import('./components/tokyo-practice-page').then((module) => module.TokyoPracticePage)), handle: { name: 'tokyoPractice' } },
  { path: TOKYO_PATHS.practiceResult, element: lazyPage(() => import('./components/tokyo-result-pages').then((module) => module.TokyoPracticeResultPage)), handle: { name: 'tokyoPracticeResult' } },
  { path: TOKYO_PATHS.testing, element: lazyPage(() => import('./components/tokyo-testing-page').then((module) => module.TokyoTestingPage)), handle: { name: 'tokyoTesting' } },
  { path: TOKYO_PATHS.testingResult, element: lazyPage(() => import('./components/tokyo-testing-result-page').then((module) => module.TokyoTestingResultPage)), handle: { name: 'tokyoTestingResult' } },
  { path: TOKYO_PATHS.help, element: lazyPage(() => import('./components/tokyo-help-page').then((module) => module.TokyoHelpPage)), handle: { name: 'tokyoHelp' } },
  { path: TOKYO_PATHS.listening, element: lazyPage(() => import('./components/tokyo-listening-pages').then((module) => module.TokyoListeningPage)), handle: { name: 'tokyoListening' } },
  { path: TOKYO_PATHS.listeningPractice, element: lazyPage(() => import('./components/tokyo-listening-pages').then((module) => module.TokyoListeningPracticePage)), handle: { name: 'tokyoListeningPractice' } },
  { path: TOKYO_PATHS.listeningResult, element: lazyPage(() => import('./components/tokyo-result-pages').then((module) => module.TokyoListeningResultPage)), handle: { name: 'tokyoListeningPracticeResult' } },
];

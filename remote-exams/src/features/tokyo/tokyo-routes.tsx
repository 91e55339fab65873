// The routes of the Tokyo speaking test (/tokyo) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';
import { TokyoHelpPage } from './components/tokyo-help-page';
import { TokyoIndexPage } from './components/tokyo-index-page';
import { TokyoListeningPage, TokyoListeningPracticePage } from './components/tokyo-listening-pages';
import { TokyoPracticePage } from './components/tokyo-practice-page';
import { TokyoListeningResultPage, TokyoPracticeResultPage, TokyoTrainingResultPage } from './components/tokyo-result-pages';
import { TokyoTestingPage } from './components/tokyo-testing-page';
import { TokyoTestingResultPage } from './components/tokyo-testing-result-page';
import { TokyoTrainingPage } from './components/tokyo-training-page';
import { TokyoUnitListPage } from './components/tokyo-unit-list-page';
import { TOKYO_PATHS } from './tokyo-paths';

export const tokyoRoutes: RouteObject[] = [
  { path: TOKYO_PATHS.index, element: <TokyoIndexPage />, handle: { name: 'tokyoIndex' } },
  { path: TOKYO_PATHS.training, element: <TokyoTrainingPage />, handle: { name: 'tokyoTraining' } },
  { path: TOKYO_PATHS.trainingResult, element: <TokyoTrainingResultPage />, handle: { name: 'tokyoTrainingResult' } },
  { path: TOKYO_PATHS.unitList, element: <TokyoUnitListPage />, handle: { name: 'tokyoPracticeUnitList' } },
  { path: TOKYO_PATHS.practice, element: <TokyoPracticePage />, handle: { name: 'tokyoPractice' } },
  { path: TOKYO_PATHS.practiceResult, element: <TokyoPracticeResultPage />, handle: { name: 'tokyoPracticeResult' } },
  { path: TOKYO_PATHS.testing, element: <TokyoTestingPage />, handle: { name: 'tokyoTesting' } },
  { path: TOKYO_PATHS.testingResult, element: <TokyoTestingResultPage />, handle: { name: 'tokyoTestingResult' } },
  { path: TOKYO_PATHS.help, element: <TokyoHelpPage />, handle: { name: 'tokyoHelp' } },
  { path: TOKYO_PATHS.listening, element: <TokyoListeningPage />, handle: { name: 'tokyoListening' } },
  { path: TOKYO_PATHS.listeningPractice, element: <TokyoListeningPracticePage />, handle: { name: 'tokyoListeningPractice' } },
  { path: TOKYO_PATHS.listeningResult, element: <TokyoListeningResultPage />, handle: { name: 'tokyoListeningPracticeResult' } },
];

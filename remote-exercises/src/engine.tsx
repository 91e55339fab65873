// The exercise engine for other remotes (exposed as ./engine): exams, words, ebook, AI study
// and arena play their items with the same player, modes, outbox and result view. Another remote
// takes its types with a type-only import and loads it at run time through the host:
//
//   import type * as Engine from 'remote-exercises/engine';
//   const engine = useExposedModule<typeof Engine>('remote_exercises/engine');   // shared-ui
//   <QueryState query={engine}>{({ PracticeScreen }) => <PracticeScreen info={...} target={...} ... />}</QueryState>
//
// The worked example is remote-exams' Eiken practice (CONTRIBUTING.md, "Playing items with the engine").
import './app/setup';
import { registerQuestionTypes } from './app/register-question-types';

registerQuestionTypes();

// A whole run and its result screen, as the textbook and homework flows use them.
export { PracticeScreen, type PracticeSetup } from './features/practice/components/practice-screen';
export { ResultScreen } from './features/practice/components/result-screen';
export { ResourceRow } from './features/practice/components/resource-row';
export { settleOutbox } from './features/practice/hooks/settle-outbox';
export type { AnswerRecord, ResourceInfo, ResourceSummary } from './features/practice/api/practice-types';
export { ExercisePlayer, type ExercisePlayerProps } from './features/engine/components/exercise-player';
export { ExerciseResult, type ExerciseResultProps, type ResultRecord } from './features/engine/components/exercise-result';
export { AllCompletedPopup, CountdownPopup, ReadingModePopup, READING_MODE, type ReadingMode } from './features/engine/components/popups';
export { loadResourcePackage, mediaUrlFor, parsePackage, PackageError } from './features/engine/api/resource-package';
export { answerOutbox } from './features/engine/outbox/outbox-instance';
export { newGuid } from 'shared-api';
export { registerQuestionType, questionTypeFor, registeredQuestionTypes } from './features/engine/registry/question-type-registry';
export {
  EXERCISE_MODES,
  homeworkConfigFrom,
  modeRules,
  showLastResult,
  showTryAgain,
  type ExerciseMode,
  type HomeworkConfig,
  type ModeRules,
  type ModuleKey,
} from './features/engine/modes/mode-rules';
export { itemPoints, percentFromPoints, resourcePercent } from './features/engine/scoring/scoring';
export type { AnswerTarget } from './features/engine/model/answer-target';
export type { PracticeResource, ExerciseItem } from './features/engine/model/resource';
export type { QuestionTypeKey } from 'shared-contract';
export type { QuestionTypeDefinition, PlayerProps, ResultItemProps, StoredAnswer, GradedAnswer } from './features/engine/model/question-type';

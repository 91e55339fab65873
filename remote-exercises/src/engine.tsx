// The exercise engine for other remotes (exposed as ./engine): exams, words, ebook, AI study
// and arena play their items with the same player, modes, outbox and result view.
//
//   const engine = await loadRemote<typeof import('remote-exercises/engine')>('remote_exercises/engine');
//   <engine.ExercisePlayer resource={...} packagePath="/resources/.../" mode="test" module="cefr"
//     target={{ path: '/...', fields: {...} }} attempt={guid} title="..." onFinished={...} />
import './app/setup';
import { registerQuestionTypes } from './app/register-question-types';

registerQuestionTypes();

export { ExercisePlayer, type ExercisePlayerProps } from './features/engine/components/exercise-player';
export { ExerciseResult, type ExerciseResultProps, type ResultRecord } from './features/engine/components/exercise-result';
export { AllCompletedPopup, CountdownPopup, ReadingModePopup, READING_MODE, type ReadingMode } from './features/engine/components/popups';
export { loadResourcePackage, mediaUrlFor, parsePackage, PackageError } from './features/engine/api/resource-package';
export { answerOutbox } from './features/engine/outbox/outbox-instance';
export { newGuid } from './features/engine/hooks/new-guid';
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

// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { ExerciseInfoPage } from './components/exercise-info-page';
export { ExerciseResultPage } from './components/exercise-result-page';

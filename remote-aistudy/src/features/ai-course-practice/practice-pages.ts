// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { PracticePage } from './components/practice-page';
export { PracticeResultPage } from './components/practice-result-page';

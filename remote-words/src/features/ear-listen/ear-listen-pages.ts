// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { EarListenPage } from './components/ear-listen-page';
export { EarListenPracticePage } from './components/ear-listen-practice-page';

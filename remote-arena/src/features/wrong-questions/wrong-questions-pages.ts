// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { WrongQuestionsPage } from './components/wrong-questions-page';
export { WrongResultPage } from './components/wrong-result-page';

// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { PkResultPage } from './components/pk-result-page';
export { PkWaitPage } from './components/pk-wait-page';

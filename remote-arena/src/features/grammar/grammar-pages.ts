// The pages of this feature, one chunk that its route loads when it is first opened.
export { GrammarPage } from './components/grammar-page';

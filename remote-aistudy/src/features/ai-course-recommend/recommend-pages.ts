// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { RecommendDetailsPage } from './components/recommend-details-page';
export { RecommendResultPage } from './components/recommend-result-page';

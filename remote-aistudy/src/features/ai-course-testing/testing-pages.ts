// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { TestingIndexPage } from './components/testing-index-page';
export { TestingDetailsPage } from './components/testing-details-page';

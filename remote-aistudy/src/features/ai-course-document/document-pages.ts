// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { DocumentPage } from './components/document-page';

// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { BookDetailsPage } from './components/book-details-page';
export { BookListPage } from './components/book-list-page';

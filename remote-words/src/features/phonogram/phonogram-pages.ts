// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { PhonogramChallengePage } from './components/phonogram-challenge-page';
export { PhonogramDetailPage } from './components/phonogram-detail-page';
export { PhonogramListPage } from './components/phonogram-list-page';
export { PhonogramPracticePage } from './components/phonogram-practice-page';
export { PhonogramResultPage } from './components/phonogram-result-page';

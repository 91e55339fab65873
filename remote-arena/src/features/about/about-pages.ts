// The pages of this feature, one chunk that its route loads when it is first opened.
export { AboutPage } from './components/about-page';

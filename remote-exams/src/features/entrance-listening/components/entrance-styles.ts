// The shared exam-family layout plus this feature's own classes, as one styles object.
import shared from '../../../lib/exam-family.module.css';
import own from './entrance.module.css';

export const styles = { ...shared, ...own };

// Everything this remote needs before any of its modules renders: its i18n texts, the question
// types, and the answer outbox (started at once, so answers a closed tab left behind are sent
// as soon as the student is back on any page that loads this remote).
import { startAnswerOutbox } from '../features/engine/outbox/outbox-instance';
import { registerExercisesTranslations } from './i18n/register-translations';
import { registerQuestionTypes } from './register-question-types';

registerExercisesTranslations();
registerQuestionTypes();
startAnswerOutbox();

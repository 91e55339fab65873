// What this remote needs before any of its modules renders: its i18n texts and the answer
// outbox (started at once, so answers a closed tab left behind are sent as soon as the student
// is back on any page that loads this remote). The question types register with the practice
// pages (a separate chunk) or with ./engine.
import { startAnswerOutbox } from '../features/engine/outbox/outbox-instance';
import { registerExercisesTranslations } from './i18n/register-translations';

registerExercisesTranslations();
startAnswerOutbox();

// The spoken question types of issue 7, as the engine registers them (app/register-question-types.ts).
import { articleReadingType } from '../features/question-types/article-reading/article-reading';
import { businessWordReadingType } from '../features/question-types/business-word-reading/business-word-reading';
import { chatBotType } from '../features/question-types/chat-bot/chat-bot';
import { dialogueChallengeType, dialoguePracticeType } from '../features/question-types/dialogue-practice/dialogue-practice';
import { integratedProcessType } from '../features/question-types/integrated-process/integrated-process';
import { narrationType } from '../features/question-types/narration/narration';
import { pictureDescriptionType } from '../features/question-types/picture-description/picture-description';
import { pictureReadingType } from '../features/question-types/picture-reading/picture-reading';
import { pureListeningType } from '../features/question-types/pure-listening/pure-listening';
import { quickResponseType } from '../features/question-types/quick-response/quick-response';
import { sentenceReadingType } from '../features/question-types/sentence-reading/sentence-reading';
import { sentenceShadowingType } from '../features/question-types/sentence-shadowing/sentence-shadowing';
import { shadowTrackingType } from '../features/question-types/shadow-tracking/shadow-tracking';
import { shadowingType } from '../features/question-types/shadowing/shadowing';
import { speakingType } from '../features/question-types/speaking/speaking';
import { wordReadingType } from '../features/question-types/word-reading/word-reading';
import { registerSpokenTranslations } from '../features/spoken/i18n/spoken-translations';

registerSpokenTranslations();

export const SPOKEN_QUESTION_TYPES = [
  sentenceReadingType,
  wordReadingType,
  pictureReadingType,
  articleReadingType,
  shadowingType,
  sentenceShadowingType,
  shadowTrackingType,
  dialoguePracticeType,
  dialogueChallengeType,
  narrationType,
  speakingType,
  pictureDescriptionType,
  quickResponseType,
  integratedProcessType,
  pureListeningType,
  businessWordReadingType,
  chatBotType,
] as const;

// The spoken question types of issue 7, as the engine registers them (app/register-question-types.ts).
import { articleReadingType } from '../question-types/article-reading/article-reading';
import { businessWordReadingType } from '../question-types/business-word-reading/business-word-reading';
import { chatBotType } from '../question-types/chat-bot/chat-bot';
import { dialogueChallengeType, dialoguePracticeType } from '../question-types/dialogue-practice/dialogue-practice';
import { integratedProcessType } from '../question-types/integrated-process/integrated-process';
import { narrationType } from '../question-types/narration/narration';
import { pictureDescriptionType } from '../question-types/picture-description/picture-description';
import { pictureReadingType } from '../question-types/picture-reading/picture-reading';
import { pureListeningType } from '../question-types/pure-listening/pure-listening';
import { quickResponseType } from '../question-types/quick-response/quick-response';
import { sentenceReadingType } from '../question-types/sentence-reading/sentence-reading';
import { sentenceShadowingType } from '../question-types/sentence-shadowing/sentence-shadowing';
import { shadowTrackingType } from '../question-types/shadow-tracking/shadow-tracking';
import { shadowingType } from '../question-types/shadowing/shadowing';
import { speakingType } from '../question-types/speaking/speaking';
import { wordReadingType } from '../question-types/word-reading/word-reading';
import { registerSpokenTranslations } from './i18n/spoken-translations';

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

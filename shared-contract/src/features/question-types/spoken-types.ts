// The spoken question types (spec part 2, sections 3 and 9) and the speech-server categories
// they are scored with (speech-server/PROTOCOL.md). The content build fills each item's
// category from these defaults; the players send the item's category to speech-server, which
// accepts exactly SPEECH_CATEGORIES.

export const SPOKEN_TYPE_KEYS = [
  'sentence_reading',
  'word_reading',
  'picture_reading',
  'article_reading',
  'shadowing',
  'sentence_shadowing',
  'shadow_tracking',
  'dialogue_practice',
  'dialogue_challenge',
  'narration',
  'speaking',
  'picture_description',
  'quick_response',
  'integrated_process',
  'pure_listening',
  'business_word_reading',
  'chat_bot',
] as const;

export type SpokenTypeKey = (typeof SPOKEN_TYPE_KEYS)[number];

/** Pure listening only plays audio; every other spoken type records. */
export type RecordedSpokenTypeKey = Exclude<SpokenTypeKey, 'pure_listening'>;

export function isSpokenTypeKey(value: unknown): value is SpokenTypeKey {
  return typeof value === 'string' && (SPOKEN_TYPE_KEYS as readonly string[]).includes(value);
}

/** Every evaluation category speech-server knows (PROTOCOL.md, status 0 `category`). */
export const SPEECH_CATEGORIES = ['read_word', 'read_sentence', 'read_chapter', 'free_reply', 'choice'] as const;

export type SpeechCategory = (typeof SPEECH_CATEGORIES)[number];

export function isSpeechCategory(value: unknown): value is SpeechCategory {
  return typeof value === 'string' && (SPEECH_CATEGORIES as readonly string[]).includes(value);
}

/** The categories a content item may name; `choice` is the chat bot's, chosen by its player from the replies offered. */
export const ITEM_SPEECH_CATEGORIES = ['read_word', 'read_sentence', 'read_chapter', 'free_reply'] as const satisfies readonly SpeechCategory[];

export type ItemSpeechCategory = (typeof ITEM_SPEECH_CATEGORIES)[number];

/** The category an item is scored with when it names none; integrated process goes by its part (integratedPartCategory). */
export const DEFAULT_SPOKEN_CATEGORY: Readonly<Record<Exclude<RecordedSpokenTypeKey, 'integrated_process'>, ItemSpeechCategory>> = {
  sentence_reading: 'read_sentence',
  word_reading: 'read_word',
  picture_reading: 'read_word',
  article_reading: 'read_sentence',
  shadowing: 'read_chapter',
  sentence_shadowing: 'read_sentence',
  shadow_tracking: 'read_chapter',
  dialogue_practice: 'read_sentence',
  dialogue_challenge: 'read_sentence',
  narration: 'read_chapter',
  speaking: 'free_reply',
  picture_description: 'free_reply',
  quick_response: 'free_reply',
  business_word_reading: 'read_word',
  chat_bot: 'free_reply',
};

/** The parts of an integrated-process resource whose items record (its `init` part only introduces). */
export const INTEGRATED_PARTS = ['reading', 'speaking', 'narration'] as const;

export type IntegratedPart = (typeof INTEGRATED_PARTS)[number];

const INTEGRATED_PART_CATEGORY: Readonly<Record<IntegratedPart, ItemSpeechCategory>> = {
  reading: 'read_sentence',
  speaking: 'free_reply',
  narration: 'read_chapter',
};

/** The default category of an integrated-process item, by its part. */
export function integratedPartCategory(part: IntegratedPart): ItemSpeechCategory {
  return INTEGRATED_PART_CATEGORY[part];
}

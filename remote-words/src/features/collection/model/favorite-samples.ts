// Entries as the collection lists give them, for this feature's unit and page tests.
import type { FavoriteEntry } from '../api/favorite-types';

const BLANK: FavoriteEntry = {
  favorite_id: 1,
  type: 'sentence',
  client: '',
  resource_id: null,
  resource_code: '',
  resource_title: '',
  question_id: '',
  question_index: null,
  sentence_id: '',
  sentence_source: '',
  screen_en_text: '',
  screen_jp_text: '',
  evaluate_text: '',
  audio_file_name: '',
  category: 'read_sentence',
  record_max_time: 20,
  evaluate_html: '',
  evaluate_result: '',
  scores: '',
  record_duration: null,
  percent_score: null,
  sound_file: '',
  is_collected: 1,
  created_at: '2025-05-01T09:00:00.000Z',
};

/** A sentence collected in a textbook (resource 12, item 3). */
export const sampleSentence = (fields: Partial<FavoriteEntry> = {}): FavoriteEntry => ({
  ...BLANK,
  client: 'pc',
  resource_id: 12,
  resource_code: 'textbook-1-1',
  resource_title: 'Unit 1 あいさつ',
  question_index: 3,
  screen_en_text: 'Good morning, everyone.',
  screen_jp_text: 'みなさん、おはようございます。',
  evaluate_text: 'Good morning, everyone.',
  ...fields,
});

/** A word collected in the dictionary. */
export const sampleWord = (fields: Partial<FavoriteEntry> = {}): FavoriteEntry => ({
  ...BLANK,
  favorite_id: 2,
  sentence_source: 'dictionary',
  sentence_id: '4021',
  category: 'read_word',
  screen_en_text: 'receive',
  evaluate_text: 'receive',
  screen_jp_text: '受け取る',
  ...fields,
});

/** A recording kept with its score (type recording; no English text unless given). */
export const sampleRecording = (fields: Partial<FavoriteEntry> = {}): FavoriteEntry => ({
  ...BLANK,
  favorite_id: 1,
  type: 'recording',
  category: '',
  resource_id: 30,
  resource_code: 'speaking-1',
  resource_title: '自己紹介をしよう',
  question_id: 'q2',
  percent_score: 78,
  record_duration: 12.4,
  scores: '{"total":78}',
  sound_file: '/uploads/3/1714550000000-0123456789abcdef01234567.mp3',
  ...fields,
});

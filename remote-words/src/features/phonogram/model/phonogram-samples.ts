// Sample answers of the phonics calls in the server's shapes, for the page tests (no screen imports this).
const segments = (word: string, start: number, end: number) =>
  [
    { text: word.slice(0, start), target: false },
    { text: word.slice(start, end), target: true },
    { text: word.slice(end), target: false },
  ].filter((segment) => segment.text !== '');

const progress = (status: 'new' | 'weak' | 'practicing' | 'mastered', attempts = 0, right = 0) => ({ attempts, right, recent: attempts, recent_right: right, words_right: right, status });

export const shortA = { phonogram_id: 'short-a', group: 'short-vowel', title: '短い a（cat の a）', spellings: ['a'], ipa: 'æ', target_phones: ['AE'] };
export const thSound = { phonogram_id: 'th-voiceless', group: 'digraph', title: 'th の音（息だけ：think の th）', spellings: ['th'], ipa: 'θ', target_phones: ['TH'] };

export const word = (word_id: number, text: string, meaning: string, phones: string, start: number, end: number) => ({ word_id, word: text, meaning, phones, segments: segments(text, start, end) });

export const listData = {
  groups: [
    { code: 'short-vowel', title: '短母音', title_en: 'Short vowels', description: '短く発音する母音です。', patterns: [{ ...shortA, word_count: 2, example: word(1, 'cat', 'ネコ', 'K AE T', 1, 2), progress: progress('weak', 3, 1) }] },
    { code: 'digraph', title: '2文字で1つの子音', title_en: 'Digraphs', description: 'sh・ch・th など。', patterns: [{ ...thSound, word_count: 2, example: word(3, 'think', '考える', 'TH IH NG K', 0, 2), progress: progress('new') }] },
  ],
  summary: { patterns: 2, practiced: 1, mastered: 0, weak: 1 },
};

export const detailData = {
  phonogram: {
    ...shortA,
    group_title: '短母音',
    how_ja: '口を縦にも横にも大きく開けます。',
    mistake_ja: '日本語の「ア」で言うと cut に聞こえます。',
    tip_ja: '「エ」の口で「ア」。',
    progress: progress('weak', 3, 1),
    words: [
      { ...word(1, 'cat', 'ネコ', 'K AE T', 1, 2), record: { attempts: 1, right: 1, last: { is_right: true, target_score: 88, read_at: '2030-01-01T00:00:00.000Z' } } },
      { ...word(2, 'bat', 'バット', 'B AE T', 1, 2), record: { attempts: 0, right: 0, last: null } },
    ],
  },
  prev_id: 'soft-g',
  next_id: 'short-e',
};

/** The speech server's result of "bat" read as "bet": the vowel scored 16.9. */
export const betResult = {
  category: 'read_word',
  ref_text: 'bat',
  total_score: 72.4,
  accuracy_score: 60,
  fluency_score: 90,
  integrity_score: 100,
  is_rejected: false,
  recognized_text: 'bat',
  audio_ms: 2600,
  speech_ms: 500,
  speed_wpm: 100,
  words: [
    {
      index: 0,
      word: 'bat',
      ref_index: 0,
      type: 'mispronunciation',
      score: 52.3,
      start_ms: 1000,
      end_ms: 1400,
      phones: [
        { phone: 'B', ipa: 'b', score: 87.7, start_ms: 1000, end_ms: 1080, type: 'correct' },
        { phone: 'AE', ipa: 'æ', score: 16.9, start_ms: 1080, end_ms: 1300, type: 'mispronunciation' },
        { phone: 'T', ipa: 't', score: 97.7, start_ms: 1300, end_ms: 1400, type: 'correct' },
      ],
    },
  ],
  poorly_words: ['bat'],
  evaluate_html: '<p class="ev-text"></p>',
};

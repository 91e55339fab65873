/**
 * Phone-level feedback from an evaluation (issue 19): the words read with a mispronounced phone,
 * their IPA with those phones marked, and which of the usual errors of Japanese speakers the
 * phones point to, so the result screens can show a Japanese tip next to the word.
 */
import type { ScoredPhone, ScoredWord } from '../evaluation/speech-score';

/**
 * The usual errors of Japanese speakers: L and R (one Japanese flap), TH and DH (said as S/Z),
 * V and B, F and H (Japanese ふ), a vowel added after a final consonant (good → グッド), and
 * long against short vowels (sheep/ship, pool/pull).
 */
export type PronunciationTip = 'lr' | 'th' | 'vb' | 'fh' | 'addedVowel' | 'vowelLength';

export const PRONUNCIATION_TIPS: readonly PronunciationTip[] = ['lr', 'th', 'vb', 'fh', 'addedVowel', 'vowelLength'];

export type PhoneFeedback = ScoredPhone & { mispronounced: boolean };

export type WordFeedback = {
  word: ScoredWord;
  phones: PhoneFeedback[];
  tips: PronunciationTip[];
  /** Where the word is in the student's recording (ms), when the engine placed it. */
  span: { startMs: number; endMs: number } | null;
};

const TIP_OF_PHONE: Readonly<Record<string, PronunciationTip>> = {
  L: 'lr',
  R: 'lr',
  TH: 'th',
  DH: 'th',
  V: 'vb',
  B: 'vb',
  F: 'fh',
  HH: 'fh',
  IY: 'vowelLength',
  IH: 'vowelLength',
  UW: 'vowelLength',
  UH: 'vowelLength',
  AA: 'vowelLength',
  AO: 'vowelLength',
  ER: 'vowelLength',
};

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

/** ARPAbet without the stress digit (the server sends base phones; a dictionary may not). */
const basePhone = (phone: string) => phone.replace(/\d$/, '').toUpperCase();

function tipsOf(phones: readonly PhoneFeedback[]): PronunciationTip[] {
  const tips = new Set<PronunciationTip>();
  phones.forEach((phone, position) => {
    if (!phone.mispronounced) return;
    const base = basePhone(phone.phone);
    const tip = TIP_OF_PHONE[base];
    if (tip) tips.add(tip);
    // A mispronounced final consonant is most often one with a vowel added after it.
    if (position === phones.length - 1 && phones.length > 1 && !VOWELS.has(base)) tips.add('addedVowel');
  });
  return PRONUNCIATION_TIPS.filter((tip) => tips.has(tip));
}

/**
 * The reference words of a result that have a mispronounced phone, in reading order. Omitted
 * and inserted words are left out: the coloured words already show them, and they have no
 * phones the student said.
 */
export function pronunciationFeedback(words: readonly ScoredWord[]): WordFeedback[] {
  return words
    .filter((word) => word.refIndex !== null && word.type !== 'omission' && word.type !== 'insertion')
    .map((word) => {
      const phones = word.phones.map((phone) => ({ ...phone, mispronounced: phone.type === 'mispronunciation' }));
      const span = word.startMs !== null && word.endMs !== null && word.endMs > word.startMs ? { startMs: word.startMs, endMs: word.endMs } : null;
      return { word, phones, tips: tipsOf(phones), span };
    })
    .filter((feedback) => feedback.word.type === 'mispronunciation' || feedback.phones.some((phone) => phone.mispronounced));
}

/** Margin around a word when it is replayed from the recording (the engine's edges are tight). */
const REPLAY_MARGIN_MS = 80;

/**
 * The student's recording limited to one word, as a media fragment (`#t=start,end`, seconds),
 * which the audio element plays from start and stops at end.
 */
export function recordingSliceUrl(recordingUrl: string, span: { startMs: number; endMs: number }): string {
  const start = Math.max(0, span.startMs - REPLAY_MARGIN_MS) / 1000;
  const end = (span.endMs + REPLAY_MARGIN_MS) / 1000;
  return `${recordingUrl.split('#')[0]}#t=${start.toFixed(2)},${end.toFixed(2)}`;
}

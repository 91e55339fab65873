// A phonics reading as the portal stores it: the evaluated word's scored phones, taken from the
// speech server's result of a read_word evaluation (shared-speech SpeechScore), in the shape the
// server's submit calls take; and the mark of its target sound with the server's own rule
// (shared-contract markTargetSound), which the challenge shows after each word before its result.
import { markTargetSound, type TargetMark } from 'shared-contract';
import type { SpeechScore } from 'shared-speech';

export type PostedPhone = { phone: string; ipa: string; score: number; type: string; start_ms: number | null; end_ms: number | null };
/** What the submit calls take; is_rejected as 0/1, the portal's switches (also inside the challenge's JSON answers). */
export type WordReading = { phones: PostedPhone[]; word_score: number; is_rejected: 0 | 1 };

/** The reading of the one reference word; null when the result has no phones for it (nothing to mark: read again). */
export function wordReading(score: SpeechScore): WordReading | null {
  const word = score.words.find((entry) => entry.refIndex === 0);
  if (!word || word.phones.length === 0) return null;
  return {
    phones: word.phones.map((phone) => ({ phone: phone.phone, ipa: phone.ipa, score: Math.round(phone.score * 10) / 10, type: phone.type, start_ms: phone.startMs, end_ms: phone.endMs })),
    word_score: Math.round((word.score ?? 0) * 10) / 10,
    is_rejected: score.isRejected ? 1 : 0,
  };
}

/** The mark of the target sound, as the server gives it when the reading is posted. */
export function markReading(reading: WordReading, target: readonly string[]): TargetMark {
  return markTargetSound({ phones: reading.phones, target, rejected: reading.is_rejected === 1, wordScore: reading.word_score });
}

/** The letters of a word that spell the target sound, for screen readers ("a, e" of cake). */
export function targetLetters(segments: readonly { text: string; target: boolean }[]): string {
  return segments
    .filter((segment) => segment.target)
    .map((segment) => segment.text)
    .join(', ');
}

/** The id of one practice reading (32 hex digits): resending a reading with it stores it once. */
export const readingGuid = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

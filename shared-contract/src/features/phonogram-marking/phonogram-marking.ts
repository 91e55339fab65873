// Marking a phonics (phonogram) reading on its target sound, not on the whole word: the speech
// server scores every phone of the word it heard (PROTOCOL.md, `words[].phones`), and a reading
// is right when the phones that make the pattern's sound were said and scored well enough. The
// portal server marks the readings it stores with this; the practice screen shows the same
// phones, so both must find and judge the target the same way.

/** ARPAbet phones as the speech server names them (CMU dictionary, no stress digits). */
export const ARPABET_PHONES = [
  'AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW',
  'B', 'CH', 'D', 'DH', 'F', 'G', 'HH', 'JH', 'K', 'L', 'M', 'N', 'NG', 'P', 'R', 'S', 'SH', 'T', 'TH', 'V', 'W', 'Y', 'Z', 'ZH',
] as const;

export type ArpabetPhone = (typeof ARPABET_PHONES)[number];

const ARPABET = new Set<string>(ARPABET_PHONES);

export function isArpabetPhone(value: string): value is ArpabetPhone {
  return ARPABET.has(value);
}

/**
 * The lowest score of the target phones that still counts as right: the speech server's own line
 * between a correct and a mispronounced phone (PROTOCOL.md), so a phone it shows as mispronounced
 * is never marked right. Tried on espeak-ng readings of all 294 example words, right and with
 * the target replaced by the usual Japanese substitute, 50 and 70 did no better overall (right
 * readings passed 80 %, 76 %, 73 %; wrong readings failed 68 %, 70 %, 72 %).
 */
export const PHONOGRAM_PASS_SCORE = 60;

/**
 * Under this whole-word score the reading is not taken as a reading of the word at all, whatever
 * its target phones scored: the aligner fits the word's phones onto any speech, and of 49 example
 * words read as an unrelated word (bat, water, hello) 5 had a target scored 60 or more, 4 of them
 * with a word score under 30; of the 294 right readings 5 scored under 30.
 */
export const PHONOGRAM_MIN_WORD_SCORE = 30;

/** The phonics challenge: how many words it asks and its time limit (the server runs it, the screens announce it). */
export const PHONOGRAM_CHALLENGE_WORDS = 10;
export const PHONOGRAM_CHALLENGE_SECONDS = 120;

/** A scored phone of the evaluation, as the client posts it (ScoredPhone of shared-speech). */
export type MarkingPhone = { phone: string; score: number; type?: string };

/**
 * Why the target sound was marked as it was: `right`; `low_score` (said, but scored below the
 * pass score); `omitted` (the speech server found the target phones not said, or the whole word
 * missing); `not_found` (the reading's phones do not hold the target: another word was
 * evaluated); `rejected` (the speech server judged the recording not a reading of the word);
 * `word_not_read` (the whole word scored under PHONOGRAM_MIN_WORD_SCORE: another word was said).
 */
export const TARGET_MARK_REASONS = ['right', 'low_score', 'omitted', 'not_found', 'rejected', 'word_not_read'] as const;

export type TargetMarkReason = (typeof TARGET_MARK_REASONS)[number];

export type TargetMark = {
  isRight: boolean;
  reason: TargetMarkReason;
  /** The target phones' score: the lowest of them (a sound of two phones, ar = AA R, is only as good as its weaker part); null when not found. */
  score: number | null;
  /** Index of the first target phone in the reading's phones; -1 when not found. */
  index: number;
};

/** ARPAbet without a stress digit, upper case ("ae1" -> "AE"). */
export function basePhone(phone: string): string {
  return phone.trim().replace(/[0-2]$/, '').toUpperCase();
}

/** Where `target` first occurs, as consecutive phones, in `phones` (compared without stress); -1 if nowhere. */
export function findTargetPhones(phones: readonly string[], target: readonly string[]): number {
  if (target.length === 0) return -1;
  const bases = phones.map(basePhone);
  const wanted = target.map(basePhone);
  for (let start = 0; start + wanted.length <= bases.length; start += 1) {
    if (wanted.every((phone, offset) => bases[start + offset] === phone)) return start;
  }
  return -1;
}

/** How many times `target` occurs as consecutive phones in `phones` (a pattern's example word holds it exactly once). */
export function countTargetPhones(phones: readonly string[], target: readonly string[]): number {
  let count = 0;
  let rest = [...phones];
  for (let at = findTargetPhones(rest, target); at >= 0; at = findTargetPhones(rest, target)) {
    count += 1;
    rest = rest.slice(at + target.length);
  }
  return count;
}

/**
 * Marks a reading on its target sound. `phones` are the evaluated word's scored phones (the
 * speech server's `words[].phones` of the reference word); `target` the pattern's phones;
 * `wordScore` the word's own score (`words[].score`), when known.
 */
export function markTargetSound(input: { phones: readonly MarkingPhone[]; target: readonly string[]; rejected?: boolean; wordScore?: number; passScore?: number }): TargetMark {
  const passScore = input.passScore ?? PHONOGRAM_PASS_SCORE;
  const index = findTargetPhones(
    input.phones.map((phone) => phone.phone),
    input.target,
  );
  if (index < 0) return { isRight: false, reason: 'not_found', score: null, index };
  const said = input.phones.slice(index, index + input.target.length);
  const score = Math.min(...said.map((phone) => (Number.isFinite(phone.score) ? Math.max(0, Math.min(100, phone.score)) : 0)));
  if (input.rejected) return { isRight: false, reason: 'rejected', score, index };
  if (said.some((phone) => phone.type === 'omission')) return { isRight: false, reason: 'omitted', score, index };
  if (input.wordScore !== undefined && input.wordScore < PHONOGRAM_MIN_WORD_SCORE) return { isRight: false, reason: 'word_not_read', score, index };
  if (score < passScore) return { isRight: false, reason: 'low_score', score, index };
  return { isRight: true, reason: 'right', score, index };
}

import calibrationFile from './calibration.json';
import type { DecoderOutput } from '../engine/helper-process';
import { FRAME_MS, framesIn, type AlignedPhone, type AlignedWord, type Gap } from './alignment';

/** A linear model over standardised features, predicting a human score on the 0..10 scale. */
export interface LinearModel {
  intercept: number;
  /** feature -> [weight, mean, standard deviation] */
  terms: Record<string, [number, number, number]>;
}

/** Fitted by scripts/calibrate.ts on speechocean762 (README.md "Calibration"). */
export interface Calibration {
  version: number;
  /** Mean per-frame aligned score of each phone over the training learners. */
  phoneMeans: Record<string, number>;
  defaultPhoneMean: number;
  /** Phone score = 100 / (1 + exp(-(gop - center) / scale)), gop phone-normalised. */
  phoneScore: { center: number; scale: number };
  accuracy: LinearModel;
  fluency: LinearModel;
  total: LinearModel;
  fit: Record<string, unknown>;
}

export const calibration = calibrationFile as unknown as Calibration;

/** Goodness of pronunciation of one aligned phone: its per-frame score minus the phone's usual. */
export function phoneGop(phone: AlignedPhone, model: Calibration = calibration): number {
  const frames = phone.endFrame - phone.startFrame + 1;
  return phone.ascr / Math.max(1, frames) - (model.phoneMeans[phone.phone] ?? model.defaultPhoneMean);
}

export function phoneScoreFromGop(gop: number, model: Calibration = calibration): number {
  const { center, scale } = model.phoneScore;
  return 100 / (1 + Math.exp(-(gop - center) / scale));
}

/** A word's score: mostly its phones' mean, pulled down by its worst phone. */
export function wordScoreFromPhones(phoneScores: readonly number[]): number {
  if (phoneScores.length === 0) return 0;
  const mean = phoneScores.reduce((sum, score) => sum + score, 0) / phoneScores.length;
  return 0.7 * mean + 0.3 * Math.min(...phoneScores);
}

export interface ReadingFeatures {
  /** Mean phone-normalised GOP of the phones read. */
  gopMean: number;
  /** Share of phones read that score below 50. */
  badPhoneRatio: number;
  /** GOP of the worst fifth of the phones read (the 20th percentile). */
  gopLow: number;
  /** Mean phone score (0..100) of the phones read. */
  phoneScoreMean: number;
  /** Reference words read / reference words. */
  foundRatio: number;
  /** Phones per second of speech (span without pauses). */
  articulationRate: number;
  /** Silence inside the span of speech / the span. */
  pauseRatio: number;
  /** Pauses of 300 ms or more between words, per word read. */
  longPausesPerWord: number;
  /** Noise and hesitation fillers inside the span / the span. */
  fillerRatio: number;
  /**
   * Mean per-frame log-likelihood ratio of the aligned phones against the free phone loop over
   * the same frames (0 with no phone aligned). Both decoders score against the same best CI
   * senone, so this needs no calibration: the text's phones explain the audio almost as well as
   * any phones (a reading, however accented) or far worse (another text). Null without a phone
   * loop (free replies): the score models then take the learners' mean for it.
   */
  loopLlr: number | null;
  readWords: number;
  spanMs: number;
  speechMs: number;
}

export const LONG_PAUSE_FRAMES = 30;

/** Words the reader said but the aligner could not fit (README.md "Omissions"), counted as bad. */
export interface GarbledSpeech {
  words: number;
  phones: number;
  /** Frame ranges they took, which are speech rather than pauses. */
  ranges: Array<[number, number]>;
}

const NO_GARBLE: GarbledSpeech = { words: 0, phones: 0, ranges: [] };

/** The GOP given to each phone of a garbled word: two slopes below the 50-point centre. */
export function garbledGop(model: Calibration = calibration): number {
  return model.phoneScore.center - 2 * model.phoneScore.scale;
}

/** The features of `words` (aligned, in order) against a reference of `referenceCount` words. */
export function readingFeatures(
  words: readonly AlignedWord[],
  gaps: readonly Gap[],
  referenceCount: number,
  model: Calibration = calibration,
  garbled: GarbledSpeech = NO_GARBLE,
  phoneLoop?: DecoderOutput,
): ReadingFeatures {
  const phones = words.flatMap((word) => word.phones);
  const gops = [...phones.map((phone) => phoneGop(phone, model)), ...Array<number>(garbled.phones).fill(garbledGop(model))];
  const first = words[0];
  const last = words.at(-1);
  const spanFrames = first && last ? last.endFrame - first.startFrame + 1 : 0;
  const isGarbled = (gap: Gap): boolean => garbled.ranges.some(([start, end]) => gap.startFrame <= end && gap.endFrame >= start);
  const inside = first && last ? gaps.filter((gap) => gap.startFrame > first.startFrame && gap.endFrame < last.endFrame && !isGarbled(gap)) : [];
  const silenceFrames = framesIn(inside.filter((gap) => gap.kind === 'silence'));
  const fillerFrames = framesIn(inside.filter((gap) => gap.kind !== 'silence'));
  const speechFrames = Math.max(1, spanFrames - silenceFrames - fillerFrames);
  const readWords = words.length + garbled.words;
  return {
    gopMean: gops.length ? gops.reduce((sum, gop) => sum + gop, 0) / gops.length : -40,
    badPhoneRatio: gops.length ? gops.filter((gop) => phoneScoreFromGop(gop, model) < 50).length / gops.length : 1,
    gopLow: gops.length ? ([...gops].sort((a, b) => a - b)[Math.floor(gops.length / 5)] as number) : -40,
    phoneScoreMean: gops.length ? gops.reduce((sum, gop) => sum + phoneScoreFromGop(gop, model), 0) / gops.length : 0,
    foundRatio: referenceCount > 0 ? readWords / referenceCount : 0,
    articulationRate: spanFrames > 0 ? (phones.length + garbled.phones) / ((speechFrames * FRAME_MS) / 1000) : 0,
    pauseRatio: spanFrames > 0 ? silenceFrames / spanFrames : 0,
    longPausesPerWord: readWords ? inside.filter((gap) => gap.kind === 'silence' && gap.endFrame - gap.startFrame + 1 >= LONG_PAUSE_FRAMES).length / readWords : 0,
    fillerRatio: spanFrames > 0 ? fillerFrames / spanFrames : 0,
    loopLlr: loopLlr(phones, phoneLoop),
    readWords,
    spanMs: spanFrames * FRAME_MS,
    speechMs: speechFrames * FRAME_MS,
  };
}

function loopLlr(phones: readonly AlignedPhone[], phoneLoop: DecoderOutput | undefined): number | null {
  if (!phoneLoop) return null;
  if (phones.length === 0) return 0;
  let aligned = 0;
  let loop = 0;
  let frames = 0;
  for (const phone of phones) {
    aligned += phone.ascr;
    frames += phone.endFrame - phone.startFrame + 1;
    // The loop's segments overlapping the phone, each in proportion to the frames shared.
    for (const segment of phoneLoop.segments) {
      const shared = Math.min(segment.endFrame, phone.endFrame) - Math.max(segment.startFrame, phone.startFrame) + 1;
      if (shared > 0) loop += (segment.ascr * shared) / (segment.endFrame - segment.startFrame + 1);
    }
  }
  return frames > 0 ? (aligned - loop) / frames : 0;
}

/** Applies a linear model to named values (a missing one counts as its mean); the result is on the human 0..10 scale. */
export function predict(model: LinearModel, values: Record<string, number | null>): number {
  let result = model.intercept;
  for (const [name, [weight, mean, deviation]] of Object.entries(model.terms)) {
    result += (weight * ((values[name] ?? mean) - mean)) / (deviation || 1);
  }
  return result;
}

export interface Scores {
  accuracy: number;
  fluency: number;
  integrity: number;
  total: number;
}

const clampScore = (value: number): number => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/**
 * Scores 0..100 from reading features. Accuracy and fluency come from the calibrated models;
 * the total from both, scaled by completeness (the learners in the calibration set read every
 * word, so the fit cannot learn what an omission costs: the total pays for it in proportion).
 */
export function scoreReading(features: ReadingFeatures, integrity: number, model: Calibration = calibration): Scores {
  if (features.readWords === 0) return { accuracy: 0, fluency: 0, integrity: clampScore(integrity), total: 0 };
  const values = features as unknown as Record<string, number | null>;
  const accuracy = clampScore(predict(model.accuracy, values) * 10);
  const fluency = clampScore(predict(model.fluency, values) * 10);
  const total = clampScore(predict(model.total, { ...values, accuracy, fluency }) * 10 * (integrity / 100));
  return { accuracy, fluency, integrity: clampScore(integrity), total };
}

export { clampScore };

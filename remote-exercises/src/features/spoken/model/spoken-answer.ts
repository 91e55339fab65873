// The answer of a recorded item: the speech evaluation and the uploaded recording, turned into
// the spec's speech post fields (part 2 section 7: question_id, evaluate_result, sound_file,
// record_duration, percent_score, accuracy_score, fluency_score, integrity_score, total_score,
// evaluate_html, poorly_words, study_report, practice_type for articles, guid — the engine adds
// question_id and guid) and read back from an answer record for the result screens.
import { readSpeechScore, speechAnswerFields, type SpeechAnswerFields, type SpeechScore } from 'shared-speech';
import type { AnswerFields, GradedAnswer, StoredAnswer } from '../../engine/model/question-type';
import { clampPercent, PERCENT_PER_POINT } from '../../engine/scoring/scoring';

export type SpokenAnswer = {
  fields: SpeechAnswerFields;
  /** Article reading: 1 sentence mode, 2 whole article. */
  practiceType?: 1 | 2;
  /** Chat bot: "<child index>-<option index>" of the reply the learner said. */
  answerResult?: string;
  /** What the learner said, as recognised (chat bot, free replies). */
  recognizeText?: string;
  /** The evaluation, for the score screen (null when read back from a record without one). */
  score: SpeechScore | null;
  /** The recording to replay: the uploaded file, or this tab's copy when the upload failed. */
  recordingUrl: string | null;
};

/** The take as the player has it after the evaluation and the upload. */
export type RecordedTake = {
  score: SpeechScore;
  /** data.file of the upload; '' when the upload failed (the score is still posted, never lost). */
  soundFile: string;
  durationMs: number;
  /** An object URL of the mp3 in this tab, for replay before (or without) the upload. */
  localUrl: string | null;
};

export function spokenAnswerFromTake(take: RecordedTake, extra: Pick<SpokenAnswer, 'practiceType' | 'answerResult' | 'recognizeText'> = {}): SpokenAnswer {
  return {
    fields: speechAnswerFields(take.score, take.soundFile, take.durationMs),
    ...extra,
    score: take.score,
    recordingUrl: take.soundFile || take.localUrl,
  };
}

/** Speech totals are 0..100; the engine's 5-point scale is percent / 20. */
export function gradeSpoken(answer: SpokenAnswer): GradedAnswer {
  const percent = clampPercent(answer.fields.percent_score);
  return { points: Math.round((percent / PERCENT_PER_POINT) * 100) / 100, correct: true };
}

/** The post fields: the speech fields plus practice_type, answer_result and recognize_text when present. */
export function spokenFields(answer: SpokenAnswer): AnswerFields {
  const fields: AnswerFields = { ...answer.fields };
  if (answer.practiceType !== undefined) fields.practice_type = answer.practiceType;
  if (answer.answerResult !== undefined) fields.answer_result = answer.answerResult;
  if (answer.recognizeText) fields.recognize_text = answer.recognizeText;
  return fields;
}

/** What an answer record's item carries for spoken answers (the detail record of portal-server). */
export type SpokenStoredAnswer = StoredAnswer & {
  evaluate_result?: string | null;
  evaluate_html?: string | null;
  poorly_words?: string | null;
  study_report?: string | null;
  accuracy_score?: number | string | null;
  fluency_score?: number | string | null;
  integrity_score?: number | string | null;
  record_duration?: number | string | null;
  recognize_text?: string | null;
  practice_type?: number | string | null;
  sound_file?: string | null;
};

const numberOr = (value: unknown, fallback = 0) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
};

/** The evaluation kept in evaluate_result, or null when it is missing or unreadable. */
export function scoreFromEvaluateResult(evaluateResult: unknown, sid = ''): SpeechScore | null {
  if (typeof evaluateResult !== 'string' || evaluateResult.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(evaluateResult);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return readSpeechScore(parsed as Record<string, unknown>, sid);
  } catch {
    return null;
  }
}

/** Reads a spoken answer back from an answer record; null when the item was skipped or never recorded. */
export function spokenAnswerFromStored(stored: StoredAnswer): SpokenAnswer | null {
  const record = stored as SpokenStoredAnswer;
  if (Number(record.is_skipped) === 1) return null;
  const score = scoreFromEvaluateResult(record.evaluate_result);
  const percent = record.percent_score ?? record.total_score;
  if (score === null && (percent === undefined || percent === null || percent === '')) return null;
  const soundFile = record.record_file || record.sound_file || '';
  const practiceType = numberOr(record.practice_type, 0);
  return {
    fields: {
      evaluate_result: record.evaluate_result ?? '',
      sound_file: soundFile,
      record_duration: numberOr(record.record_duration),
      percent_score: clampPercent(percent),
      accuracy_score: clampPercent(record.accuracy_score),
      fluency_score: clampPercent(record.fluency_score),
      integrity_score: clampPercent(record.integrity_score),
      total_score: clampPercent(record.total_score ?? percent),
      evaluate_html: record.evaluate_html ?? '',
      poorly_words: record.poorly_words ?? '',
      study_report: record.study_report ?? '',
    },
    ...(practiceType === 1 || practiceType === 2 ? { practiceType } : {}),
    ...(record.answer_result ? { answerResult: record.answer_result } : {}),
    ...(record.recognize_text ? { recognizeText: record.recognize_text } : {}),
    score,
    recordingUrl: soundFile || null,
  };
}

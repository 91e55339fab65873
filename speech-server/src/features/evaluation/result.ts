import type { Category } from './categories';

export type WordType = 'correct' | 'mispronunciation' | 'omission' | 'insertion';
export type RejectReason = 'silence' | 'unrelated' | 'too_short';

export interface ResultPhone {
  phone: string;
  ipa: string;
  score: number;
  start_ms: number | null;
  end_ms: number | null;
  type: 'correct' | 'mispronunciation';
}

export interface ResultWord {
  index: number;
  word: string;
  ref_index: number | null;
  sentence_index: number | null;
  type: WordType;
  score: number | null;
  start_ms: number | null;
  end_ms: number | null;
  repeat: boolean;
  phones: ResultPhone[];
}

export interface ResultSentence {
  index: number;
  text: string;
  start_word: number;
  end_word: number;
  total_score: number;
  accuracy_score: number;
  fluency_score: number;
  integrity_score: number;
}

export interface StudyReport {
  info: {
    category: Category;
    ref_words: number;
    read_words: number;
    total_score: number;
    accuracy_score: number;
    fluency_score: number;
    integrity_score: number;
    audio_ms: number;
  };
  errorwords: Array<{ word: string; ref_index: number | null; type: WordType; score: number | null }>;
  speed: { wpm: number; level: 'fast' | 'average' | 'slow' };
  leak: { count: number; words: string[]; ratio: number; less_than_half_read: boolean };
  repeat: { count: number; words: string[] };
}

export interface ChoiceBlock {
  index: number;
  option: string | null;
  irrelevance: number[];
  rejected: boolean;
}

/** `data.result` of the evaluation's final message (PROTOCOL.md). */
export interface EvaluationResult {
  category: Category;
  ref_text: string;
  resource_id: string | null;
  question_id: string | null;
  total_score: number;
  accuracy_score: number;
  fluency_score: number;
  integrity_score: number;
  is_rejected: boolean;
  reject_reason: RejectReason | null;
  recognized_text: string;
  audio_ms: number;
  speech_ms: number;
  speed_wpm: number;
  words: ResultWord[];
  sentences: ResultSentence[];
  poorly_words: string[];
  evaluate_html: string;
  study_report: StudyReport;
  choice?: ChoiceBlock;
  engine: { name: string; version: string; model: string };
}

/** A word score below this is a mispronunciation (and a poorly-read word). */
export const MISPRONUNCIATION_BELOW = 60;

export const ENGINE_INFO = { name: 'pocketsphinx', version: '5prealpha', model: 'en-us' } as const;

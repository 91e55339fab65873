// The one contract every question type implements. The engine (modes, layout, toolbar,
// toggles, outbox, result screens) is written once against it; a type only says how its
// item is shown and answered, how an answer is checked, scored and posted, and how its
// result card looks. Spoken types (issue 7) use the same contract: their answer is the
// speech evaluation, `practisedWhen` is 'evaluated', and `speech` carries the recording step.
import type { ComponentType } from 'react';
import type { ValidationKey } from '../answers/typed-answer';
import type { AdvanceSpeed, ModeRules, ModuleKey, ToggleKey } from '../modes/mode-rules';
import type { ExerciseItem, PracticeResource } from './resource';

/** One scored part of an item (a cloze blank, a reading question); choice types post these as `result`. */
export type ScoredPart = {
  question_id: string;
  /** Chosen option index, or indexes for a multi-answer question; null when unanswered. */
  answer_index: number | number[] | null;
  score: number;
};

export type GradedAnswer = {
  /** 5-point score of the item (0..5); percent is 20 x points. */
  points: number;
  /** Every part right. */
  correct: boolean;
  parts?: ScoredPart[];
};

/** Form fields of an answer post (spec part 2, section 7); the engine adds guid, question_id and the target's fields. */
export type AnswerFields = Record<string, string | number>;

/** The student's answer for an item as the server keeps it (answer record items). */
export type StoredAnswer = {
  question_id: string;
  answer_result?: string | null;
  /** Choice answers: the scored list, or its JSON text. */
  result?: string | readonly unknown[] | null;
  percent_score?: number | string | null;
  total_score?: number | string | null;
  is_skipped?: number | string | null;
  record_file?: string | null;
  best_score?: number | string | null;
  learn_count?: number | string | null;
  practiced?: number | string | null;
};

/** The display toggles' current values. */
export type ToggleState = {
  language: 'en' | 'ja';
  subtitle: boolean;
  translation: boolean;
  sampleAnswer: boolean;
  answerTips: boolean;
  hint: boolean;
  speed: number;
};

/** Plays item audio; one player per run so starting one file stops the other. */
export type AudioControl = {
  play: (url: string, options?: { onEnded?: () => void }) => void;
  stop: () => void;
  playing: string | null;
};

export type PlayerProps<TAnswer> = {
  item: ExerciseItem;
  resource: PracticeResource;
  rules: ModeRules;
  toggles: ToggleState;
  /** Absolute URL of a media file of the resource package (with the version query). */
  mediaUrl: (path: string) => string;
  audio: AudioControl;
  /** Set once the item is answered: the input locks and feedback shows (unless the mode hides it). */
  submitted: { answer: TAnswer; graded: GradedAnswer } | null;
  /**
   * The engine validates, grades, posts and advances. `questionId` answers another item of the
   * run (a whole-article recording posts every sentence; see `drivesRun`). Spoken types (with
   * `speech`) may submit an item again: every recording is an attempt (learn_count, best_score).
   */
  onSubmit: (answer: TAnswer, questionId?: string) => void;
  /**
   * For types that move on by themselves (chat bot's next prompt, pure listening's end, a
   * speech-engine error that skips the question): go to the next item, skip it (posting
   * is_skipped=1 and score 0), or end the run and show the results.
   */
  controls: { next: () => void; skip: () => void; finish: () => void };
  /** A stable per-item seed, so a random option order stays put while the item is shown. */
  shuffleSeed: number;
  /**
   * Players say when the student has begun an answer that is not submitted yet (text typed,
   * an option chosen, a tile placed): leaving the page then asks first (spec part 2, section 4:
   * "exit confirmation appears only when unsaved work exists").
   */
  onDraft?: (dirty: boolean) => void;
};

export type ResultItemProps<TAnswer> = {
  item: ExerciseItem;
  resource: PracticeResource;
  stored: StoredAnswer | null;
  /** The student's answer parsed from `stored`, or null when skipped or unanswered. */
  answer: TAnswer | null;
  percent: number;
  showTranslation: boolean;
  mediaUrl: (path: string) => string;
  audio: AudioControl;
};

export type QuestionTypeDefinition<TAnswer = unknown> = {
  key: string;
  /** i18n key (namespace exercises) of the type's name. */
  nameKey: string;
  /** The toggles this type offers; the mode decides which of them show. */
  toggles: readonly ToggleKey[];
  /** Delay before moving on after a correct answer in practice. */
  advanceSpeed: AdvanceSpeed;
  /** Whether a correct answer moves on by itself in practice (letter spelling, word choice...). */
  autoAdvanceOnCorrect: boolean;
  /** When the item counts as practised: on answer, or after the speech evaluation. */
  practisedWhen: 'answered' | 'evaluated';
  /** Modules whose practice layout shows a side list of items instead of "n of total". */
  sideListModules: readonly ModuleKey[];
  /**
   * Spoken types: their shared-speech exercise kind, which decides the evaluation category,
   * the record limit and the engine-error policy (shared-speech's engineErrorPolicy(kind)).
   */
  speech?: { kind: string };
  /**
   * Types that play a whole resource as one sequence (dialogue challenge, chat bot, article
   * reading): the engine mounts the player once for the run, posts what it submits with
   * `onSubmit(answer, questionId)` for any item of the run, never moves on by itself and shows no
   * Previous/Next/skip; the player ends the run with `controls.finish()`.
   */
  drivesRun?: boolean;
  validate: (item: ExerciseItem, answer: TAnswer) => ValidationKey | null;
  grade: (item: ExerciseItem, answer: TAnswer) => GradedAnswer;
  /** The type's own post fields (spec part 2, section 7). */
  fields: (item: ExerciseItem, answer: TAnswer, graded: GradedAnswer, scoring: { percentScored: boolean }) => AnswerFields;
  parseStored: (item: ExerciseItem, stored: StoredAnswer) => TAnswer | null;
  Player: ComponentType<PlayerProps<TAnswer>>;
  Result: ComponentType<ResultItemProps<TAnswer>>;
};

// What each mode shows, hides and does (spec part 2, section 2 "Modes" and section 4), decided
// once here for every question type.

export const EXERCISE_MODES = ['practice', 'test', 'review', 'homework', 'paper', 'percent'] as const;
export type ExerciseMode = (typeof EXERCISE_MODES)[number];

export function isExerciseMode(value: unknown): value is ExerciseMode {
  return typeof value === 'string' && (EXERCISE_MODES as readonly string[]).includes(value);
}

/** The student toggles of the practice layout. */
export const TOGGLE_KEYS = ['subtitle', 'translation', 'sampleAnswer', 'answerTips', 'hint', 'speed'] as const;
export type ToggleKey = (typeof TOGGLE_KEYS)[number];

/** Homework config (spec part 1, section 3): switches default 1, required_times 0. */
export type HomeworkConfig = {
  required_times: number;
  sample_answer: 0 | 1;
  speech_speed: 0 | 1;
  subtitle: 0 | 1;
  translation: 0 | 1;
  answer_tips: 0 | 1;
};

export const DEFAULT_HOMEWORK_CONFIG: HomeworkConfig = {
  required_times: 0,
  sample_answer: 1,
  speech_speed: 1,
  subtitle: 1,
  translation: 1,
  answer_tips: 1,
};

const switchValue = (value: unknown, fallback: 0 | 1): 0 | 1 => {
  if (value === undefined || value === null || value === '') return fallback;
  return Number(value) === 1 || value === true ? 1 : 0;
};

/**
 * Reads a homework config from the server's fields or the practice UI's names
 * (switchTranslation, switchSubtitle, switchSampleAnswer, switchAnswerTips).
 */
export function homeworkConfigFrom(raw: Record<string, unknown> | null | undefined): HomeworkConfig {
  const source = raw ?? {};
  const requiredTimes = Number(source.required_times);
  return {
    required_times: Number.isInteger(requiredTimes) && requiredTimes > 0 ? requiredTimes : 0,
    sample_answer: switchValue(source.sample_answer ?? source.switchSampleAnswer, 1),
    speech_speed: switchValue(source.speech_speed, 1),
    subtitle: switchValue(source.subtitle ?? source.switchSubtitle, 1),
    translation: switchValue(source.translation ?? source.switchTranslation, 1),
    answer_tips: switchValue(source.answer_tips ?? source.switchAnswerTips, 1),
  };
}

/** How the run moves to the next item after an answer. */
export type AdvancePolicy =
  /** Exam: right after the answer is posted, right or wrong. */
  | 'immediately'
  /** Practice-like: after a delay when right; a Next button (and error sound) when wrong. */
  | 'after-correct'
  /** Paper: the student always presses Next. */
  | 'manual';

export type ModeRules = {
  mode: ExerciseMode;
  isExam: boolean;
  /** Review mode, which includes exam mode. */
  isReview: boolean;
  isHomework: boolean;
  percentScored: boolean;
  showLanguageSwitch: boolean;
  /** Toggles the student may use (before intersecting with what the question type offers). */
  toggles: ReadonlySet<ToggleKey>;
  showPlayback: boolean;
  showExplanation: boolean;
  showCorrectness: boolean;
  showSampleAnswer: boolean;
  showNextButton: boolean;
  showSkipLink: boolean;
  playErrorSound: boolean;
  advance: AdvancePolicy;
  allowListJump: boolean;
  allowPrevious: boolean;
  /** Next stays disabled until the current item is practised. */
  nextRequiresPractised: boolean;
};

const ALL_TOGGLES: ReadonlySet<ToggleKey> = new Set(TOGGLE_KEYS);

export function isExamMode(mode: ExerciseMode): boolean {
  return mode === 'test';
}

export function isReviewMode(mode: ExerciseMode): boolean {
  return mode === 'review' || isExamMode(mode);
}

/** Homework shows a toggle only when its switch is 1; the speed control only when speech_speed is 1. */
function homeworkToggles(config: HomeworkConfig): Set<ToggleKey> {
  const allowed = new Set<ToggleKey>();
  if (config.translation === 1) allowed.add('translation');
  if (config.subtitle === 1) allowed.add('subtitle');
  if (config.sample_answer === 1) allowed.add('sampleAnswer');
  if (config.answer_tips === 1) allowed.add('answerTips');
  if (config.speech_speed === 1) allowed.add('speed');
  return allowed;
}

export function modeRules(mode: ExerciseMode, homeworkConfig: HomeworkConfig = DEFAULT_HOMEWORK_CONFIG): ModeRules {
  const isExam = isExamMode(mode);
  const isReview = isReviewMode(mode);
  const isHomework = mode === 'homework';
  let toggles: ReadonlySet<ToggleKey> = ALL_TOGGLES;
  if (isReview) toggles = new Set();
  else if (isHomework) toggles = homeworkToggles(homeworkConfig);

  return {
    mode,
    isExam,
    isReview,
    isHomework,
    percentScored: mode === 'percent',
    showLanguageSwitch: !isReview,
    toggles,
    showPlayback: !isExam,
    showExplanation: !isExam,
    showCorrectness: !isExam,
    showSampleAnswer: !isExam && toggles.has('sampleAnswer'),
    showNextButton: !isExam,
    showSkipLink: isExam,
    playErrorSound: !isExam,
    advance: isExam ? 'immediately' : mode === 'paper' ? 'manual' : 'after-correct',
    // Exam answers are final (the run moves on by itself); homework goes through in order.
    allowListJump: !isHomework && !isExam,
    allowPrevious: !isHomework && !isExam,
    nextRequiresPractised: isHomework || mode === 'paper' || mode === 'practice' || mode === 'percent',
  };
}

/** The toggles a screen shows: what the mode allows and the question type offers. */
export function visibleToggles(rules: ModeRules, offered: readonly ToggleKey[]): ToggleKey[] {
  return offered.filter((toggle) => rules.toggles.has(toggle));
}

export function canGoNext(rules: ModeRules, practised: boolean): boolean {
  return !rules.nextRequiresPractised || practised;
}

/** Auto-advance delays (spec part 2, section 9). */
export const ADVANCE_DELAY_MS = { default: 1000, slow: 2000 } as const;
export type AdvanceSpeed = keyof typeof ADVANCE_DELAY_MS;

/** How the student arrived at a practice or result screen (query `from`). */
export type ArrivedFrom = 'again' | 'last' | 'list' | undefined;

/** Last-result link: not in homework, the practice is completed, not running, not arrived from again. */
export function showLastResult(args: { mode: ExerciseMode; isCompleted: boolean; running: boolean; from: ArrivedFrom }): boolean {
  return args.mode !== 'homework' && args.isCompleted && !args.running && args.from !== 'again';
}

/**
 * Try again: in homework hidden when the homework is expired or its attempt limit is used
 * up; elsewhere hidden when the student came to look at the last result.
 */
export function showTryAgain(args: {
  mode: ExerciseMode;
  from: ArrivedFrom;
  isExpired?: number | boolean;
  hasLimit?: number | boolean;
  limitNumber?: number;
}): boolean {
  if (args.mode === 'homework') {
    if (Number(args.isExpired) === 1) return false;
    if (Number(args.hasLimit) === 1 && Number(args.limitNumber) <= 0) return false;
    return true;
  }
  return args.from !== 'last';
}

/** Module keys the engine knows; other remotes pass their own. */
export type ModuleKey = 'textbook' | 'skillup' | 'homework' | 'cefr' | 'phonogram' | 'word_test' | (string & {});

/**
 * Bookmarks (collection) only where the module allows them, only when the collection feature
 * is on, and never for college students (isCollegeStudent = 1).
 */
export function showBookmark(args: { moduleAllowsCollection: boolean; collectionEnabled: boolean; isCollegeStudent: boolean }): boolean {
  return args.moduleAllowsCollection && args.collectionEnabled && !args.isCollegeStudent;
}

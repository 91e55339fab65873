/**
 * Scoring and word-list configuration (spec part 1, section 3 "Config"). Loaded from
 * GET /v3/app/client-config-content; when that fails the bundled default below is used.
 */
export type AppConfig = {
  /** Version of the scoring configuration. */
  version: number;
  /** At or below this CEFR test score the level goes down. */
  cefr_downgrade_score: number;
  /** At or above this CEFR test score the level goes up. */
  cefr_upgrade_score: number;
  /** At or above: grade "good" (colour good). */
  excellent_score: number;
  /** At or above: grade "middle" (colour medium); below: "bad". */
  standard_score: number;
  /** Speech recognition: minimum score for a recognised reply to count. */
  recognition_score: number;
  /** Word reading: scores below this mark a word as poorly read. */
  word_score: number;
  /** Words the scoring leaves out. */
  poorly_words: string[];
  /** Names and words always accepted as spelled. */
  white_list_words: string[];
  /** Words always written with a capital letter. */
  capitalized_words: string[];
};

/** The bundled default: scoring config version 10 (spec part 1, section 9). */
export const DEFAULT_CONFIG: Readonly<AppConfig> = Object.freeze({
  version: 10,
  cefr_downgrade_score: 40,
  cefr_upgrade_score: 80,
  excellent_score: 80,
  standard_score: 60,
  recognition_score: 80,
  word_score: 10,
  poorly_words: [],
  white_list_words: [],
  capitalized_words: [],
});

const SCORE_KEYS = ['cefr_downgrade_score', 'cefr_upgrade_score', 'excellent_score', 'standard_score', 'recognition_score', 'word_score'] as const;
const LIST_KEYS = ['poorly_words', 'white_list_words', 'capitalized_words'] as const;

/** The config keys that are also kept in local storage (spec part 1, section 3 "Local storage keys"). */
export const STORED_CONFIG_KEYS = ['cefr_upgrade_score', 'cefr_downgrade_score', 'excellent_score', 'standard_score', 'poorly_words', 'capitalized_words'] as const;

function asScore(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number <= 100 ? number : undefined;
}

function asWordList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.split(/[|,\n]/).map((word) => word.trim()).filter(Boolean);
  if (Array.isArray(value) && value.every((word) => typeof word === 'string')) return value.map((word) => word.trim()).filter(Boolean);
  return undefined;
}

/**
 * Lays a (possibly partial or malformed) config over `base`: each field that is valid replaces
 * the base value, everything else keeps it. A corrupt server answer can never produce NaN
 * thresholds.
 */
export function mergeConfig(base: Readonly<AppConfig>, incoming: unknown): AppConfig {
  const merged: AppConfig = { ...base, poorly_words: [...base.poorly_words], white_list_words: [...base.white_list_words], capitalized_words: [...base.capitalized_words] };
  if (!incoming || typeof incoming !== 'object') return merged;
  const source = incoming as Record<string, unknown>;
  const version = Number(source.version);
  if (Number.isInteger(version) && version > 0) merged.version = version;
  for (const key of SCORE_KEYS) {
    const score = asScore(source[key]);
    if (score !== undefined) merged[key] = score;
  }
  for (const key of LIST_KEYS) {
    const list = asWordList(source[key]);
    if (list !== undefined) merged[key] = list;
  }
  return merged;
}

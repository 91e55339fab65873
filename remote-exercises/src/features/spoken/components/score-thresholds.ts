import { useSession } from 'shared-api';
import { DEFAULT_SCORE_THRESHOLDS, type ScoreThresholds } from 'shared-speech';

const valid = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 && number <= 100 ? number : fallback;
};

/** The word-colour thresholds from the session config (excellent_score, standard_score; defaults 80/60). */
export function useScoreThresholds(): ScoreThresholds {
  const excellent = useSession((session) => session.config.excellent_score);
  const standard = useSession((session) => session.config.standard_score);
  const excellentScore = valid(excellent, DEFAULT_SCORE_THRESHOLDS.excellentScore);
  const standardScore = valid(standard, DEFAULT_SCORE_THRESHOLDS.standardScore);
  if (excellentScore === DEFAULT_SCORE_THRESHOLDS.excellentScore && standardScore === DEFAULT_SCORE_THRESHOLDS.standardScore) return DEFAULT_SCORE_THRESHOLDS;
  return { excellentScore, standardScore };
}

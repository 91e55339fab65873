import { apiPost } from 'shared-api';
import type { ReviewedQuestion } from '../../battle-player/model/battle-view';

/** The run's score against the student's best at the level. */
export type GrammarScore = {
  score: number;
  correct: number;
  total: number;
  best_score: number;
  new_best: boolean;
  questions: ReviewedQuestion[];
};

export const SUBMIT_GRAMMAR_SCORE_PATH = '/arena/submit-grammar-score';

/** Closes a grammar run once every question is answered or missed. The page offers its own retry. */
export const submitGrammarScore = (battleId: number) => apiPost<GrammarScore>(SUBMIT_GRAMMAR_SCORE_PATH, { battle_id: battleId }, { networkErrorHandled: true });

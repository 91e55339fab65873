import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** The run's score against the student's best at the level, and every question. */
export type GrammarScore = ApiData<'/v3/arena/submit-grammar-score', 'post'>;

export const SUBMIT_GRAMMAR_SCORE_PATH = '/arena/submit-grammar-score';

/** Closes a grammar run once every question is answered or missed. The page offers its own retry. */
export const submitGrammarScore = (battleId: number) => apiPost<GrammarScore>(SUBMIT_GRAMMAR_SCORE_PATH, { battle_id: battleId }, { networkErrorHandled: true });

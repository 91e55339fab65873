import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export const GRAMMAR_PAPER_PATH = '/arena/grammar-paper';

/**
 * A new grammar-mode run at a level: a battle without a rival (mode 'grammar'), answered with
 * submit-exercise-log like any battle. Started by the student's tap, never read from a cache.
 */
export const getGrammarPaper = (level: number) => apiGet<ApiData<'/v3/arena/grammar-paper', 'get'>>(GRAMMAR_PAPER_PATH, { level });

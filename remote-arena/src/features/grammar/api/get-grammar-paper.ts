import { apiGet } from 'shared-api';
import type { BattleView } from '../../battle-player/model/battle-view';

export const GRAMMAR_PAPER_PATH = '/arena/grammar-paper';

/**
 * A new grammar-mode run at a level: a battle without a rival (mode 'grammar'), answered with
 * submit-exercise-log like any battle. Started by the student's tap, never read from a cache.
 */
export const getGrammarPaper = (level: number) => apiGet<BattleView>(GRAMMAR_PAPER_PATH, { level });

import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type BattleScoreAnswer = ApiData<'/v3/arena/submit-battle-score', 'post'>;

export const SUBMIT_BATTLE_SCORE_PATH = '/arena/submit-battle-score';

/**
 * The student has answered (or missed) every question: the battle is decided now, or when the
 * rival finishes. Sent again after the rival has been away for FORFEIT_GRACE_SECONDS, so the
 * server can decide the forfeit. The page shows its own retry, so no network dialog.
 */
export const submitBattleScore = (battleId: number) => apiPost<BattleScoreAnswer>(SUBMIT_BATTLE_SCORE_PATH, { battle_id: battleId }, { networkErrorHandled: true });

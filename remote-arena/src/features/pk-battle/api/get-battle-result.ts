import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/**
 * A decided battle: the outcome, who gave up if anyone did (away past FORFEIT_GRACE_SECONDS),
 * both sides, the rating and level change, every question.
 */
export type BattleResult = ApiData<'/v3/arena/battle-result', 'get'>;

export const BATTLE_RESULT_PATH = '/arena/battle-result';

/** `quiet`: while polling for the decision the server's 400 (not decided yet) is expected, not news. */
export const getBattleResult = (battleId: number, options: { signal?: AbortSignal; quiet?: boolean } = {}) =>
  apiGet<BattleResult>(BATTLE_RESULT_PATH, { battle_id: battleId }, { signal: options.signal, silentBadRequest: options.quiet, quietNetworkError: options.quiet });

/** A decided battle never changes. */
export const battleResultQuery = (battleId: number) => queryOptions({ queryKey: [BATTLE_RESULT_PATH, battleId], queryFn: ({ signal }) => getBattleResult(battleId, { signal }), staleTime: Infinity });

export const useBattleResult = (battleId: number) => useQuery(battleResultQuery(battleId));

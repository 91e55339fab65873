import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { BattleOutcome } from 'shared-contract';
import type { BattleView, Contestant, ReviewedQuestion } from '../../battle-player/model/battle-view';

/** A decided battle: the outcome, both sides, the rating and level change, every question. */
export type BattleResult = {
  battle_id: number;
  mode: BattleView['mode'];
  type_id: number;
  type_name: string;
  level: number;
  outcome: BattleOutcome;
  /** Who gave up (left the battle for longer than FORFEIT_GRACE_SECONDS); null when both finished. */
  forfeit: 'me' | 'rival' | null;
  me: Contestant & { score: number; correct: number; total: number; rating_before: number; rating_after: number; level_before: number; level_after: number };
  rival: (Contestant & { score: number; correct: number; total: number }) | null;
  questions: ReviewedQuestion[];
};

export const BATTLE_RESULT_PATH = '/arena/battle-result';

/** `quiet`: while polling for the decision the server's 400 (not decided yet) is expected, not news. */
export const getBattleResult = (battleId: number, options: { signal?: AbortSignal; quiet?: boolean } = {}) =>
  apiGet<BattleResult>(BATTLE_RESULT_PATH, { battle_id: battleId }, { signal: options.signal, silentBadRequest: options.quiet, quietNetworkError: options.quiet });

/** A decided battle never changes. */
export const battleResultQuery = (battleId: number) => queryOptions({ queryKey: [BATTLE_RESULT_PATH, battleId], queryFn: ({ signal }) => getBattleResult(battleId, { signal }), staleTime: Infinity });

export const useBattleResult = (battleId: number) => useQuery(battleResultQuery(battleId));

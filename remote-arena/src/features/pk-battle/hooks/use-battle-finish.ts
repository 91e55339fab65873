import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { FORFEIT_GRACE_SECONDS } from 'shared-contract';
import { useStore } from 'zustand';
import { battleResultQuery, getBattleResult, type BattleResult } from '../api/get-battle-result';
import { submitBattleScore } from '../api/submit-battle-score';
import type { PkLiveStore } from '../stores/pk-live-store';

/** playing; sending the score; waiting for the rival; the send failed; decided (the result can be shown). */
export type FinishPhase = 'playing' | 'sending' | 'waiting' | 'failed' | 'decided';

/** How often the result is asked for while the live 'finished' event is awaited (in case it never comes). */
export const RESULT_POLL_MS = 3_000;
/** Past the grace, so the server has counted the rival's absence as a forfeit when asked again. */
const FORFEIT_MARGIN_MS = 500;

/**
 * The end of a battle: once every question is done the score is sent; the battle is decided at
 * once, or when the rival finishes (the live 'finished' event, or the result read every few
 * seconds), or when the rival has stayed away past FORFEIT_GRACE_SECONDS (the score is sent again
 * so the server decides the forfeit). `over` is true once the result can be shown.
 */
export function useBattleFinish(battleId: number, store: PkLiveStore) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<FinishPhase>('playing');
  const decidedLive = useStore(store, (state) => state.decided);
  const awaySince = useStore(store, (state) => state.rival.awaySince);

  const keepResult = useCallback(
    (result: BattleResult) => {
      queryClient.setQueryData(battleResultQuery(battleId).queryKey, result);
      setPhase('decided');
    },
    [battleId, queryClient],
  );

  const submit = useCallback(async () => {
    store.getState().markFinishing();
    // A second send (the forfeit check) keeps the waiting screen as it is.
    setPhase((before) => (before === 'waiting' ? before : 'sending'));
    try {
      const answer = await submitBattleScore(battleId);
      if (answer.status === 'finished') keepResult(answer.result);
      else setPhase((before) => (before === 'decided' ? before : 'waiting'));
    } catch {
      setPhase((before) => (before === 'waiting' || before === 'decided' ? before : 'failed'));
    }
  }, [battleId, keepResult, store]);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = setInterval(() => {
      getBattleResult(battleId, { quiet: true }).then(keepResult, () => undefined);
    }, RESULT_POLL_MS);
    return () => clearInterval(timer);
  }, [battleId, keepResult, phase]);

  useEffect(() => {
    if (phase !== 'waiting' || awaySince === null) return;
    const timer = setTimeout(() => void submit(), Math.max(0, awaySince + FORFEIT_GRACE_SECONDS * 1000 + FORFEIT_MARGIN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [awaySince, phase, submit]);

  return { phase, over: phase === 'decided' || decidedLive, submit };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Page, useLeaveGuard, useTranslation } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { pkResultHref } from '../../../lib/arena-paths';
import { useNow } from '../../../lib/use-now';
import { BATTLE_TYPES_PATH } from '../../battle-types/api/get-battle-types';
import { BattlePlayer } from '../../battle-player/components/battle-player';
import type { BattleView } from '../../battle-player/model/battle-view';
import { MY_LEVEL_INFO_PATH } from '../../levels/api/get-my-level-info';
import { useBattleFinish } from '../hooks/use-battle-finish';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import type { PkLiveStore } from '../stores/pk-live-store';
import { FinishPanel } from './finish-panel';
import { MatchedIntro } from './matched-intro';
import { RivalPanel } from './rival-panel';

type Props = {
  battle: BattleView;
  offsetMs: number;
  store: PkLiveStore;
  /** The live channel's state, shown above the battle when it is in trouble. */
  notice: ReactNode;
};

/**
 * A battle on the pkwait page: both sides and a countdown until starts_at, then the questions
 * with the rival's progress beside the student's, then the wait for the decision, then its result.
 */
export function LiveBattle({ battle, offsetMs, store, notice }: Props) {
  const { t } = useTranslation(PK_BATTLE_NS);
  const finish = useBattleFinish(battle.battle_id, store);
  const now = useNow(250);
  const started = now + offsetMs >= Date.parse(battle.starts_at);
  // Leaving gives the battle up (the socket closes; after the grace it is a forfeit): ask first.
  // Before the way to the result: effects run in order, so the guard is off when it navigates.
  useLeaveGuard(!finish.over, t('leaveConfirm'), { okText: t('leaveOk'), cancelText: t('leaveCancel'), danger: true });
  useGoToResult(finish.over, battle.battle_id);
  return (
    <Page title={battle.type_name} narrow testId="arena-battle">
      {notice}
      {started ? (
        <BattlePlayer
          battle={battle}
          offsetMs={offsetMs}
          rivalPanel={<RivalPanel battle={battle} offsetMs={offsetMs} store={store} />}
          onDone={() => void finish.submit()}
          afterLast={<FinishPanel phase={finish.phase} onRetry={() => void finish.submit()} />}
        />
      ) : (
        <MatchedIntro battle={battle} offsetMs={offsetMs} nowMs={now} />
      )}
    </Page>
  );
}

/** Decided: the ratings and records changed; the result replaces this page in the history. */
function useGoToResult(over: boolean, battleId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!over) return;
    void queryClient.invalidateQueries({ queryKey: [BATTLE_TYPES_PATH] });
    void queryClient.invalidateQueries({ queryKey: [MY_LEVEL_INFO_PATH] });
    void navigate(pkResultHref(battleId), { replace: true });
  }, [battleId, navigate, over, queryClient]);
}

import { FORFEIT_GRACE_SECONDS } from 'shared-contract';
import { useTranslation } from 'shared-ui';
import { useStore } from 'zustand';
import { useNow } from '../../../lib/use-now';
import { ScorePanel } from '../../battle-player/components/score-panel';
import type { BattleView } from '../../battle-player/model/battle-view';
import { ghostProgressAt } from '../model/ghost-progress';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import type { PkLiveStore, RivalPresence } from '../stores/pk-live-store';

/** How long 「相手が戻ってきました」 stays. */
const BACK_NOTICE_MS = 4_000;

/** The rival's standing beside the student's: live from the channel, or replayed from a ghost's record. */
export function RivalPanel({ battle, offsetMs, store }: { battle: BattleView; offsetMs: number; store: PkLiveStore }) {
  const rival = battle.rival;
  const presence = useStore(store, (state) => state.rival);
  const now = useNow(250);
  if (!rival) return null;
  if (battle.ghost_timeline) {
    const progress = ghostProgressAt(battle.ghost_timeline, now + offsetMs - Date.parse(battle.starts_at));
    return <ScorePanel contestant={rival} progress={progress} total={battle.question_count} side="rival" testId="rival-panel" />;
  }
  return <ScorePanel contestant={rival} progress={presence.progress} total={battle.question_count} side="rival" status={<RivalStatus presence={presence} nowMs={now} />} testId="rival-panel" />;
}

/** Away (with the seconds left before it is a forfeit), back again, or done with every question. */
function RivalStatus({ presence, nowMs }: { presence: RivalPresence; nowMs: number }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  if (presence.away) {
    // The panel's clock ticks a little behind the event's: never more than the whole grace.
    const awayMs = Math.max(0, nowMs - (presence.awaySince ?? nowMs));
    const left = Math.ceil((FORFEIT_GRACE_SECONDS * 1000 - awayMs) / 1000);
    return <span data-testid="rival-away">{left > 0 ? t('rival.away', { seconds: left }) : t('rival.awayDone')}</span>;
  }
  if (presence.backSince !== null && nowMs - presence.backSince < BACK_NOTICE_MS) return <span data-testid="rival-back">{t('rival.back')}</span>;
  if (presence.finished) return <span data-testid="rival-finished">{t('rival.finished')}</span>;
  return null;
}

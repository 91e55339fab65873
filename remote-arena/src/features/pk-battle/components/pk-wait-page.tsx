import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared-api';
import type { ArenaLiveEvent } from 'shared-contract';
import { LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { numberParam, useNavigate, useSearchParams } from 'shared-ui/router';
import { ARENA_PATHS, typeHref } from '../../../lib/arena-paths';
import { clockOffset } from '../../../lib/server-clock';
import type { BattleView } from '../../battle-player/model/battle-view';
import { leaveMatching } from '../api/leave-matching';
import { getMatchingRival, matchingRivalQuery, type MatchingAnswer } from '../api/matching-rival';
import { useArenaLive } from '../hooks/use-arena-live';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import { createPkLiveStore } from '../stores/pk-live-store';
import { LiveBattle } from './live-battle';
import { LiveNotice } from './live-notice';
import { WaitingPanel } from './waiting-panel';

/** While the socket is down, the queue is asked this often whether a rival was found. */
const WAITING_POLL_MS = 5_000;

/**
 * /arena/pkwait?type_id=&level=: joins the queue (or resumes the student's open battle), waits
 * for a rival with the live channel open (a recorded battle, a ghost, may be chosen after a
 * while), then plays the battle on this page and goes to its result.
 */
export function PkWaitPage() {
  const { t } = useTranslation(PK_BATTLE_NS);
  const [params] = useSearchParams();
  const typeId = numberParam(params, 'type_id');
  const level = numberParam(params, 'level');
  if (typeId === undefined || level === undefined) {
    return (
      <Page title={t('title')} narrow testId="arena-pkwait">
        <StatusBlock title={t('missing')} action={<LinkButton to={ARENA_PATHS.index}>{t('toIndex')}</LinkButton>} testId="pkwait-missing" />
      </Page>
    );
  }
  return <MatchingFlow key={`${typeId}:${level}`} typeId={typeId} level={level} />;
}

type SeenBattle = { battle: BattleView; offsetMs: number };

function MatchingFlow({ typeId, level }: { typeId: number; level: number }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [store] = useState(createPkLiveStore);
  const query = matchingRivalQuery(typeId, level);
  const matching = useQuery(query);
  const answer = matching.data;
  const seen = useSeenBattle(answer, matching.dataUpdatedAt, store);

  const onEvent = (event: ArenaLiveEvent) => {
    // 'ready' also follows a reconnect: events may have been missed, so the battle is read again.
    if (event.event === 'ready' || event.event === 'matched') {
      if (!store.getState().finishing) void matching.refetch();
      return;
    }
    store.getState().apply(event, Date.now());
  };
  const live = useArenaLive(answer !== undefined, onEvent);

  const waiting = answer?.status === 'waiting' && seen === null;
  useWaitingPoll(waiting && live.state !== 'ready', matching.refetch);
  const leaveQueue = useLeaveQueueOnExit(waiting, typeId);

  const ghost = useMutation({
    mutationFn: () => getMatchingRival(typeId, level, { ghost: true }),
    onSuccess: (next) => {
      if (next.status !== 'no_ghost') queryClient.setQueryData(query.queryKey, next);
    },
  });
  const ghostMessage = ghost.data?.status === 'no_ghost' ? ghost.data.errmsg : isApiError(ghost.error) ? ghost.error.message : null;

  const cancel = async () => {
    await leaveQueue();
    void navigate(typeHref(typeId, level), { replace: true });
  };

  if (seen) {
    return (
      <LiveBattle key={seen.battle.battle_id} battle={seen.battle} offsetMs={seen.offsetMs} store={store} notice={<LiveNotice state={live.state} onReconnect={live.reconnect} />} />
    );
  }
  return (
    <Page title={t('title')} onBack={() => void cancel()} narrow testId="arena-pkwait">
      <QueryState query={matching} loadingLabel={t('finding')}>
        {(data) =>
          data.status === 'waiting' ? (
            <WaitingPanel
              typeId={typeId}
              level={level}
              waitedSeconds={data.waited_seconds}
              ghostAfterSeconds={data.ghost_after_seconds}
              receivedAt={matching.dataUpdatedAt}
              onGhost={() => ghost.mutate()}
              ghostBusy={ghost.isPending}
              ghostMessage={ghostMessage}
              onCancel={() => void cancel()}
              notice={<LiveNotice state={live.state} onReconnect={live.reconnect} />}
            />
          ) : null
        }
      </QueryState>
    </Page>
  );
}

/**
 * The battle once matching-rival has returned one, kept when a later read no longer does: the
 * battle was decided meanwhile (and that read queued the student again, which is undone).
 */
function useSeenBattle(answer: MatchingAnswer | undefined, receivedAt: number, store: ReturnType<typeof createPkLiveStore>): SeenBattle | null {
  const [seen, setSeen] = useState<SeenBattle | null>(null);
  const matched = answer?.status === 'matched' ? answer.battle : null;
  useEffect(() => {
    if (!matched) return;
    store.getState().follow(matched, Date.now());
    setSeen({ battle: matched, offsetMs: clockOffset(matched.server_time, receivedAt) });
  }, [matched, receivedAt, store]);
  const lostBattleId = answer?.status === 'waiting' ? seen?.battle.battle_id : undefined;
  const typeId = seen?.battle.type_id;
  useEffect(() => {
    if (lostBattleId === undefined || typeId === undefined) return;
    void leaveMatching(typeId);
    store.getState().apply({ event: 'finished', battle_id: lostBattleId }, Date.now());
  }, [lostBattleId, store, typeId]);
  return seen;
}

/** Without the live channel, nobody tells this page that a rival was found: it asks. */
function useWaitingPoll(active: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void refetch(), WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [active, refetch]);
}

/**
 * Leaving the page while in the queue leaves the queue (closing the socket does too; this also
 * covers a socket that never opened). Returns the way to leave it now (cancel), once.
 */
function useLeaveQueueOnExit(waiting: boolean, typeId: number) {
  const waitingNow = useRef(waiting);
  useEffect(() => {
    waitingNow.current = waiting;
  }, [waiting]);
  useEffect(
    () => () => {
      if (waitingNow.current) void leaveMatching(typeId);
    },
    [typeId],
  );
  return async () => {
    waitingNow.current = false;
    await leaveMatching(typeId);
  };
}

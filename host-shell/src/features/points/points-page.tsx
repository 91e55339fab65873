import { useRef, useState } from 'react';
import { Link } from 'shared-ui/router';
import { integralApi, isApiError, type Mission } from 'shared-api';
import { Button, showToast, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page } from '../common/page';
import { useLoad } from '../common/use-load';
import classes from './points.module.css';

/** Missions of one type with their claim buttons. A claim in flight disables its button. */
function MissionList({ typeId, onClaimed }: { typeId: number; onClaimed: (totalPoints: number) => void }) {
  const { t } = useTranslation(SHELL_NS);
  const missions = useLoad((signal) => integralApi.fetchMissionList(typeId, { signal }), [typeId]);
  const [claiming, setClaiming] = useState<ReadonlySet<number>>(new Set());
  // A second click can arrive before React re-renders the disabled button: guard synchronously.
  const inFlight = useRef(new Set<number>());

  const claim = async (mission: Mission) => {
    if (inFlight.current.has(mission.mission_id)) return;
    inFlight.current.add(mission.mission_id);
    setClaiming((current) => new Set(current).add(mission.mission_id));
    try {
      const result = await integralApi.claimMissionPoints(mission.mission_id);
      missions.setData((current) => current && { ...current, list: current.list.map((m) => (m.mission_id === mission.mission_id ? { ...m, status: 2 } : m)) });
      onClaimed(result.total_points);
      if (!result.already_claimed) showToast(t('points.claimedToast', { points: result.points_awarded }));
    } catch (error) {
      if (isApiError(error) && !error.handled) showToast(error.message);
    } finally {
      inFlight.current.delete(mission.mission_id);
      setClaiming((current) => {
        const next = new Set(current);
        next.delete(mission.mission_id);
        return next;
      });
    }
  };

  const list = missions.data?.list ?? [];
  return (
    <>
      <LoadGate loading={missions.loading} error={missions.error} onRetry={missions.reload} hasData={missions.data !== undefined} />
      {missions.data && list.length === 0 ? <p>{t('points.missionsEmpty')}</p> : null}
      <ul className={classes.missions}>
        {list.map((mission) => {
          const percent = mission.target > 0 ? Math.min(100, Math.round((mission.progress / mission.target) * 100)) : 0;
          return (
            <li key={mission.mission_id} className={classes.mission} data-testid="mission">
              <div className={classes.missionText}>
                <strong>{mission.title}</strong>
                <span className={classes.muted}>{mission.description}</span>
                <div className={classes.progress} role="progressbar" aria-valuemin={0} aria-valuemax={mission.target} aria-valuenow={Math.min(mission.progress, mission.target)} aria-label={mission.title}>
                  <span style={{ width: `${percent}%` }} />
                </div>
                <span className={classes.muted}>{t('points.progress', { progress: Math.min(mission.progress, mission.target), target: mission.target })}</span>
              </div>
              <span className={classes.reward}>{t('points.unit', { points: mission.points })}</span>
              {mission.status === 1 ? (
                <Button width={120} busy={claiming.has(mission.mission_id)} onClick={() => void claim(mission)}>
                  {claiming.has(mission.mission_id) ? t('points.claiming') : t('points.claim')}
                </Button>
              ) : (
                <Button width={120} variant="secondary" disabled>
                  {mission.status === 2 ? t('points.claimed') : t('points.notReached')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Points overview, missions by type with claiming, and the way to the log. */
export function PointsPage() {
  const { t } = useTranslation(SHELL_NS);
  const overview = useLoad((signal) => integralApi.fetchPointsOverview({ signal }), []);
  const [typeId, setTypeId] = useState(1);
  const types = overview.data?.mission_types ?? [];

  return (
    <Page title={t('points.title')} actions={<Link to="/integral/logs" className={classes.link}>{t('points.logs')}</Link>} testId="points-page">
      <LoadGate loading={overview.loading} error={overview.error} onRetry={overview.reload} hasData={overview.data !== undefined} />
      {overview.data ? (
        <div className={classes.summary}>
          <Card className={classes.total}>
            <span className={classes.muted}>{t('points.total')}</span>
            <strong className={classes.balance} data-testid="points-balance">
              {t('points.unit', { points: overview.data.total_points })}
            </strong>
            <span className={classes.level}>{overview.data.level_name}</span>
          </Card>
          <Card className={classes.total}>
            <span className={classes.muted}>{t('points.today')}</span>
            <strong className={classes.balanceSmall}>{t('points.unit', { points: overview.data.today_points })}</strong>
            {overview.data.unclaimed_count > 0 ? <span className={classes.unclaimed}>{t('points.unclaimed', { count: overview.data.unclaimed_count })}</span> : null}
          </Card>
        </div>
      ) : null}
      <Card title={t('points.missions')}>
        {types.length > 0 ? (
          <div className={classes.tabs} role="tablist" aria-label={t('points.missions')}>
            {types.map((type) => (
              <button
                key={type.type_id}
                type="button"
                role="tab"
                aria-selected={type.type_id === typeId}
                className={[classes.tab, type.type_id === typeId ? classes.tabActive : ''].join(' ')}
                onClick={() => setTypeId(type.type_id)}
              >
                {type.name}
              </button>
            ))}
          </div>
        ) : null}
        <div role="tabpanel">
          <MissionList
            key={typeId}
            typeId={typeId}
            onClaimed={(total) => {
              overview.setData((current) => current && { ...current, total_points: total, unclaimed_count: Math.max(0, current.unclaimed_count - 1) });
            }}
          />
        </div>
      </Card>
    </Page>
  );
}

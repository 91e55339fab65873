import { useRef, useState } from 'react';
import { Link } from 'shared-ui/router';
import { isApiError } from 'shared-api';
import { Button, Card, Page, QueryState, showToast, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { useClaimMissionPoints } from './api/claim-mission-points';
import { MISSION_STATUS, useMissions, type Mission } from './api/get-missions';
import { usePointsOverview } from './api/get-points-overview';
import classes from './points.module.css';

/** One mission with its progress and claim button. A claim in flight disables its button. */
function MissionRow({ mission }: { mission: Mission }) {
  const { t } = useTranslation(SHELL_NS);
  const claim = useClaimMissionPoints();
  // Set at the first click and cleared only if the claim fails: the mutation's pending state and
  // the claimed mission reach the screen after the click handler has returned, so a second click
  // of a double click (before or after the answer) must be stopped here.
  const claimed = useRef(false);

  const onClaim = () => {
    if (claimed.current) return;
    claimed.current = true;
    claim.mutate(mission.mission_id, {
      onSuccess: (result) => {
        if (!result.already_claimed) showToast(t('points.claimedToast', { points: result.points_awarded }));
      },
      // The client has already shown a 400 or a network failure; anything else is shown here.
      onError: (error) => {
        claimed.current = false;
        if (isApiError(error) && !error.handled) showToast(error.message);
      },
    });
  };

  const progress = Math.min(mission.progress, mission.target);
  const percent = mission.target > 0 ? Math.round((progress / mission.target) * 100) : 0;
  return (
    <li className={classes.mission} data-testid="mission">
      <div className={classes.missionText}>
        <strong>{mission.title}</strong>
        <span className={classes.muted}>{mission.description}</span>
        <div className={classes.progress} role="progressbar" aria-valuemin={0} aria-valuemax={mission.target} aria-valuenow={progress} aria-label={mission.title}>
          <span style={{ width: `${percent}%` }} />
        </div>
        <span className={classes.muted}>{t('points.progress', { progress, target: mission.target })}</span>
      </div>
      <span className={classes.reward}>{t('points.unit', { points: mission.points })}</span>
      {mission.status === MISSION_STATUS.reached ? (
        <Button width={120} busy={claim.isPending} onClick={onClaim}>
          {claim.isPending ? t('points.claiming') : t('points.claim')}
        </Button>
      ) : (
        <Button width={120} variant="secondary" disabled>
          {mission.status === MISSION_STATUS.claimed ? t('points.claimed') : t('points.notReached')}
        </Button>
      )}
    </li>
  );
}

/** Missions of one type with their claim buttons. */
function MissionList({ typeId }: { typeId: number }) {
  const { t } = useTranslation(SHELL_NS);
  const missions = useMissions(typeId);
  return (
    <QueryState query={missions} isEmpty={(data) => data.list.length === 0} empty={t('points.missionsEmpty')}>
      {(data) => (
        <ul className={classes.missions}>
          {data.list.map((mission) => (
            <MissionRow key={mission.mission_id} mission={mission} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** Points overview, missions by type with claiming, and the way to the log. Kept alive. */
export function PointsPage() {
  const { t } = useTranslation(SHELL_NS);
  const overview = usePointsOverview();
  const [typeId, setTypeId] = useState(1);
  const types = overview.data?.mission_types ?? [];

  return (
    <Page title={t('points.title')} actions={<Link to="/integral/logs" className={classes.link}>{t('points.logs')}</Link>} testId="points-page">
      <QueryState query={overview}>
        {(data) => (
          <div className={classes.summary}>
            <Card className={classes.total}>
              <span className={classes.muted}>{t('points.total')}</span>
              <strong className={classes.balance} data-testid="points-balance">
                {t('points.unit', { points: data.total_points })}
              </strong>
              <span className={classes.level}>{data.level_name}</span>
            </Card>
            <Card className={classes.total}>
              <span className={classes.muted}>{t('points.today')}</span>
              <strong className={classes.balanceSmall}>{t('points.unit', { points: data.today_points })}</strong>
              {data.unclaimed_count > 0 ? <span className={classes.unclaimed}>{t('points.unclaimed', { count: data.unclaimed_count })}</span> : null}
            </Card>
          </div>
        )}
      </QueryState>
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
          <MissionList typeId={typeId} />
        </div>
      </Card>
    </Page>
  );
}

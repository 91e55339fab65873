import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiPost } from 'shared-api';
import { MISSION_STATUS, MISSIONS_PATH, type MissionList } from './get-missions';
import { pointsOverviewQuery, type PointsOverview } from './get-points-overview';
import { POINTS_LOGS_PATH } from './get-points-logs';

const PATH = '/integral/mission-get-points';

export type ClaimResult = ApiData<'/v3/integral/mission-get-points', 'post'>;

/** Claims a reached mission's points. The server pays each mission once, however often this is sent. */
export const claimMissionPoints = (missionId: number) => apiPost<ClaimResult>(PATH, { mission_id: missionId });

/**
 * Claiming: the mission shows as claimed and the balance as the server's new total at once, with
 * nothing reloaded. The overview is then asked for again in the background for what only the
 * server knows (today's, this week's and this month's points, the level), and the log is marked
 * out of date for its next visit.
 */
export function useClaimMissionPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMissionPoints,
    onSuccess: (result) => {
      queryClient.setQueriesData<MissionList>({ queryKey: [MISSIONS_PATH] }, (missions) =>
        missions && { ...missions, list: missions.list.map((mission) => (mission.mission_id === result.mission_id ? { ...mission, status: MISSION_STATUS.claimed } : mission)) },
      );
      queryClient.setQueryData<PointsOverview>(pointsOverviewQuery().queryKey, (overview) =>
        overview && { ...overview, total_points: result.total_points, unclaimed_count: Math.max(0, overview.unclaimed_count - 1) },
      );
      void queryClient.invalidateQueries({ queryKey: pointsOverviewQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: [POINTS_LOGS_PATH] });
    },
  });
}

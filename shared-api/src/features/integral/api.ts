import { apiGet, apiPost, type CallOptions } from '../../app/http-client';

/** Points log page size (spec part 1, section 9). */
export const POINTS_LOG_PAGE_SIZE = 10;

export type PointsOverview = {
  total_points: number;
  today_points: number;
  unclaimed_count?: number;
};

export type MissionType = { type_id: number; name: string };

export type Mission = {
  mission_id: number;
  type_id: number;
  title: string;
  description?: string;
  points: number;
  progress: number;
  target: number;
  /** 0 not reached, 1 reached (claimable), 2 claimed. */
  status: number;
};

export type MissionList = { types?: MissionType[]; items: Mission[] };

export type PointsLogEntry = { id: number; title: string; points: number; created_at: string };
export type PointsLogPage = { items: PointsLogEntry[]; total: number; page: number; limit: number };

export type MissionReachMessage = { message_title: string; message_body: string };

export function fetchPointsOverview(options?: CallOptions): Promise<PointsOverview> {
  return apiGet('/integral/student-index', {}, options);
}

export function fetchMissionList(typeId = 1, options?: CallOptions): Promise<MissionList> {
  return apiGet('/integral/mission-list', { type_id: typeId }, options);
}

/** Claims a reached mission's points (the server pays each mission once). */
export function claimMissionPoints(missionId: number, options?: CallOptions): Promise<{ points: number; total_points: number }> {
  return apiPost('/integral/mission-get-points', { mission_id: missionId }, options);
}

/** Months (or dates) the log can be filtered by, for the last `yearNum` years. */
export function fetchLogDates(yearNum = 1, options?: CallOptions): Promise<string[]> {
  return apiGet('/integral/date-for-select', { year_num: yearNum }, options);
}

export function fetchMissionLogs(filter: { date?: string; limit?: number; page?: number } = {}, options?: CallOptions): Promise<PointsLogPage> {
  return apiGet('/integral/mission-logs', { date: filter.date, limit: filter.limit ?? POINTS_LOG_PAGE_SIZE, page: filter.page ?? 1 }, options);
}

export function fetchUnclaimedMissionTotal(options?: CallOptions): Promise<{ total: number }> {
  return apiGet('/integral/total-unclaimed-mission', {}, options);
}

/** Messages for missions reached since the last call (each shown as a 2000 ms toast). */
export function fetchMissionReachMessages(options?: CallOptions): Promise<MissionReachMessage[]> {
  return apiGet('/integral/mission-reach-message', {}, options);
}

import { apiGet, apiPost, type CallOptions } from '../../app/http-client';

/** Points log page size (spec part 1, section 9). */
export const POINTS_LOG_PAGE_SIZE = 10;
/** How long a mission-reached message stays on screen (spec part 1, section 9). */
export const MISSION_MESSAGE_MS = 2000;

export type MissionType = { type_id: number; name: string };

/** GET /v3/integral/student-index. */
export type PointsOverview = {
  total_points: number;
  today_points: number;
  week_points: number;
  month_points: number;
  unclaimed_count: number;
  level: number;
  level_name: string;
  next_level_points: number;
  mission_types: MissionType[];
};

export type Mission = {
  mission_id: number;
  type_id: number;
  title: string;
  description: string;
  target: number;
  progress: number;
  points: number;
  /** 0 not reached, 1 reached (claimable), 2 claimed. */
  status: 0 | 1 | 2;
  period_key: string;
};

export type MissionList = { type_id: number; list: Mission[] };

export type ClaimResult = { mission_id: number; points_awarded: number; already_claimed: 0 | 1; total_points: number };

export type LogDate = { date: string; label: string };

export type PointsLogEntry = { log_id: number; points: number; reason: string; created_at: string };
export type PointsLogPage = { list: PointsLogEntry[]; total: number; page: number; limit: number; period_points: number };

export type MissionReachMessage = { mission_id: number; type_id: number; message_title: string; message_body: string };

export function fetchPointsOverview(options?: CallOptions): Promise<PointsOverview> {
  return apiGet('/integral/student-index', {}, options);
}

/** Missions of one type (1 daily, the default; 2 weekly; 3 challenge). */
export function fetchMissionList(typeId = 1, options?: CallOptions): Promise<MissionList> {
  return apiGet('/integral/mission-list', { type_id: typeId }, options);
}

/** Claims a reached mission's points. The server pays each mission once, however often this is sent. */
export function claimMissionPoints(missionId: number, options?: CallOptions): Promise<ClaimResult> {
  return apiPost('/integral/mission-get-points', { mission_id: missionId }, options);
}

/** Months the log can be filtered by, for the last `yearNum` years. */
export function fetchLogDates(yearNum = 1, options?: CallOptions): Promise<{ list: LogDate[] }> {
  return apiGet('/integral/date-for-select', { year_num: yearNum }, options);
}

/** One page of the points log (10 by default), optionally for a month or a day. */
export function fetchMissionLogs(filter: { date?: string; limit?: number; page?: number } = {}, options?: CallOptions): Promise<PointsLogPage> {
  return apiGet('/integral/mission-logs', { date: filter.date || undefined, limit: filter.limit ?? POINTS_LOG_PAGE_SIZE, page: filter.page ?? 1 }, options);
}

export function fetchUnclaimedMissionTotal(options?: CallOptions): Promise<{ total: number }> {
  return apiGet('/integral/total-unclaimed-mission', {}, options);
}

/** Missions reached since the last call (each returned once; shown as 2000 ms toasts). */
export function fetchMissionReachMessages(options?: CallOptions): Promise<{ items: MissionReachMessage[] }> {
  return apiGet('/integral/mission-reach-message', {}, options);
}

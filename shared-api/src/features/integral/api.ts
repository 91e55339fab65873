import type { ApiData, ApiSchema } from 'shared-contract';
import { apiGet, apiPost, type CallOptions } from '../../lib/http-client';

/** Points log page size (spec part 1, section 9). */
export const POINTS_LOG_PAGE_SIZE = 10;
/** How long a mission-reached message stays on screen (spec part 1, section 9). */
export const MISSION_MESSAGE_MS = 2000;

/** GET /v3/integral/student-index. */
export type PointsOverview = ApiData<'/v3/integral/student-index', 'get'>;
export type MissionType = PointsOverview['mission_types'][number];

/** A mission; status 0 not reached, 1 reached (claimable), 2 claimed. */
export type Mission = ApiSchema<'Mission'>;

export type MissionList = ApiData<'/v3/integral/mission-list', 'get'>;

export type ClaimResult = ApiData<'/v3/integral/mission-get-points', 'post'>;

export type LogDate = ApiData<'/v3/integral/date-for-select', 'get'>['list'][number];

export type PointsLogPage = ApiData<'/v3/integral/mission-logs', 'get'>;
export type PointsLogEntry = PointsLogPage['list'][number];

export type MissionReachMessage = ApiData<'/v3/integral/mission-reach-message', 'get'>['items'][number];

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
export function fetchLogDates(yearNum = 1, options?: CallOptions): Promise<ApiData<'/v3/integral/date-for-select', 'get'>> {
  return apiGet('/integral/date-for-select', { year_num: yearNum }, options);
}

/** One page of the points log (10 by default), optionally for a month or a day. */
export function fetchMissionLogs(filter: { date?: string; limit?: number; page?: number } = {}, options?: CallOptions): Promise<PointsLogPage> {
  return apiGet('/integral/mission-logs', { date: filter.date || undefined, limit: filter.limit ?? POINTS_LOG_PAGE_SIZE, page: filter.page ?? 1 }, options);
}

export function fetchUnclaimedMissionTotal(options?: CallOptions): Promise<ApiData<'/v3/integral/total-unclaimed-mission', 'get'>> {
  return apiGet('/integral/total-unclaimed-mission', {}, options);
}

/** Missions reached since the last call (each returned once; shown as 2000 ms toasts). */
export function fetchMissionReachMessages(options?: CallOptions): Promise<ApiData<'/v3/integral/mission-reach-message', 'get'>> {
  return apiGet('/integral/mission-reach-message', {}, options);
}

import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/integral/mission-reach-message';

/** How long a mission-reached message stays on screen (spec part 1, section 9). */
export const MISSION_MESSAGE_MS = 2000;

export type MissionReachMessages = ApiData<'/v3/integral/mission-reach-message', 'get'>;

/**
 * Missions reached since the last call. Not a query: the server hands each message out once, so
 * an answer is shown and forgotten, never cached or asked for again. A background call: no toast
 * or dialog when it fails.
 */
export const getMissionReachMessages = () => apiGet<MissionReachMessages>(PATH, {}, { quietNetworkError: true, silentBadRequest: true });

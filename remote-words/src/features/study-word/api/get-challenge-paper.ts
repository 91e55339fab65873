import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ChallengePaper = ApiData<'/v3/study-word/challenge-paper2', 'get'>;

const PATH = '/study-word/challenge-paper2';

/** A plan with no word learned yet has no challenge: 400, shown by the page (no toast). */
export const getChallengePaper = (planId: number, signal?: AbortSignal) => apiGet<ChallengePaper>(PATH, { plan_id: planId }, { signal, silentBadRequest: true });

/**
 * A challenge paper: each call starts a new challenge run on the server, so the paper is read once
 * per visit (never refetched in the background, forgotten when the page closes).
 */
export const useChallengePaper = (planId: number) =>
  useQuery({ queryKey: [PATH, planId], queryFn: ({ signal }) => getChallengePaper(planId, signal), gcTime: 0, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false });

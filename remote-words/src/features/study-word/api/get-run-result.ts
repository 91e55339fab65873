import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type RunResult = ApiData<'/v3/study-word/result', 'get'>;
export type RunResultItem = RunResult['items'][number];

const PATH = '/study-word/result';

export const getRunResult = (planId: number, guid: string, signal?: AbortSignal) => apiGet<RunResult>(PATH, { plan_id: planId, guid }, { signal });

/** A task or challenge run's result (right and wrong per word, the rating and when each is due next); read afresh. */
export const useRunResult = (planId: number, guid: string | undefined) =>
  useQuery({ queryKey: [PATH, planId, guid], queryFn: ({ signal }) => getRunResult(planId, guid!, signal), enabled: Boolean(guid), gcTime: 0 });

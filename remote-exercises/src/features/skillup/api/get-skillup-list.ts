import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

const PATH = '/skillup/list';

export const getSkillupList = (type: string, signal?: AbortSignal) => apiGet<ApiData<'/v3/skillup/list', 'get'>>(PATH, { type }, { signal });

/** The skill-up resources of one type with the student's progress; nothing is asked for an unknown type. */
export const useSkillupList = (type: string | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, type], queryFn: type ? ({ signal }) => getSkillupList(type, signal) : skipToken }));

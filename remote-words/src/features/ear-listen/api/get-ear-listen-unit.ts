import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type EarListenUnit = ApiData<'/v3/biz-toeic/get-ear-listen-unit', 'get'>;

const PATH = '/biz-toeic/get-ear-listen-unit';

export const getEarListenUnit = (classId: number, signal?: AbortSignal) => apiGet<EarListenUnit>(PATH, { class_id: classId }, { signal });

/** A topic's drills with the student's progress on each; nothing is asked without a topic. */
export const useEarListenUnit = (classId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, classId], queryFn: classId ? ({ signal }) => getEarListenUnit(classId, signal) : skipToken }));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/integral/date-for-select';

export type LogDates = ApiData<'/v3/integral/date-for-select', 'get'>;

/** Months the log can be filtered by, for the last `yearNum` years. */
export const getLogDates = (yearNum: number, signal?: AbortSignal) => apiGet<LogDates>(PATH, { year_num: yearNum }, { signal });

export const logDatesQuery = (yearNum = 1) => queryOptions({ queryKey: [PATH, yearNum], queryFn: ({ signal }) => getLogDates(yearNum, signal) });

export const useLogDates = (yearNum = 1) => useQuery(logDatesQuery(yearNum));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/history/details';

export type HistoryDay = ApiData<'/v3/history/details', 'get'>;

/** The runs of one day (YYYY-MM-DD). A bad date is the page's own "not found": no 400 toast. */
export const getHistoryDay = (date: string, signal?: AbortSignal) => apiGet<HistoryDay>(PATH, { date }, { signal, silentBadRequest: true });

export const historyDayQuery = (date: string) => queryOptions({ queryKey: [PATH, date], queryFn: ({ signal }) => getHistoryDay(date, signal) });

/** One day's runs (nothing is asked while `enabled` is false: not a date). */
export const useHistoryDay = (date: string, enabled = true) => useQuery({ ...historyDayQuery(date), enabled });

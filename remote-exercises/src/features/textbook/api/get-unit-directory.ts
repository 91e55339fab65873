import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type UnitDirectory = ApiData<'/v3/textbook/unit-directory', 'get'>;
export type Unit = UnitDirectory['units'][number];

const PATH = '/textbook/unit-directory';

export const getUnitDirectory = (bookId: number, signal?: AbortSignal) => apiGet<UnitDirectory>(PATH, { book_id: bookId }, { signal });

/** A textbook's units with the student's progress; nothing is asked without a book id. */
export const useUnitDirectory = (bookId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, bookId], queryFn: bookId ? ({ signal }) => getUnitDirectory(bookId, signal) : skipToken }));

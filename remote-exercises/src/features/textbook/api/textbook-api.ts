import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type Book = ApiData<'/v3/textbook/book-list', 'get'>['items'][number];

export type Unit = ApiData<'/v3/textbook/unit-directory', 'get'>['units'][number];

export type NextResourceInfo = ApiData<'/v3/textbook/next-resource-info', 'get'>;

export const textbookApi = {
  bookList: (signal?: AbortSignal) => apiGet<ApiData<'/v3/textbook/book-list', 'get'>>('/textbook/book-list', {}, { signal }),
  unitDirectory: (bookId: number, signal?: AbortSignal) => apiGet<ApiData<'/v3/textbook/unit-directory', 'get'>>('/textbook/unit-directory', { book_id: bookId }, { signal }),
  unitList: (unitId: number, signal?: AbortSignal) =>
    apiGet<ApiData<'/v3/textbook/unit-list', 'get'>>('/textbook/unit-list', { unit_id: unitId }, { signal }),
  /** Resource info, the open run's record and the next resource of the unit. */
  nextResourceInfo: (resourceId: number, signal?: AbortSignal) => apiGet<NextResourceInfo>('/textbook/next-resource-info', { resource_id: resourceId }, { signal }),
  /** The run's record for the result screen (the last completed one without guid); null when none. */
  answerResult: (resourceId: number, guid: string | undefined, signal?: AbortSignal) =>
    apiGet<ApiData<'/v3/textbook/answer-result', 'get'>>('/textbook/answer-result', { resource_id: resourceId, guid }, { signal }),
  resourceInfo: (query: { resource_id?: number; resource_code?: string }, signal?: AbortSignal) => apiGet<ApiData<'/v3/resource/info', 'get'>>('/resource/info', query, { signal }),
  skillupList: (type: string, signal?: AbortSignal) => apiGet<ApiData<'/v3/skillup/list', 'get'>>('/skillup/list', { type }, { signal }),
};

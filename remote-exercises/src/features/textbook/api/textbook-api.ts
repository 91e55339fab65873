import { apiGet } from 'shared-api';
import type { AnswerRecord, ResourceInfo, ResourceSummary } from '../../practice/api/practice-types';

export type Book = {
  book_id: number;
  code: string;
  title: string;
  title_jp: string;
  description_jp: string;
  level: string;
  cover: string;
  unit_count: number;
  resource_count: number;
  completed_count: number;
};

export type Unit = {
  unit_id: number;
  book_id: number;
  code: string;
  number: number;
  title: string;
  title_jp: string;
  resource_count: number;
  completed_count: number;
  types: string[];
};

type BookOnly = Omit<Book, 'unit_count' | 'resource_count' | 'completed_count'>;

export type NextResourceInfo = ResourceInfo & { answer_record: AnswerRecord; next_resource: ResourceInfo | null };

export const textbookApi = {
  bookList: (signal?: AbortSignal) => apiGet<{ items: Book[] }>('/textbook/book-list', {}, { signal }),
  unitDirectory: (bookId: number, signal?: AbortSignal) => apiGet<{ book: BookOnly; units: Unit[] }>('/textbook/unit-directory', { book_id: bookId }, { signal }),
  unitList: (unitId: number, signal?: AbortSignal) =>
    apiGet<{ book: BookOnly; unit: Omit<Unit, 'resource_count' | 'completed_count' | 'types'>; resources: ResourceSummary[] }>('/textbook/unit-list', { unit_id: unitId }, { signal }),
  /** Resource info, the open run's record and the next resource of the unit. */
  nextResourceInfo: (resourceId: number, signal?: AbortSignal) => apiGet<NextResourceInfo>('/textbook/next-resource-info', { resource_id: resourceId }, { signal }),
  /** The run's record for the result screen (the last completed one without guid); null when none. */
  answerResult: (resourceId: number, guid: string | undefined, signal?: AbortSignal) =>
    apiGet<AnswerRecord | null>('/textbook/answer-result', { resource_id: resourceId, guid }, { signal }),
  resourceInfo: (query: { resource_id?: number; resource_code?: string }, signal?: AbortSignal) => apiGet<ResourceInfo>('/resource/info', query, { signal }),
  skillupList: (type: string, signal?: AbortSignal) => apiGet<{ type: string; resources: ResourceSummary[] }>('/skillup/list', { type }, { signal }),
};

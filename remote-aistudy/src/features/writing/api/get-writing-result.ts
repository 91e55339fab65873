import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { WritingResult } from '../model/writing-types';

export const WRITING_RESULT_PATH = '/writing/result';

export const getWritingResult = (guid: string, signal?: AbortSignal) => apiGet<WritingResult>(WRITING_RESULT_PATH, { guid }, { signal });

export const writingResultQuery = (guid: string) => queryOptions({ queryKey: [WRITING_RESULT_PATH, guid], queryFn: ({ signal }) => getWritingResult(guid, signal) });

/** One submitted essay with its marks, evaluation, teacher notes and model answer. */
export const useWritingResult = (guid: string) => useQuery({ ...writingResultQuery(guid), enabled: guid !== '' });

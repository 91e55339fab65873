import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordExamResource = ApiData<'/v3/word-quiz/word-quiz-resource', 'get'>;

export const WORD_QUIZ_RESOURCE_PATH = '/word-quiz/word-quiz-resource';

export const getWordQuizResource = (guid: string, signal?: AbortSignal) => apiGet<WordExamResource>(WORD_QUIZ_RESOURCE_PATH, { guid }, { signal });

/** A word test with what is answered so far (to resume); read once per visit, never in the background. */
export const useWordQuizResource = (guid: string | undefined) =>
  useQuery({
    queryKey: [WORD_QUIZ_RESOURCE_PATH, guid],
    queryFn: ({ signal }) => getWordQuizResource(guid!, signal),
    enabled: Boolean(guid),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

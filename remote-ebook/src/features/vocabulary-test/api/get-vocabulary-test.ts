import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type VocabularyTest = ApiData<'/v3/ebook/test', 'get'>;

export type VocabularyQuestion = VocabularyTest['questions'][number];

export const VOCABULARY_TEST_PATH = '/ebook/test';

export const getVocabularyTest = (signal?: AbortSignal) => apiGet<VocabularyTest>(VOCABULARY_TEST_PATH, {}, { signal });

/** Each visit draws a new test (a submitted one is refused): never from the cache. */
export const vocabularyTestQuery = () => queryOptions({ queryKey: [VOCABULARY_TEST_PATH], queryFn: ({ signal }) => getVocabularyTest(signal), gcTime: 0, staleTime: 0 });

/** Ten words from the glosses of the books the student has read, each with four Japanese meanings. */
export const useVocabularyTest = () => useQuery(vocabularyTestQuery());

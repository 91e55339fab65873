import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type VocabularyQuestion = { question_id: number; word: string; example: string; book_title: string; choices: string[] };

export type VocabularyTest = { test_id: number; questions: VocabularyQuestion[] };

export const VOCABULARY_TEST_PATH = '/ebook/test';

export const getVocabularyTest = (signal?: AbortSignal) => apiGet<VocabularyTest>(VOCABULARY_TEST_PATH, {}, { signal });

/** Each visit draws a new test (a submitted one is refused): never from the cache. */
export const vocabularyTestQuery = () => queryOptions({ queryKey: [VOCABULARY_TEST_PATH], queryFn: ({ signal }) => getVocabularyTest(signal), gcTime: 0, staleTime: 0 });

/** Ten words from the glosses of the books the student has read, each with four Japanese meanings. */
export const useVocabularyTest = () => useQuery(vocabularyTestQuery());

import { useMutation } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { VocabularyQuestion } from './get-vocabulary-test';

/** One question's answer: the chosen meaning. */
export type VocabularyAnswer = { question_id: VocabularyQuestion['question_id']; choice: VocabularyQuestion['choices'][number] };

export type VocabularyResult = ApiData<'/v3/ebook/test', 'post'>;

/** A test is marked once: a second submission is refused with 409. */
export const submitVocabularyTest = ({ testId, answers }: { testId: number; answers: VocabularyAnswer[] }) =>
  apiPost<VocabularyResult>('/ebook/test', { test_id: testId, answers }, { loading: true });

/** Marks the test (nothing cached changes: the result is shown from the answer). */
export const useSubmitVocabularyTest = () => useMutation({ mutationFn: submitVocabularyTest });

import { useMutation } from '@tanstack/react-query';
import { apiPost } from 'shared-api';

export type VocabularyAnswer = { question_id: number; choice: string };

export type VocabularyResult = {
  test_id: number;
  score: number;
  correct: number;
  total: number;
  results: { question_id: number; word: string; example: string; chosen: string; answer: string; is_right: 0 | 1 }[];
};

/** A test is marked once: a second submission is refused with 409. */
export const submitVocabularyTest = ({ testId, answers }: { testId: number; answers: VocabularyAnswer[] }) =>
  apiPost<VocabularyResult>('/ebook/test', { test_id: testId, answers }, { loading: true });

/** Marks the test (nothing cached changes: the result is shown from the answer). */
export const useSubmitVocabularyTest = () => useMutation({ mutationFn: submitVocabularyTest });

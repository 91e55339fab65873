import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import { BOOK_LIST_PATH } from '../../books/api/get-book-list';
import type { BookBrief } from '../../books/model/ebook-types';

export type LevelCheckAnswer = { question_id: string; choice: string };

export type LevelCheckResult = {
  level: number;
  correct: number;
  total: number;
  per_level: { level: number; correct: number; total: number }[];
  /** Recommended books, the level's own first. */
  books: BookBrief[];
};

/** Every question's answer, '' for a skipped one. */
export const submitLevelCheck = (answers: LevelCheckAnswer[]) => apiPost<LevelCheckResult>('/ebook/level-check', { answers }, { loading: true });

/** Sends the answers; the book lists (their recommended level) reload. */
export function useSubmitLevelCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitLevelCheck, onSuccess: () => queryClient.invalidateQueries({ queryKey: [BOOK_LIST_PATH] }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import { BOOK_LIST_PATH } from '../../books/api/get-book-list';
import type { ApiData } from 'shared-contract';
import type { LevelCheckQuestion } from './get-level-check';

/** One question's answer: the chosen text ('' when skipped). */
export type LevelCheckAnswer = { question_id: LevelCheckQuestion['question_id']; choice: LevelCheckQuestion['choices'][number] };

/** The recommended level, the score per level and the recommended books (the level's own first). */
export type LevelCheckResult = ApiData<'/v3/ebook/level-check', 'post'>;

/** Every question's answer, '' for a skipped one. */
export const submitLevelCheck = (answers: LevelCheckAnswer[]) => apiPost<LevelCheckResult>('/ebook/level-check', { answers }, { loading: true });

/** Sends the answers; the book lists (their recommended level) reload. */
export function useSubmitLevelCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitLevelCheck, onSuccess: () => queryClient.invalidateQueries({ queryKey: [BOOK_LIST_PATH] }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { WordReading } from '../model/word-reading';
import { PHONOGRAM_DETAIL_PATH } from './get-phonogram-detail';
import { PHONOGRAM_LIST_PATH } from './get-phonogram-list';

export type PracticeMark = ApiData<'/v3/phonogram/submit-practice', 'post'>;
export type PracticeInput = { phonogramId: string; wordId: number; guid: string; reading: WordReading };

export const submitPractice = ({ phonogramId, wordId, guid, reading }: PracticeInput) =>
  apiPost<PracticeMark>('/phonogram/submit-practice', { phonogram_id: phonogramId, word_id: wordId, guid, phones: reading.phones, word_score: reading.word_score, is_rejected: reading.is_rejected });

/** Stores a practice reading; the server marks its target sound. The list and the pattern's readings are read again afterwards. */
export function useSubmitPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPractice,
    onSuccess: () => {
      for (const key of [PHONOGRAM_LIST_PATH, PHONOGRAM_DETAIL_PATH]) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

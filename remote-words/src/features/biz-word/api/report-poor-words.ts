import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { POOR_WORDS_KEY } from './get-poor-words';

export type PoorWordReport = ApiData<'/v3/biz-word/report-poor-words', 'post'>;
export type ReadingOutcome = { word_id: number; score: number; poorly_words: string[] };

const PATH = '/biz-word/report-poor-words';

/**
 * One scored reading of a card: the score (0..100) and the words the speech server found poorly
 * pronounced; the server keeps the poor-word list (below 80 the word read is added, from 80 it is cleared).
 */
export const reportPoorWords = (outcome: ReadingOutcome) => apiPost<PoorWordReport>(PATH, { word_id: outcome.word_id, score: outcome.score, poorly_words: outcome.poorly_words });

export const useReportPoorWords = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportPoorWords, onSuccess: () => queryClient.invalidateQueries({ queryKey: POOR_WORDS_KEY }) });
};

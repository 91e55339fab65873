import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { DIRECTORY_LIST_PATH } from './get-directory-list';
import { HISTORY_LIST_PATH } from './get-history-list';
import { HISTORY_LOGS_PATH } from './get-history-logs';

export type ExamSubmitReply = ApiData<'/v3/eiken-toeic-exam/submit-exam-logs', 'post'>;

const PATH = '/eiken-toeic-exam/submit-exam-logs';

/** Hands a sitting in (submitted) or closes it when time ran out (timeout); the reply is its result. */
export const submitExamLogs = (examGuid: string, reason: 'submitted' | 'timeout') => apiPost<ExamSubmitReply>(PATH, { exam_guid: examGuid, reason });

/** The result is cached for the result page; the lists of tests and sittings changed. */
export const useSubmitExamLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examGuid, reason }: { examGuid: string; reason: 'submitted' | 'timeout' }) => submitExamLogs(examGuid, reason),
    onSuccess: (result) => {
      queryClient.setQueryData([HISTORY_LOGS_PATH, result.guid], result);
      void queryClient.invalidateQueries({ queryKey: [DIRECTORY_LIST_PATH] });
      void queryClient.invalidateQueries({ queryKey: [HISTORY_LIST_PATH] });
    },
  });
};

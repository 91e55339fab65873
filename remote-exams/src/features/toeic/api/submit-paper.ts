import type { QueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { DIRECTORY_LIST_PATH } from '../../eiken-challenge/api/get-directory-list';
import { HISTORY_LIST_PATH } from '../../eiken-challenge/api/get-history-list';
import { HISTORY_LOGS_PATH } from '../../eiken-challenge/api/get-history-logs';
import type { HandInReason } from '../toeic-hand-in';
import type { HandInEntry } from '../toeic-paper';

export type PaperSubmitReply = ApiData<'/v3/eiken-toeic-exam/submit-exam-logs', 'post'>;

const PATH = '/eiken-toeic-exam/submit-exam-logs';

/**
 * Hands a TOEIC sitting in with its whole paper (the answers kept on the device, the unanswered
 * ones empty): the server records them, ends and scores the sitting; a resend answers with the
 * first result and records nothing more.
 */
export const submitPaper = (examGuid: string, reason: HandInReason, answers: HandInEntry[]) =>
  // The answers list travels as JSON text in the form (the route reads it so); a failure is the page's to show (it offers a retry).
  apiPost<PaperSubmitReply>(PATH, { exam_guid: examGuid, reason, answers }, { networkErrorHandled: true });

/** After a hand-in: the result is cached for the result page, the lists of tests and sittings changed. */
export function paperSubmitted(queryClient: QueryClient, result: PaperSubmitReply) {
  queryClient.setQueryData([HISTORY_LOGS_PATH, result.guid], result);
  void queryClient.invalidateQueries({ queryKey: [DIRECTORY_LIST_PATH] });
  void queryClient.invalidateQueries({ queryKey: [HISTORY_LIST_PATH] });
}

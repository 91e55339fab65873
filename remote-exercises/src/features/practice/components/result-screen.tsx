import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hashKey, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { combineQueries, QueryState, Spinner, useTranslation } from 'shared-ui';
import { RESOURCE_PACKAGE_KEY, useResourcePackage } from '../../engine/api/resource-package';
import { ExerciseResult } from '../../engine/components/exercise-result';
import { answerOutbox, useOutboxSnapshot } from '../../engine/outbox/outbox-instance';
import type { AnswerRecord, ResourceInfo } from '../api/practice-types';
import classes from './pages.module.css';

/** How long the result screen waits for the outbox before showing what the server has. */
export const OUTBOX_WAIT_MS = 15_000;

type Props<Answer, Key extends QueryKey> = {
  info: ResourceInfo;
  /** The run to show; its answers still in the outbox are sent first. */
  attempt?: string;
  /** The run's record (a query read afresh: its gcTime is 0; `select` may pick the record out of a larger answer). */
  recordQuery: UseQueryOptions<Answer, Error, AnswerRecord | null, Key>;
  title: string;
  actions: (record: AnswerRecord) => ReactNode;
  backHref: string;
  onBack: () => void;
};

/**
 * The result screen of a run: waits until the run's answers have left the outbox (so the
 * server's record is complete), then shows the engine's result view. Answers that could not
 * be sent yet are named, and the screen reloads by itself once they arrive. A finished run
 * changes progress, points, badges and history everywhere, so once its record is read every
 * cached answer of the portal is marked stale (shown pages refetch, the others on their next visit).
 */
export function ResultScreen<Answer, Key extends QueryKey>({ info, attempt, recordQuery, title, actions, onBack }: Props<Answer, Key>) {
  const { t } = useTranslation('exercises');
  const queryClient = useQueryClient();
  const [waited, setWaited] = useState(!attempt);
  const [unsent, setUnsent] = useState(0);
  const [refused, setRefused] = useState<{ count: number; reason: string }>({ count: 0, reason: '' });
  const snapshot = useOutboxSnapshot();

  useEffect(() => {
    if (!attempt) return;
    let active = true;
    void answerOutbox.waitUntilDrained(attempt, OUTBOX_WAIT_MS).then((report) => {
      if (!active) return;
      setUnsent(report.pending.length);
      setRefused({ count: report.rejected.length, reason: report.rejected[0]?.lastError ?? '' });
      setWaited(true);
    });
    return () => {
      active = false;
    };
  }, [attempt]);

  const record = useQuery({ ...recordQuery, enabled: waited });
  const refetchRecord = record.refetch;
  const resourcePackage = useResourcePackage(info.resource_file, info.resource_version);
  const recordedAt = record.dataUpdatedAt;
  const recordHash = hashKey(recordQuery.queryKey);
  useEffect(() => {
    // Not the record itself (that would read it again, and again) nor the immutable packages.
    if (recordedAt) void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== recordHash && query.queryKey[0] !== RESOURCE_PACKAGE_KEY });
  }, [recordedAt, recordHash, queryClient]);

  // Answers that were waiting arrived: show the complete record.
  const wasUnsent = useRef(unsent);
  useEffect(() => {
    if (!attempt || unsent === 0 || snapshot.pending > 0) return;
    void answerOutbox.pendingFor(attempt).then((pending) => {
      if (pending.length === 0 && wasUnsent.current > 0) {
        wasUnsent.current = 0;
        setUnsent(0);
        void refetchRecord();
      }
    });
  }, [attempt, snapshot.pending, unsent, refetchRecord]);
  wasUnsent.current = unsent;

  if (!waited) {
    return (
      <div className={classes.center} data-testid="result-waiting">
        <Spinner label={t('result.waiting')} />
      </div>
    );
  }
  return (
    <QueryState query={combineQueries(record, resourcePackage)}>
      {([run, resource]) => (
        <ExerciseResult
          resource={resource}
          packagePath={info.resource_file}
          record={run ?? { items: [], score: 0 }}
          questionIds={info.question_ids}
          title={title}
          onBack={onBack}
          notice={
            <>
              {unsent > 0 ? (
                <p className={classes.notice} role="status" data-testid="result-unsent">
                  {t('result.notSent', { count: unsent })}
                </p>
              ) : null}
              {refused.count > 0 ? (
                <p className={[classes.notice, classes.noticeError].join(' ')} role="alert" data-testid="result-refused">
                  {t('player.rejectedAnswers', { count: refused.count, reason: refused.reason })}
                </p>
              ) : null}
            </>
          }
          actions={run ? actions(run) : null}
        />
      )}
    </QueryState>
  );
}

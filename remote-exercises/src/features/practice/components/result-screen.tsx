import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner, useTranslation } from 'shared-ui';
import { loadResourcePackage } from '../../engine/api/resource-package';
import { ExerciseResult } from '../../engine/components/exercise-result';
import type { PracticeResource } from '../../engine/model/resource';
import { answerOutbox, useOutboxSnapshot } from '../../engine/outbox/outbox-instance';
import type { AnswerRecord, ResourceInfo } from '../api/practice-types';
import { useLoad } from '../hooks/use-load';
import { LoadState } from './load-state';
import classes from './pages.module.css';

/** How long the result screen waits for the outbox before showing what the server has. */
export const OUTBOX_WAIT_MS = 15_000;

type Props = {
  info: ResourceInfo;
  /** The run to show; its answers still in the outbox are sent first. */
  attempt?: string;
  loadRecord: (signal: AbortSignal) => Promise<AnswerRecord | null>;
  title: string;
  actions: (record: AnswerRecord) => ReactNode;
  backHref: string;
  onBack: () => void;
};

/**
 * The result screen of a run: waits until the run's answers have left the outbox (so the
 * server's record is complete), then shows the engine's result view. Answers that could not
 * be sent yet are named, and the screen reloads by itself once they arrive.
 */
export function ResultScreen({ info, attempt, loadRecord, title, actions, onBack }: Props) {
  const { t } = useTranslation('exercises');
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

  const loaded = useLoad(
    async (signal) => {
      const [record, resource] = await Promise.all([loadRecord(signal), loadResourcePackage(info.resource_file, info.resource_version, signal)]);
      return { record, resource };
    },
    `${info.resource_id}|${attempt ?? ''}|${waited}`,
  );

  // Answers that were waiting arrived: show the complete record.
  const wasUnsent = useRef(unsent);
  useEffect(() => {
    if (!attempt || unsent === 0 || snapshot.pending > 0) return;
    void answerOutbox.pendingFor(attempt).then((pending) => {
      if (pending.length === 0 && wasUnsent.current > 0) {
        wasUnsent.current = 0;
        setUnsent(0);
        loaded.reload();
      }
    });
  }, [attempt, snapshot.pending, unsent, loaded]);
  wasUnsent.current = unsent;

  if (!waited) {
    return (
      <div className={classes.center} data-testid="result-waiting">
        <Spinner label={t('result.waiting')} />
      </div>
    );
  }
  return (
    <LoadState loaded={loaded} reload={loaded.reload}>
      {({ record, resource }: { record: AnswerRecord | null; resource: PracticeResource }) => (
        <ExerciseResult
          resource={resource}
          packagePath={info.resource_file}
          record={record ?? { items: [], score: 0 }}
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
          actions={record ? actions(record) : null}
        />
      )}
    </LoadState>
  );
}

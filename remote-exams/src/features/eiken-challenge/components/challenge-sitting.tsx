import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, showConfirm, showToast, useTranslation } from 'shared-ui';
import type { ExerciseEngine } from '../../../lib/engine';
import type { ExamDirectory } from '../api/get-directory-list';
import { getExamExerciseLogs } from '../api/get-exam-exercise-logs';
import { partsOf, type ExamResourceList } from '../api/get-exam-resource-list';
import { EXAM_ANSWER_PATH } from '../api/start-sitting';
import { useSubmitExamLogs } from '../api/submit-exam-logs';
import { EIKEN_CHALLENGE_PATHS, sectionRunGuid } from '../eiken-challenge-paths';
import { clock, EIKEN_CHALLENGE_NS } from '../eiken-challenge-texts';
import styles from './eiken-challenge.module.css';

/** A sitting under way: its guid and its deadline on this browser's clock (ms). */
export type Sitting = { guid: string; deadline: number };

/** Where a sitting goes: its result page (given ?guid=) and the test's own page (back). */
export type SittingPaths = { result: string; back: string };

/** Warn from this many seconds before the end. */
const LOW_TIME_SECONDS = 5 * 60;

/**
 * One sitting: the test's sets in order, each played by the engine in test mode (no feedback,
 * no going back; every answer posted at once through the engine's outbox), with the time left.
 * A resumed sitting starts at the first set with unanswered items and keeps what was answered.
 * Handing in, finishing the last set or running out of time sends what waits in the outbox,
 * ends the sitting on the server and opens its result.
 */
export function ChallengeSitting({
  engine,
  exam,
  list,
  sitting,
  paths = { result: EIKEN_CHALLENGE_PATHS.result, back: EIKEN_CHALLENGE_PATHS.challenge },
}: {
  engine: ExerciseEngine;
  exam: ExamDirectory;
  list: ExamResourceList;
  sitting: Sitting;
  /** Another exam's pages (the entrance listening, Tokyo); the Eiken mock test's by default. */
  paths?: SittingPaths;
}) {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  const navigate = useNavigate();
  const parts = partsOf(list);
  // Every set's record in this sitting, read once when the sitting opens (after waiting answers went out).
  const records = useQuery({
    queryKey: ['eiken-challenge-sitting', sitting.guid],
    queryFn: async ({ signal }) => {
      await engine.settleOutbox();
      return Promise.all(parts.map((part) => getExamExerciseLogs(part.resource.resource_id, sitting.guid, signal)));
    },
    gcTime: 0,
    staleTime: Infinity,
  });
  const [index, setIndex] = useState<number | null>(null);
  const firstOpen = records.data ? Math.max(0, records.data.findIndex((logs) => logs.answer_record.items.some((item) => item.practiced !== 1))) : 0;
  const current = index ?? firstOpen;
  const part = parts[current];
  const resourcePackage = useQuery({
    queryKey: ['resource-package', part?.resource.resource_file, part?.resource.resource_version],
    queryFn: ({ signal }) => engine.loadResourcePackage(part!.resource.resource_file, part!.resource.resource_version, signal),
    enabled: part !== undefined,
    staleTime: Infinity,
  });

  const handIn = useSubmitExamLogs();
  const ending = useRef(false);
  const end = useCallback(
    async (reason: 'submitted' | 'timeout') => {
      if (ending.current) return;
      ending.current = true;
      // Answers still in the outbox count: they were given in time.
      await engine.settleOutbox();
      handIn.mutate(
        { examGuid: sitting.guid, reason },
        {
          onSuccess: (result) => void navigate(withQuery(paths.result, { guid: result.guid }), { replace: true }),
          onError: () => {
            ending.current = false;
            showToast(t('handInFailed'));
          },
        },
      );
    },
    [engine, handIn, navigate, paths.result, sitting.guid, t],
  );

  const confirmHandIn = async () => {
    if (await showConfirm(t('confirmHandIn'))) void end('submitted');
  };

  if (!part) return null;
  const ExercisePlayer = engine.ExercisePlayer;
  const runGuid = sectionRunGuid(sitting.guid, part.resource.resource_id);
  const fields = { resource_id: part.resource.resource_id, exam_guid: sitting.guid };
  return (
    <div className={styles.sitting} data-testid="challenge-sitting">
      <div className={styles.sittingBar}>
        <span className={styles.partName} data-testid="challenge-part">
          {t('part', { section: `${part.section.title} — ${part.resource.title}`, current: current + 1, total: parts.length })}
        </span>
        <ExamTimer deadline={sitting.deadline} onTimeUp={() => void end('timeout')} />
        <Button width="auto" variant="secondary" disabled={handIn.isPending} onClick={() => void confirmHandIn()} data-testid="hand-in">
          {handIn.isPending ? t('handingIn') : t('handIn')}
        </Button>
      </div>
      <QueryState query={combineQueries(records, resourcePackage)}>
        {([logs, resource]) => (
          <ExercisePlayer
            key={runGuid}
            resource={resource}
            packagePath={part.resource.resource_file}
            mode="test"
            module="eiken"
            target={{ path: EXAM_ANSWER_PATH, fields, completion: { path: EXAM_ANSWER_PATH, fields } }}
            attempt={runGuid}
            questionIds={part.resource.question_ids}
            resumed={logs[current]?.answer_record.items.filter((item) => item.practiced === 1) ?? []}
            title={exam.title}
            finishPopup={false}
            onFinished={() => (current + 1 < parts.length ? setIndex(current + 1) : void end('submitted'))}
            onBack={() => void navigate(paths.back)}
          />
        )}
      </QueryState>
    </div>
  );
}

/** The time left, ticking each second; calls onTimeUp once at zero. */
function ExamTimer({ deadline, onTimeUp }: { deadline: number; onTimeUp: () => void }) {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  useEffect(() => {
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(now);
      if (now === 0) {
        clearInterval(timer);
        timeUp.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const low = seconds <= LOW_TIME_SECONDS;
  return (
    <span className={[styles.timer, low ? styles.timerLow : ''].join(' ')} role="timer" aria-label={t('remaining')} data-testid="challenge-timer">
      {seconds === 0 ? t('timeUp') : t('timeLeft', { time: clock(seconds) })}
      {low && seconds > 0 ? <span className={styles.srOnly}>{t('timeLow')}</span> : null}
    </span>
  );
}

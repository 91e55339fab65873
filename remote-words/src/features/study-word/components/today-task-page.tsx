import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { Button, Card, Page, QueryState, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { PaperItemPlayer } from '../../../lib/paper-item-player';
import { PLAN_INFO_PATH } from '../api/get-plan-info';
import { PLAN_LIST_PATH } from '../api/get-plan-list';
import { useTodayTask, TODAY_TASK_PATH } from '../api/get-today-task';
import { nextItem } from '../api/next-item';
import { CHALLENGE_LOG_PATH, startTask, type TaskStep } from '../api/start-task';
import { usePlanIdParam } from '../hooks/use-plan-id';
import { planPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { PlanNotFound, planErrorView } from './plan-not-found';
import styles from './study-word.module.css';

/**
 * /today_task/:plan_id: the words due now and today's new words. An intro with the counts, then
 * the run: the server gives one item at a time (a word answered wrong comes back when it is due
 * again in the run); the engine plays and posts it; once the answer is out the page asks for the
 * next, and at the end goes to /result/:plan_id?guid=.
 */
export function TodayTaskPage() {
  const planId = usePlanIdParam();
  if (!planId) return <PlanNotFound missing />;
  return <TodayTask planId={planId} />;
}

function TodayTask({ planId }: { planId: number }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const engine = useExerciseEngine();
  const today = useTodayTask(planId);
  // Each step the server gives gets its own player, even the same item again (an answer that did not
  // reach the server is asked again): the serial keeps them apart.
  const [current, setCurrent] = useState<{ step: TaskStep; serial: number } | null>(null);
  const step = current?.step ?? null;
  const setStep = (next: TaskStep) => setCurrent((before) => ({ step: next, serial: (before?.serial ?? 0) + 1 }));
  const start = useMutation({ mutationFn: (guid: string) => startTask(planId, guid), onSuccess: setStep });
  const settleOutbox = engine.data?.settleOutbox;
  const advance = useMutation({
    mutationFn: async (guid: string) => {
      await settleOutbox?.();
      return nextItem(planId, guid);
    },
    onSuccess: setStep,
  });

  useEffect(() => {
    if (!step?.finished) return;
    // The schedule of the plan's words changed with the run.
    for (const key of [PLAN_LIST_PATH, PLAN_INFO_PATH, TODAY_TASK_PATH]) void queryClient.invalidateQueries({ queryKey: [key] });
    void navigate(planPath('result', planId, { guid: step.guid }), { replace: true });
  }, [navigate, planId, queryClient, step]);

  const back = () => void navigate(STUDY_WORD_PATHS.plan);

  if (step?.item && engine.data) {
    return (
      <TaskRun
        engine={engine.data}
        step={step}
        serial={current!.serial}
        planId={planId}
        title={t('task.title')}
        busy={advance.isPending}
        failed={advance.isError}
        onAnswered={() => advance.isPending || advance.mutate(step.guid)}
        onBack={back}
      />
    );
  }

  return (
    <Page title={t('task.title')} onBack={back} narrow testId="today-task-intro">
      <QueryState query={today} renderError={planErrorView}>
        {(data) =>
          step?.finished ? (
            <Spinner label={t('task.finishing')} />
          ) : (
            <Card title={data.plan.title}>
              <p>{t('task.lead')}</p>
              <dl className={styles.stats}>
                <div className={[styles.stat, styles.due].join(' ')}>
                  <dt>{t('task.dueCount')}</dt>
                  <dd data-testid="task-due-count">{t('task.countValue', { count: data.due_count })}</dd>
                </div>
                <div className={styles.stat}>
                  <dt>{t('task.newCount')}</dt>
                  <dd data-testid="task-new-count">{t('task.countValue', { count: data.new_count })}</dd>
                </div>
              </dl>
              {data.due_count + data.new_count === 0 ? (
                <StatusBlock
                  title={data.finished_today ? t('task.finishedToday') : t('task.nothing')}
                  testId="task-nothing"
                  action={
                    <Button width="auto" variant="secondary" onClick={() => void navigate(planPath('challenge', planId))}>
                      {t('task.toChallenge')}
                    </Button>
                  }
                />
              ) : (
                <Button
                  busy={start.isPending || engine.isPending}
                  disabled={!engine.data}
                  onClick={() => engine.data && start.mutate(engine.data.newGuid())}
                  data-testid="start-task"
                >
                  {t('task.start')}
                </Button>
              )}
            </Card>
          )
        }
      </QueryState>
    </Page>
  );
}

type TaskRunProps = {
  engine: ExerciseEngine;
  step: TaskStep;
  serial: number;
  planId: number;
  title: string;
  busy: boolean;
  failed: boolean;
  onAnswered: () => void;
  onBack: () => void;
};

/** The item the server gave, with the run's progress announced to screen readers. */
function TaskRun({ engine, step, serial, planId, title, busy, failed, onAnswered, onBack }: TaskRunProps) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const item = step.item!;
  const progress = t('task.progress', { position: step.position, total: step.total });
  return (
    <div data-testid="today-task-run">
      <p className={styles.visuallyHidden} aria-live="polite" data-testid="task-progress">
        {progress}
      </p>
      <PaperItemPlayer
        key={`${serial}:${item.question_id}`}
        engine={engine}
        item={item}
        mode="practice"
        target={{ path: CHALLENGE_LOG_PATH, fields: { plan_id: planId } }}
        attempt={step.guid}
        title={`${title} · ${progress}`}
        onFinished={onAnswered}
        onBack={onBack}
      />
      {busy ? <Spinner /> : null}
      {failed ? (
        <div className={styles.actions}>
          <Button width="auto" onClick={onAnswered} data-testid="retry-next">
            {t('task.retryNext')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

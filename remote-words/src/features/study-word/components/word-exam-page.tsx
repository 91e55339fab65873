import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'shared-ui/router';
import { Button, Card, Modal, Page, QueryState, Spinner, StatusBlock, combineQueries, showConfirm, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { PaperItemPlayer } from '../../../lib/paper-item-player';
import { abortWordExam } from '../api/abort-word-exam';
import { finishWordExam, type FinishedWordExam } from '../api/finish-word-exam';
import { useWordQuizResource, type WordExamResource } from '../api/get-word-quiz-resource';
import { useWordQuizTasks, WORD_QUIZ_TASKS_PATH } from '../api/get-word-quiz-tasks';
import { useWordQuizTopics } from '../api/get-word-quiz-topics';
import { WRONG_TOPIC_LIST_PATH } from '../api/get-wrong-topic-list';
import { EXAM_ANSWER_PATH, startWordExam } from '../api/start-word-exam';
import { clockOffset, clockText, secondsLeft } from '../../../lib/countdown';
import { examScore, isTimeEndError, isTimeEndRejection, nextOpenIndex } from '../model/exam-flow';
import { examPath, STUDY_WORD_PATHS, wrongTopicPath } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { planErrorView } from './plan-not-found';
import styles from './study-word.module.css';

/** /study_word/test?plan_id=: the test's shape (time limit, items, types) and the rules, then start. */
export function WordExamIntro({ planId }: { planId: number }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const topics = useWordQuizTopics(planId);
  const tasks = useWordQuizTasks();
  const start = useMutation({
    mutationFn: (guid: string) => startWordExam(planId, guid),
    // An open test of the plan comes back instead of a new one: its guid is the one to play.
    onSuccess: (exam) => void navigate(examPath({ guid: exam.guid }), { replace: true }),
  });
  return (
    <Page title={t('exam.title')} onBack={() => void navigate(STUDY_WORD_PATHS.test)} narrow testId="word-exam-intro">
      <QueryState query={combineQueries(topics, tasks)} renderError={planErrorView}>
        {([shape, taskList]) => {
          const task = taskList.list.find((entry) => entry.plan_id === planId);
          return (
            <Card title={task ? t('exam.introLead', { title: task.title }) : t('exam.title')}>
              <dl className={styles.facts}>
                <dt>{t('exam.timeLimit')}</dt>
                <dd data-testid="exam-time-limit">{t('exam.timeLimitValue', { minutes: Math.round(shape.time_limit_sec / 60) })}</dd>
                <dt>{t('exam.itemCount')}</dt>
                <dd data-testid="exam-item-count">{t('exam.itemCountValue', { count: shape.item_count })}</dd>
                <dt>{t('exam.types')}</dt>
                <dd>{shape.type_ids.map((type) => t(`exam.type.${type}`)).join('・')}</dd>
              </dl>
              <ul className={styles.rules}>
                <li>{t('exam.rule1')}</li>
                <li>{t('exam.rule2')}</li>
              </ul>
              <Button busy={start.isPending || engine.isPending} disabled={!engine.data} onClick={() => engine.data && start.mutate(engine.data.newGuid())} data-testid="begin-exam">
                {task?.open_exam_guid ? t('test.resume') : t('exam.start')}
              </Button>
            </Card>
          );
        }}
      </QueryState>
    </Page>
  );
}

/** /study_word/test?guid=: a word test being taken (or its result, once it is over). */
export function WordExamRun({ guid }: { guid: string }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const exam = useWordQuizResource(guid);
  const [timeEnd, setTimeEnd] = useState(false);
  const toTests = useCallback(() => void navigate(STUDY_WORD_PATHS.test), [navigate]);

  if (timeEnd || (exam.isError && isTimeEndError(exam.error))) return <TimeEndAlert onClose={toTests} />;
  if (exam.data && engine.data && exam.data.status === 'open') {
    return <RunningExam engine={engine.data} exam={exam.data} receivedAt={exam.dataUpdatedAt} onTimeEnd={() => setTimeEnd(true)} />;
  }
  return (
    <Page title={t('exam.title')} onBack={toTests} narrow testId="word-exam-closed">
      <QueryState query={combineQueries(exam, engine)} renderError={planErrorView}>
        {([data]) => <ClosedExam exam={data} />}
      </QueryState>
    </Page>
  );
}

type Phase = 'running' | 'finishing' | 'result' | 'failed';

function RunningExam({ engine, exam, receivedAt, onTimeEnd }: { engine: ExerciseEngine; exam: WordExamResource; receivedAt: number; onTimeEnd: () => void }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useMemo(() => exam.items.map((item) => item.question_id), [exam.items]);
  const answered = useRef(new Set(exam.items.filter((item) => item.answered === 1).map((item) => item.question_id)));
  const [at, setAt] = useState(() => nextOpenIndex(ids, answered.current));
  const [phase, setPhase] = useState<Phase>(() => (nextOpenIndex(ids, answered.current) === -1 ? 'finishing' : 'running'));
  const [result, setResult] = useState<FinishedWordExam | null>(null);
  const offset = useMemo(() => clockOffset(exam.ends_at, exam.remaining_sec, receivedAt), [exam.ends_at, exam.remaining_sec, receivedAt]);

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [WORD_QUIZ_TASKS_PATH] });
    void queryClient.invalidateQueries({ queryKey: [WRONG_TOPIC_LIST_PATH] });
  }, [queryClient]);

  const finish = useCallback(async () => {
    setPhase('finishing');
    try {
      setResult(await finishWordExam(exam.guid));
      setPhase('result');
      refreshLists();
    } catch (error) {
      if (isTimeEndError(error)) onTimeEnd();
      else setPhase('failed');
    }
  }, [exam.guid, onTimeEnd, refreshLists]);

  // Every item answered before (a resumed test): the test only needs finishing.
  const finishedOnEntry = useRef(phase === 'finishing');
  useEffect(() => {
    if (finishedOnEntry.current) {
      finishedOnEntry.current = false;
      void finish();
    }
  }, [finish]);

  /** After each item: its answer must be out; a 423 for it means the time is over. */
  const onItemFinished = async (questionId: string) => {
    await engine.settleOutbox();
    const entries = await engine.answerOutbox.entries({ attempt: exam.guid }).catch(() => []);
    if (entries.some(isTimeEndRejection)) {
      refreshLists();
      onTimeEnd();
      return;
    }
    answered.current.add(questionId);
    const next = nextOpenIndex(ids, answered.current, at + 1);
    const wrapped = next === -1 ? nextOpenIndex(ids, answered.current) : next;
    if (wrapped === -1) void finish();
    else setAt(wrapped);
  };

  /** The end time passed on this screen: what was answered counts; later answers would be refused. */
  const onTimeUp = useCallback(() => {
    void engine.settleOutbox().then(() => finishWordExam(exam.guid).catch(() => undefined)).finally(refreshLists);
    onTimeEnd();
  }, [engine, exam.guid, onTimeEnd, refreshLists]);

  /** Leaving midway (confirmed): the test ends with 0 points. */
  const abort = useCallback(async () => {
    await abortWordExam(exam.guid).catch(() => undefined);
    refreshLists();
  }, [exam.guid, refreshLists]);

  const toTests = () => void navigate(STUDY_WORD_PATHS.test);

  if (phase === 'result' && result) return <ExamResult guid={exam.guid} score={result.score} percent={result.percent} right={result.right} total={result.total} />;
  if (phase === 'finishing' || phase === 'failed') {
    return (
      <Page title={t('exam.title')} narrow testId="word-exam-finishing">
        {phase === 'failed' ? (
          <StatusBlock
            tone="error"
            title={t('exam.finishing')}
            action={
              <Button width="auto" onClick={() => void finish()} data-testid="retry-finish">
                {t('exam.retry')}
              </Button>
            }
          />
        ) : (
          <Spinner label={t('exam.finishing')} />
        )}
      </Page>
    );
  }

  const item = exam.items[at];
  if (!item) return <Spinner label={t('exam.finishing')} />;
  const progress = t('exam.progress', { position: at + 1, total: exam.items.length });
  return (
    <div data-testid="word-exam-run" data-guid={exam.guid}>
      <div className={styles.examBar}>
        <Countdown endsAt={exam.ends_at} offset={offset} onZero={onTimeUp} />
        <p className={styles.progress} aria-live="polite" data-testid="exam-progress">
          {progress}
        </p>
        <Button width="auto" variant="secondary" onClick={toTests} data-testid="quit-exam">
          {t('exam.quit')}
        </Button>
      </div>
      <PaperItemPlayer
        key={item.question_id}
        engine={engine}
        item={item}
        mode="test"
        target={{ path: EXAM_ANSWER_PATH, fields: {} }}
        attempt={exam.guid}
        title={`${t('exam.title')} · ${progress}`}
        onFinished={() => void onItemFinished(item.question_id)}
        onBack={toTests}
      />
      {/* After the player: the router keeps one blocker, the last registered (the engine's own draft guard is inside the player). */}
      <ExamLeaveGuard key={`guard:${item.question_id}`} onLeave={abort} />
    </div>
  );
}

/** The time left to ends_at, by the server's clock; at 0 the test is over. */
function Countdown({ endsAt, offset, onZero }: { endsAt: string; offset: number; onZero: () => void }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endsAt, now, offset);
  const fired = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left > 0 || fired.current) return;
    fired.current = true;
    onZero();
  }, [left, onZero]);
  return (
    <p className={[styles.countdown, left <= 60 ? styles.countdownLow : ''].join(' ')} role="timer" aria-label={t('exam.countdown')} data-testid="exam-countdown" data-seconds-left={left}>
      <span className={styles.muted}>{t('exam.countdown')} </span>
      {clockText(left)}
    </p>
  );
}

/**
 * Leaving the running test (a link, the back button, Quit) asks first; leaving gives 0 points
 * (abort-word-exam). Closing the tab gets the browser's own warning.
 */
function ExamLeaveGuard({ onLeave }: { onLeave: () => Promise<void> }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showConfirm(t('exam.leaveConfirm'), { okText: t('exam.leaveOk'), cancelText: t('exam.leaveCancel'), danger: true }).then(async (leave) => {
      if (!leave) {
        blocker.reset?.();
        return;
      }
      await onLeave();
      blocker.proceed?.();
    });
  }, [blocker, onLeave, t]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return null;
}

/** Spec section 8: the 423 of a test whose time is over: an alert, then the student may leave. */
function TimeEndAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  return (
    <Page title={t('exam.title')} narrow testId="word-exam-time-end">
      <Modal
        title={t('word_test.time_end_title')}
        role="alertdialog"
        onEscape={onClose}
        testId="time-end-alert"
        footer={
          <Button onClick={onClose} data-autofocus data-testid="time-end-close">
            {t('word_test.close')}
          </Button>
        }
      >
        <p>{t('word_test.word_exam_time_end_tips')}</p>
      </Modal>
    </Page>
  );
}

/** A test already over when opened: its result (finished) or 0 points (left midway). */
function ClosedExam({ exam }: { exam: WordExamResource }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  if (exam.status === 'aborted') return <StatusBlock title={t('exam.closed')} detail={t('exam.score', { score: 0 })} testId="exam-aborted" />;
  const right = exam.items.filter((item) => item.is_right === 1).length;
  const { percent } = examScore(right, exam.items.length);
  return <ExamResult guid={exam.guid} score={exam.score} percent={percent} right={right} total={exam.items.length} embedded />;
}

function ExamResult({ guid, score, percent, right, total, embedded = false }: { guid: string; score: number; percent: number; right: number; total: number; embedded?: boolean }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const body = (
    <Card title={t('exam.resultTitle')} testId="exam-result">
      <p className={styles.summary} role="status">
        <span className={styles.big} data-testid="exam-score" data-score={score}>
          {t('exam.score', { score })}
        </span>
        <span data-testid="exam-percent" data-percent={percent}>
          {t('exam.percent', { percent })}
        </span>
      </p>
      <div className={styles.actions}>
        <Button width="auto" variant="secondary" onClick={() => void navigate(STUDY_WORD_PATHS.test)} data-testid="exam-to-tests">
          {t('exam.toTests')}
        </Button>
        {right < total ? (
          <Button width="auto" onClick={() => void navigate(wrongTopicPath(guid))} data-testid="exam-to-wrong-topic">
            {t('exam.toWrongTopic')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
  if (embedded) return body;
  return (
    <Page title={t('exam.resultTitle')} onBack={() => void navigate(STUDY_WORD_PATHS.test)} narrow testId="word-exam-result">
      {body}
    </Page>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, showConfirm, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { useExamResourceList, type ExamResourceList } from '../../eiken-challenge/api/get-exam-resource-list';
import { useHistoryLogs } from '../../eiken-challenge/api/get-history-logs';
import { clock } from '../../eiken-challenge/eiken-challenge-texts';
import { paperSubmitted, submitPaper, type PaperSubmitReply } from '../api/submit-paper';
import { createHandIn, type HandInReason } from '../toeic-hand-in';
import { answeredCount, buildHandIn, buildPaper, isAnswered, pageOfQuestion, type Paper } from '../toeic-paper';
import { clearPaper, loadPaper, savePaper, withAnswer, withCurrent, withPlayed, type StoredPaper } from '../toeic-paper-store';
import { TOEIC_PATHS } from '../toeic-paths';
import { TOEIC_NS } from '../toeic-texts';
import { PaperPageView } from './toeic-paper-page';
import styles from './toeic-paper.module.css';

/** Warn from this many seconds before the end. */
const LOW_TIME_SECONDS = 5 * 60;

/**
 * /toeic/exam?directory_id=&guid=: the TOEIC paper of a sitting started on /toeic/exam/info. Every
 * item of every part is read from its resource package; the student moves freely between them
 * (previous/next, the question numbers), answers are kept on this device (surviving a reload) and
 * handed in together at the end, after a confirmation, or when the time runs out.
 */
export function ToeicExamPage() {
  const { t } = useTranslation(TOEIC_NS);
  const [params] = useSearchParams();
  const directoryId = numberParam(params, 'directory_id');
  const guid = params.get('guid') ?? undefined;
  const engine = useExerciseEngine();
  const resources = useExamResourceList(directoryId);
  const sitting = useHistoryLogs(guid);
  if (!directoryId || !guid) return <StatusBlock tone="error" title={t('paperMissing')} action={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} testId="paper-missing" />;
  return (
    <QueryState query={combineQueries(engine, resources, sitting)}>
      {([loaded, list, logs]) => {
        const info = withQuery(TOEIC_PATHS.examInfo, { directory_id: directoryId });
        if (logs.directory_id !== directoryId || list.level.exam !== 'toeic') return <StatusBlock tone="error" title={t('paperOther')} action={<Link to={info}>{t('backToList')}</Link>} testId="paper-other" />;
        if (logs.status === 'finished') {
          return <StatusBlock title={t('paperFinished')} action={<Link to={withQuery(TOEIC_PATHS.examResult, { guid })}>{t('seeResult')}</Link>} testId="paper-finished" />;
        }
        return <PaperLoader engine={loaded} list={list} guid={guid} deadline={sitting.dataUpdatedAt + logs.remaining_seconds * 1000} />;
      }}
    </QueryState>
  );
}

/** Reads every section resource's package, then builds the paper. */
function PaperLoader({ engine, list, guid, deadline }: { engine: ExerciseEngine; list: ExamResourceList; guid: string; deadline: number }) {
  const resources = list.sections.flatMap((section) => section.resources);
  const packages = useQueries({
    queries: resources.map((resource) => ({
      queryKey: ['resource-package', resource.resource_file, resource.resource_version],
      queryFn: ({ signal }: { signal: AbortSignal }) => engine.loadResourcePackage(resource.resource_file, resource.resource_version, signal),
      staleTime: Infinity,
    })),
    combine: (results) => combineQueries(...results),
  });
  return (
    <QueryState query={packages}>
      {(loaded) => {
        const byId = new Map(resources.map((resource, at) => [resource.resource_id, loaded[at]!]));
        const paper = buildPaper(list.sections.map((section) => ({ kind: section.kind, title: section.title, resources: section.resources.map((resource) => ({ ...resource, pkg: byId.get(resource.resource_id)! })) })));
        return <PaperSitting key={guid} engine={engine} paper={paper} title={list.directory.title} guid={guid} deadline={deadline} />;
      }}
    </QueryState>
  );
}

type Status = 'answering' | 'sending' | 'failed';

function PaperSitting({ engine, paper, title, guid, deadline }: { engine: ExerciseEngine; paper: Paper; title: string; guid: string; deadline: number }) {
  const { t } = useTranslation(TOEIC_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<StoredPaper>(() => loadPaper(window.localStorage, guid));
  const [saved, setSaved] = useState(true);
  const [status, setStatus] = useState<Status>('answering');
  const [reason, setReason] = useState<HandInReason>('submitted');
  const latest = useRef(stored);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const update = (change: (paper: StoredPaper) => StoredPaper) => {
    const next = change(latest.current);
    latest.current = next;
    setStored(next);
    setSaved(savePaper(window.localStorage, guid, next));
  };

  // One hand-in per sitting, made once (a new paper object on a refetch must not make a second
  // one): a double click or the clock joins the one under way; a failure keeps everything.
  const context = useRef({ paper, queryClient, navigate });
  useEffect(() => {
    context.current = { paper, queryClient, navigate };
  });
  const [handIn] = useState(() =>
    createHandIn<PaperSubmitReply>(
      (why) => submitPaper(guid, why, buildHandIn(context.current.paper, latest.current.answers)),
      (result) => {
        clearPaper(window.localStorage, guid);
        paperSubmitted(context.current.queryClient, result);
        void context.current.navigate(withQuery(TOEIC_PATHS.examResult, { guid: result.guid }), { replace: true });
      },
    ),
  );

  const send = (why: HandInReason) => {
    setReason(why);
    setStatus('sending');
    handIn.run(why).catch(() => setStatus('failed'));
  };

  const finish = async () => {
    const unanswered = paper.questions.length - answeredCount(paper, latest.current.answers);
    const message = unanswered > 0 ? `${t('hint_common_submiting_finish_answers')} ${t('unansweredLeft', { count: unanswered })}` : t('hint_common_submiting_finish_answers');
    if (await showConfirm(message, { title: t('finish') })) send('submitted');
  };

  const current = Math.min(Math.max(stored.current, 0), paper.pages.length - 1);
  const page = paper.pages[current];
  const goTo = (index: number) => {
    update((paper) => withCurrent(paper, index));
    headingRef.current?.focus();
  };
  const answered = answeredCount(paper, stored.answers);
  const busy = status === 'sending';
  if (!page) return null;
  const first = page.questions[0]?.number ?? 0;
  const last = page.questions[page.questions.length - 1]?.number ?? first;

  return (
    <div className={styles.paper} data-testid="toeic-paper">
      <div className={styles.bar}>
        <span className={styles.barTitle}>{title}</span>
        <span data-testid="paper-position">{first === last ? t('questionOne', { number: first, total: paper.questions.length }) : t('questionOf', { from: first, to: last, total: paper.questions.length })}</span>
        <span data-testid="paper-answered">{t('answered', { count: answered, total: paper.questions.length })}</span>
        <PaperTimer deadline={deadline} onTimeUp={() => send('timeout')} />
        <Button width="auto" onClick={() => void finish()} disabled={busy} data-testid="paper-finish">
          {busy ? t('finishing') : t('finish')}
        </Button>
      </div>
      {status === 'failed' ? (
        <StatusBlock tone="error" title={t('handInFailed')} action={<Button width="auto" onClick={() => send(reason)} data-testid="paper-retry">{t('retry')}</Button>} testId="paper-failed" />
      ) : null}
      {busy && reason === 'timeout' ? <StatusBlock title={t('timeUpSending')} testId="paper-timeup" /> : null}
      {!saved ? <StatusBlock tone="error" title={t('saveFailed')} testId="paper-not-saved" /> : null}
      <div className={styles.body}>
        <section className={styles.sheet} aria-labelledby="toeic-paper-heading">
          <PaperPageView
            key={page.key}
            page={page}
            mediaUrl={engine.mediaUrlFor(page.resourceFile, page.resourceVersion)}
            answers={stored.answers}
            played={stored.played.includes(page.key)}
            onPlayed={() => update((paper) => withPlayed(paper, page.key))}
            onAnswer={(questionId, option) => update((paper) => withAnswer(paper, questionId, option))}
            headingRef={headingRef}
            disabled={busy}
          />
          <nav className={styles.moves} aria-label={t('palette')}>
            <Button width="auto" variant="secondary" onClick={() => goTo(current - 1)} disabled={current === 0} data-testid="paper-previous">
              {t('previous')}
            </Button>
            <Button width="auto" variant="secondary" onClick={() => goTo(current + 1)} disabled={current >= paper.pages.length - 1} data-testid="paper-next">
              {t('nextQuestion')}
            </Button>
          </nav>
        </section>
        <aside className={styles.palette} aria-label={t('palette')}>
          <h2 className={styles.paletteTitle}>{t('palette')}</h2>
          <ol className={styles.paletteGrid} data-testid="paper-palette">
            {paper.questions.map((question) => {
              const done = isAnswered(stored.answers, question.id);
              const here = question.number >= first && question.number <= last;
              return (
                <li key={question.id}>
                  <button
                    type="button"
                    className={[styles.cell, done ? styles.cellDone : '', here ? styles.cellHere : ''].join(' ')}
                    aria-label={done ? t('paletteAnswered', { number: question.number }) : t('paletteOpen', { number: question.number })}
                    aria-current={here ? 'step' : undefined}
                    data-answered={done ? 'true' : 'false'}
                    onClick={() => goTo(pageOfQuestion(paper, question.number))}
                  >
                    {question.number}
                  </button>
                </li>
              );
            })}
          </ol>
        </aside>
      </div>
    </div>
  );
}

/** The time left by the sitting's deadline, ticking each second; calls onTimeUp once at zero. */
function PaperTimer({ deadline, onTimeUp }: { deadline: number; onTimeUp: () => void }) {
  const { t } = useTranslation(TOEIC_NS);
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });
  useEffect(() => {
    let called = false;
    const tick = () => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(now);
      if (now === 0 && !called) {
        called = true;
        clearInterval(timer);
        timeUp.current();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);
  const low = seconds <= LOW_TIME_SECONDS;
  return (
    <span className={[styles.timer, low ? styles.timerLow : ''].join(' ')} role="timer" aria-label={t('remaining')} data-testid="paper-timer">
      {t('timeLeft', { time: clock(seconds) })}
      {low && seconds > 0 ? <span className={styles.srOnly}>{t('timeLow')}</span> : null}
    </span>
  );
}

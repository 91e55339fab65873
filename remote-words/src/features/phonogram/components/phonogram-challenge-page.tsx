import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared-api';
import { PHONOGRAM_CHALLENGE_SECONDS, PHONOGRAM_CHALLENGE_WORDS, type TargetMark } from 'shared-contract';
import type { RecorderDependencies } from 'shared-speech';
import { useNavigate } from 'shared-ui/router';
import { Button, Card, Page, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import { clockOffset, clockText, secondsLeft } from '../../../lib/countdown';
import { PHONOGRAM_LIST_PATH, usePhonogramList } from '../api/get-phonogram-list';
import { startChallenge, type Challenge } from '../api/start-challenge';
import { submitChallenge, type ChallengeAnswer } from '../api/submit-challenge';
import { markReading, type WordReading } from '../model/word-reading';
import { PHONOGRAM_PATHS, resultPath } from '../phonogram-paths';
import { PHONOGRAM_NS } from '../phonogram-texts';
import { MarkedWord } from './marked-word';
import { MarkPanel } from './mark-panel';
import styles from './phonogram.module.css';
import { WordReader } from './word-reader';

/** The time left under which the clock turns red. */
const URGENT_SECONDS = 20;

/**
 * /phonogram/challenge: a timed mix of words from many patterns, weighted toward the student's
 * weak sounds (the server picks them). Each word is read once or skipped; its target sound's mark
 * shows at once (the server's rule, shared-contract); at the last word or when the time is up,
 * every answer goes to the server at once and the result opens.
 */
export function PhonogramChallengePage({ recorderDependencies }: { recorderDependencies?: Partial<RecorderDependencies> }) {
  const [running, setRunning] = useState<{ challenge: Challenge; offsetMs: number } | null>(null);
  if (running) return <ChallengeRun challenge={running.challenge} offsetMs={running.offsetMs} recorderDependencies={recorderDependencies} />;
  return <ChallengeIntro onStarted={(challenge, offsetMs) => setRunning({ challenge, offsetMs })} />;
}

function ChallengeIntro({ onStarted }: { onStarted: (challenge: Challenge, offsetMs: number) => void }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const list = usePhonogramList();
  const [group, setGroup] = useState('');
  const start = useMutation({
    mutationFn: () => startChallenge(group || undefined),
    onSuccess: (challenge) => onStarted(challenge, clockOffset(challenge.ends_at, challenge.time_limit_sec, Date.now())),
  });
  return (
    <Page title={t('challenge.title')} onBack={() => void navigate(PHONOGRAM_PATHS.list)} narrow testId="phonogram-challenge-intro">
      <Card>
        <p className={styles.explain}>{t('challenge.lead', { count: PHONOGRAM_CHALLENGE_WORDS, minutes: PHONOGRAM_CHALLENGE_SECONDS / 60 })}</p>
        <p className={styles.row}>
          <label htmlFor="phonogram-challenge-group">{t('challenge.group')}</label>
          <select id="phonogram-challenge-group" className={styles.select} value={group} onChange={(event) => setGroup(event.target.value)} data-testid="challenge-group">
            <option value="">{t('challenge.allGroups')}</option>
            {(list.data?.groups ?? []).map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.title}
              </option>
            ))}
          </select>
        </p>
        <div className={styles.actions}>
          <Button busy={start.isPending} onClick={() => start.mutate()} data-testid="challenge-start">
            {t('challenge.start')}
          </Button>
        </div>
      </Card>
    </Page>
  );
}

type Answered = { reading: WordReading; mark: TargetMark };

function ChallengeRun({ challenge, offsetMs, recorderDependencies }: { challenge: Challenge; offsetMs: number; recorderDependencies?: Partial<RecorderDependencies> }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [at, setAt] = useState(0);
  const [answers, setAnswers] = useState<Record<number, Answered>>({});
  const [left, setLeft] = useState(() => secondsLeft(challenge.ends_at, Date.now(), offsetMs));
  const [timeUp, setTimeUp] = useState(false);
  const answersRef = useRef(answers);
  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);
  const submit = useMutation({
    mutationFn: (sent: ChallengeAnswer[]) => submitChallenge(challenge.challenge_id, sent),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [PHONOGRAM_LIST_PATH] }),
    onSuccess: () => void navigate(resultPath(challenge.challenge_id), { replace: true }),
    // Refused after the time limit (423): the result says the challenge ended without answers.
    onError: (error) => {
      if (isApiError(error) && error.code === 423) void navigate(resultPath(challenge.challenge_id), { replace: true });
    },
  });

  const finish = useCallback(() => {
    if (submit.isPending || submit.isSuccess || submit.isError) return;
    const sent = Object.entries(answersRef.current).map(([position, answer]) => ({ position: Number(position), ...answer.reading }));
    submit.mutate(sent);
  }, [submit]);

  useEffect(() => {
    const timer = setInterval(() => {
      const seconds = secondsLeft(challenge.ends_at, Date.now(), offsetMs);
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        setTimeUp(true);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [challenge.ends_at, offsetMs]);

  useEffect(() => {
    if (timeUp) finish();
  }, [timeUp, finish]);

  const item = challenge.items[at];
  const answered = item ? answers[item.position] : undefined;
  const last = at + 1 >= challenge.items.length;
  const onReading = (reading: WordReading | null) => {
    if (!item || !reading) return;
    setAnswers((known) => ({ ...known, [item.position]: { reading, mark: markReading(reading, item.target_phones) } }));
  };
  const next = () => (last ? finish() : setAt(at + 1));

  // Sending, sent, refused (with the way to send again) or out of time: the words are done.
  if (submit.isPending || submit.isSuccess || submit.isError || timeUp || !item) {
    return (
      <Page title={t('challenge.title')} narrow testId="phonogram-challenge-sending">
        {timeUp ? <StatusBlock title={t('challenge.timeUp')} testId="challenge-time-up" /> : null}
        {submit.isError && !(isApiError(submit.error) && submit.error.code === 423) ? (
          <StatusBlock
            tone="error"
            title={submit.error.message}
            action={
              <Button width="auto" onClick={() => submit.mutate(Object.entries(answers).map(([position, answer]) => ({ position: Number(position), ...answer.reading })))} data-testid="challenge-resend">
                {t('challenge.finish')}
              </Button>
            }
          />
        ) : (
          <Spinner label={t('challenge.sending')} />
        )}
      </Page>
    );
  }

  return (
    <Page title={t('challenge.title')} narrow testId="phonogram-challenge">
      <Card testId="challenge-word">
        <div className={styles.stageMeta}>
          <span className={styles.muted} data-testid="challenge-progress">
            {t('challenge.progress', { position: at + 1, total: challenge.items.length })} · {t('challenge.answered', { count: Object.keys(answers).length })}
          </span>
          <span className={[styles.timer, left <= URGENT_SECONDS ? styles.urgent : ''].join(' ')} role="timer" aria-label={t('challenge.timeLeft', { time: clockText(left) })} data-testid="challenge-timer" data-seconds={left}>
            {clockText(left)}
          </span>
        </div>
        <div className={styles.stage} data-word={item.word} data-phonogram-id={item.phonogram_id}>
          <p className={styles.muted}>
            {t('challenge.readThis')} · {item.title} <span className={styles.ipa}>/{item.ipa}/</span>
          </p>
          <MarkedWord segments={item.segments} className={styles.bigWord} testId="challenge-word-text" />
          <p>{item.meaning}</p>
          {answered ? null : (
            <WordReader key={item.position} word={item.word} phones={item.phones} questionId={`phonogram-challenge-${challenge.challenge_id}-${item.position}`} onReading={onReading} readBefore={false} recorderDependencies={recorderDependencies} />
          )}
        </div>
        {answered ? (
          <MarkPanel ipa={item.ipa} target={item.target_phones} phones={answered.reading.phones} mark={{ isRight: answered.mark.isRight, reason: answered.mark.reason, targetScore: answered.mark.score, wordScore: answered.reading.word_score, tip: '' }} />
        ) : null}
        <div className={styles.actions}>
          {answered ? (
            <Button width="auto" onClick={next} data-testid="challenge-next">
              {last ? t('challenge.finish') : t('challenge.next')}
            </Button>
          ) : (
            <Button width="auto" variant="secondary" onClick={next} data-testid="challenge-skip">
              {last ? t('challenge.finish') : t('challenge.skip')}
            </Button>
          )}
        </div>
      </Card>
    </Page>
  );
}

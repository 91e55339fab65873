// One item played as a step program (narration, speaking, picture description, quick response,
// the integrated process): a start button, the steps with the current one marked, the wait
// countdown, pause/resume and back/forward where the type allows them, the stop button while
// recording, and the score of the take afterwards.
import { useMemo, useState, type ReactNode } from 'react';
import { Button, useTranslation } from 'shared-ui';
import type { SpokenExerciseKind } from 'shared-speech';
import type { PlayerProps } from '../../engine/model/question-type';
import { useStepProgram } from '../hooks/use-step-program';
import { useTakeSteps } from '../hooks/use-take-steps';
import type { EngineFailure } from '../hooks/use-spoken-recorder';
import { SPOKEN_NAMESPACE } from '../i18n/spoken-translations';
import { stepBack, stepForward, type ProgressStep } from '../logic/progress-steps';
import type { RecordOutcome } from '../logic/step-program';
import type { SpokenAnswer } from '../model/spoken-answer';
import { cx } from './class-names';
import { RecordPanel } from './record-panel';
import { TakeScore } from './take-score';
import classes from './spoken.module.css';

export type ProgramPlayerProps = PlayerProps<SpokenAnswer> & {
  kind: SpokenExerciseKind;
  steps: readonly ProgressStep[];
  children?: ReactNode;
  /** Back / forward / pause / resume (speaking and narration step through a progress list). */
  navigable?: boolean;
  /** What the engine error does: skip the question, skip the recording (go on), or restore the start button. */
  onEngineError: (failure: EngineFailure) => RecordOutcome;
  /** After a take was submitted (quick response plays it back). */
  onAnswered?: (answer: SpokenAnswer) => void;
  /** Score display of free replies. */
  variant?: 'reading' | 'free';
  startLabel?: string;
};

export function stepLabel(step: ProgressStep | undefined, t: (key: string, options?: Record<string, unknown>) => string, secondsLeft: number): string {
  switch (step?.type) {
    case 'cue':
      return step.sound === 'tone' ? t('narration.steps.tone') : t('narration.steps.beep');
    case 'wait':
      return t('narration.steps.wait', { seconds: secondsLeft });
    case 'audio':
      return t('narration.steps.audio');
    case 'init':
      return t('speaking.intro');
    case 'record':
      return t('narration.steps.record');
    default:
      return t('narration.steps.done');
  }
}

export function ProgramPlayer(props: ProgramPlayerProps) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { item, resource, mediaUrl, audio, toggles, rules, submitted, onSubmit, steps, navigable = false, onEngineError, onAnswered, variant = 'free' } = props;
  const [answer, setAnswer] = useState<SpokenAnswer | null>(submitted?.answer ?? null);
  const [subtitle, setSubtitle] = useState<{ en?: string; jp?: string } | null>(null);
  const takes = useTakeSteps({
    kind: props.kind,
    resource,
    onSubmit: (next) => onSubmit(next),
    onEngineError,
    onAnswered: (_item, next) => {
      setAnswer(next);
      onAnswered?.(next);
    },
  });
  const { program, snapshot } = useStepProgram({
    steps,
    mediaUrl,
    rate: toggles.speed,
    record: (step) => takes.record(item, step.max_record_time),
    onDone: () => setSubtitle(null),
  });
  const current = snapshot.status === 'done' || snapshot.status === 'ready' ? undefined : steps[snapshot.index];
  const shownSubtitle = useMemo(() => {
    if (current && 'subtitle_en' in current && (current.subtitle_en || current.subtitle_jp)) return { en: current.subtitle_en, jp: current.subtitle_jp };
    return subtitle;
  }, [current, subtitle]);
  const running = snapshot.status === 'running' || snapshot.status === 'paused' || snapshot.status === 'recording';

  const start = () => {
    audio.stop();
    setSubtitle(null);
    program.start();
  };
  const jump = (index: number) => {
    if (snapshot.status === 'recording') takes.cancel();
    program.goTo(index);
  };

  return (
    <div className={classes.stack} data-testid="program-player" data-status={snapshot.status}>
      {props.children}
      <ol className={classes.steps} aria-label={t('narration.steps.record')}>
        {steps.map((step, index) => (
          <li
            key={`${index}-${step.type}`}
            className={cx(classes.step, running && index === snapshot.index && classes.stepActive, (index < snapshot.index || snapshot.status === 'done') && classes.stepDone)}
            aria-current={running && index === snapshot.index ? 'step' : undefined}
          >
            {stepLabel(step, t, step.type === 'wait' ? step.time : 0)}
          </li>
        ))}
      </ol>
      {running ? (
        <p className={classes.bigStatus} role="status" data-testid="program-status" data-step={current?.type}>
          {snapshot.status === 'paused' ? t('speaking.paused') : stepLabel(current, t, snapshot.secondsLeft)}
        </p>
      ) : null}
      {running && shownSubtitle && (toggles.subtitle || toggles.translation) ? (
        <div className={classes.card}>
          {toggles.subtitle && shownSubtitle.en ? <p lang="en">{shownSubtitle.en}</p> : null}
          {toggles.translation && shownSubtitle.jp ? (
            <p className={classes.japanese} lang="ja">
              {shownSubtitle.jp}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={classes.row}>
        {!running ? (
          <Button width="auto" onClick={start} data-testid="program-start">
            {answer ? t('record.again') : (props.startLabel ?? t('narration.start'))}
          </Button>
        ) : null}
        {running && navigable ? (
          <>
            <Button variant="secondary" width="auto" onClick={() => jump(stepBack(steps, snapshot.index))} data-testid="program-back">
              {t('play.back')}
            </Button>
            {snapshot.status === 'paused' ? (
              <Button variant="secondary" width="auto" onClick={() => program.resume()} data-testid="program-resume">
                {t('play.resume')}
              </Button>
            ) : (
              <Button variant="secondary" width="auto" disabled={snapshot.status === 'recording'} onClick={() => program.pause()} data-testid="program-pause">
                {t('play.pause')}
              </Button>
            )}
            <Button variant="secondary" width="auto" onClick={() => jump(stepForward(steps, snapshot.index))} data-testid="program-forward">
              {t('play.forward')}
            </Button>
          </>
        ) : null}
        {snapshot.status === 'recording' ? (
          <RecordPanel phase={takes.phase} remaining={takes.remaining} waveform={takes.waveform} onStart={() => undefined} onStop={() => void takes.stop()} hideStart />
        ) : null}
      </div>
      {answer && !running && rules.showCorrectness ? (
        <TakeScore score={answer.score} percent={answer.fields.percent_score} recordingUrl={answer.recordingUrl} audio={audio} variant={variant} />
      ) : null}
    </div>
  );
}

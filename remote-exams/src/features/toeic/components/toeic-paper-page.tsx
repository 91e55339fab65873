import { Fragment, useEffect, useRef, useState, type RefObject } from 'react';
import { Button, useTranslation } from 'shared-ui';
import { optionLetter, type PaperAnswers, type PaperPage, type PaperQuestion } from '../toeic-paper';
import { TOEIC_NS } from '../toeic-texts';
import styles from './toeic-paper.module.css';

type Props = {
  page: PaperPage;
  mediaUrl: (path: string) => string;
  answers: PaperAnswers;
  /** Its audio already played (it plays once). */
  played: boolean;
  onPlayed: () => void;
  onAnswer: (questionId: string, option: number) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  disabled: boolean;
};

/**
 * One screen of the TOEIC paper: the part's header and directions, the audio of a listening item
 * (played once on arrival), the photograph, the passage (its blanks numbered as the questions),
 * and the item's question or questions as radio groups.
 */
export function PaperPageView({ page, mediaUrl, answers, played, onPlayed, onAnswer, headingRef, disabled }: Props) {
  const { t } = useTranslation(TOEIC_NS);
  const first = page.questions[0]?.number ?? 1;
  return (
    <div className={styles.page} data-testid="paper-page" data-kind={page.kind}>
      <header className={styles.partHeader}>
        <h2 id="toeic-paper-heading" ref={headingRef} tabIndex={-1} className={styles.partTitle}>
          {page.sectionTitle}
        </h2>
        <p className={styles.directions}>{page.directions}</p>
      </header>
      {page.listening && page.audio ? <PaperAudio src={mediaUrl(page.audio)} played={played} onPlayed={onPlayed} /> : null}
      {page.instruction ? <p className={styles.instruction}>{page.instruction}</p> : null}
      {page.picture ? <img className={styles.picture} src={mediaUrl(page.picture)} alt={t('picture')} data-testid="paper-picture" /> : null}
      {page.passage ? (
        <div className={styles.passage} role="region" aria-label={t('passage')} data-testid="paper-passage">
          {withBlanks(page.passage, first)}
        </div>
      ) : null}
      {page.questions.map((question) => (
        <QuestionView key={question.id} question={question} mediaUrl={mediaUrl} chosen={answers[question.id] ?? []} onAnswer={onAnswer} disabled={disabled} />
      ))}
    </div>
  );
}

/** A passage with its blanks {1}, {2}, ... shown as the numbers of the questions that fill them. */
function withBlanks(text: string, firstNumber: number) {
  return text.split(/(\{\d+\})/).map((part, at) => {
    const blank = /^\{(\d+)\}$/.exec(part);
    return blank ? (
      <span key={at} className={styles.blank}>
        {firstNumber + Number(blank[1]) - 1}
      </span>
    ) : (
      <Fragment key={at}>{part}</Fragment>
    );
  });
}

function QuestionView({ question, mediaUrl, chosen, onAnswer, disabled }: { question: PaperQuestion; mediaUrl: (path: string) => string; chosen: number[]; onAnswer: (questionId: string, option: number) => void; disabled: boolean }) {
  const { t } = useTranslation(TOEIC_NS);
  return (
    <fieldset className={styles.question} data-testid="paper-question" data-number={question.number}>
      <legend className={styles.questionText}>
        <span className={styles.number}>{question.number}.</span> {question.text ?? t('question', { number: question.number })}
      </legend>
      {question.picture ? <img className={styles.picture} src={mediaUrl(question.picture)} alt="" /> : null}
      <div className={styles.options} role="presentation">
        {question.options.map((option, at) => {
          const id = `${question.id}-o${option.index}`;
          // Options written as "(A)" (parts 1 and 2: heard, not read) show as they are.
          const label = /^\([A-D]\)/.test(option.content) ? option.content : `${optionLetter(at)} ${option.content}`;
          return (
            <label key={option.index} htmlFor={id} className={[styles.option, chosen.includes(option.index) ? styles.optionChosen : ''].join(' ')}>
              <input id={id} type="radio" name={question.id} value={option.index} checked={chosen.includes(option.index)} disabled={disabled} onChange={() => onAnswer(question.id, option.index)} />
              {option.image ? (
                <>
                  <span>{optionLetter(at)}</span>
                  <img src={mediaUrl(option.content)} alt={optionLetter(at)} className={styles.optionImage} />
                </>
              ) : (
                <span>{label}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type AudioState = 'waiting' | 'playing' | 'played' | 'blocked' | 'error';

/**
 * A listening item's audio: it plays by itself once on arrival, as in the real test, and cannot
 * be replayed; its state is always shown. When the browser refuses to start it by itself (no
 * click yet on this page), a button starts it.
 */
function PaperAudio({ src, played, onPlayed }: { src: string; played: boolean; onPlayed: () => void }) {
  const { t } = useTranslation(TOEIC_NS);
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<AudioState>(played ? 'played' : 'waiting');
  const [progress, setProgress] = useState(0);
  const playedOnce = useRef(played);
  const markPlayed = useRef(onPlayed);
  useEffect(() => {
    markPlayed.current = onPlayed;
  });

  const start = () => {
    const element = audio.current;
    if (!element) return;
    element.play().then(
      () => {
        setState('playing');
        // Once started it counts as heard: leaving and coming back does not play it again.
        if (!playedOnce.current) {
          playedOnce.current = true;
          markPlayed.current();
        }
      },
      (error: unknown) => setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'blocked' : 'error'),
    );
  };

  useEffect(() => {
    const element = audio.current;
    if (!played) start();
    return () => element?.pause();
    // Plays on arrival only (this component is keyed by the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const label = { waiting: t('audioWaiting'), playing: t('audioPlaying'), played: t('audioPlayed'), blocked: t('audioBlocked'), error: t('audioError') }[state];
  return (
    <div className={styles.audio} data-testid="paper-audio" data-state={state}>
      {played && state === 'played' ? null : (
        <audio
          ref={audio}
          src={src}
          preload="auto"
          onEnded={() => {
            setState('played');
            setProgress(1);
          }}
          onTimeUpdate={(event) => {
            const element = event.currentTarget;
            if (element.duration > 0) setProgress(element.currentTime / element.duration);
          }}
          onError={() => setState('error')}
        />
      )}
      <span className={styles.audioIcon} aria-hidden="true">
        {state === 'playing' ? '▶' : state === 'played' ? '✓' : '♪'}
      </span>
      <span role="status" className={styles.audioLabel}>
        {t('audio')}: {label}
      </span>
      {state === 'playing' || state === 'played' ? (
        <span className={styles.audioBar} aria-hidden="true">
          <span style={{ width: `${Math.round((state === 'played' ? 1 : progress) * 100)}%` }} />
        </span>
      ) : null}
      {state === 'blocked' ? (
        <Button width="auto" onClick={start} data-testid="paper-audio-play">
          {t('audioPlay')}
        </Button>
      ) : null}
    </div>
  );
}

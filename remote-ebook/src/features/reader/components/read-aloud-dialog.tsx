import { useSession } from 'shared-api';
import { DEFAULT_SCORE_THRESHOLDS, gradeWord, type RecorderDependencies, type ScoreThresholds, type ScoredWord, type WordGrade } from 'shared-speech';
import { Button, Modal, scoreColour, Spinner, useTranslation } from 'shared-ui';
import type { ReadingSentence } from '../../books/api/get-reading';
import { useReadAloud } from '../hooks/use-read-aloud';
import { READER_NS } from '../reader-texts';
import styles from './reader.module.css';

type Props = {
  sentence: ReadingSentence;
  bookId: number;
  chapter: number;
  onClose: () => void;
  recorderDependencies?: Partial<RecorderDependencies>;
};

const GRADE_CLASS: Readonly<Record<WordGrade, string | undefined>> = {
  good: styles.wordGood,
  fair: styles.wordFair,
  poor: styles.wordPoor,
  omitted: styles.wordOmitted,
  inserted: styles.wordInserted,
};

/**
 * The current sentence read aloud: the student records against it (category read_sentence, the
 * sentence as the reference text), the speech server scores the take, and the total, accuracy
 * and fluency show with every word coloured by its score. Nothing is saved: it is practice.
 */
export function ReadAloudDialog({ sentence, bookId, chapter, onClose, recorderDependencies }: Props) {
  const { t } = useTranslation(READER_NS);
  const reading = useReadAloud(recorderDependencies);
  const thresholds = useThresholds();
  const { phase, score } = reading;
  const busy = phase !== 'idle';
  const close = () => {
    if (phase === 'recording') void reading.stop();
    onClose();
  };
  return (
    <Modal
      title={t('aloud.title')}
      onEscape={close}
      className={styles.sheet}
      testId="read-aloud-dialog"
      footer={
        <Button variant="secondary" onClick={close} data-testid="read-aloud-close">
          {t('close')}
        </Button>
      }
    >
      <p className={styles.muted}>{t('aloud.hint')}</p>
      <p className={styles.aloudText} lang="en" data-testid="read-aloud-text">
        {sentence.text}
      </p>
      <div className={styles.toolbarRow}>
        {phase === 'recording' ? (
          <Button variant="danger" width="auto" onClick={() => void reading.stop()} data-testid="read-aloud-stop">
            {t('aloud.stop', { seconds: reading.remainingSeconds })}
          </Button>
        ) : (
          <Button width="auto" busy={busy} onClick={() => void reading.start(sentence.text, `ebook-${bookId}-${chapter}-${sentence.sentence_index}`)} data-testid="read-aloud-record">
            {score ? t('aloud.again') : t('aloud.record')}
          </Button>
        )}
        <span className={styles.muted} role="status">
          {phase === 'preparing' ? t('aloud.preparing') : null}
          {phase === 'recording' ? t('aloud.recording', { seconds: reading.elapsedSeconds }) : null}
          {phase === 'evaluating' ? (
            <>
              <Spinner /> {t('aloud.evaluating')}
            </>
          ) : null}
        </span>
      </div>
      {reading.micError ? (
        <p className={styles.error} role="alert" data-testid="read-aloud-mic-error">
          {t('aloud.micError')}：{reading.micError}
        </p>
      ) : null}
      {score && !busy ? (
        <section className={styles.score} aria-label={t('aloud.total')} data-testid="read-aloud-result" data-score={Math.round(score.totalScore)}>
          <dl className={styles.scores}>
            <div>
              <dt>{t('aloud.total')}</dt>
              <dd className={styles[scoreColour(score.totalScore, { excellent_score: thresholds.excellentScore, standard_score: thresholds.standardScore })]} data-testid="read-aloud-total">
                {t('aloud.points', { score: Math.round(score.totalScore) })}
              </dd>
            </div>
            <div>
              <dt>{t('aloud.accuracy')}</dt>
              <dd data-testid="read-aloud-accuracy">{Math.round(score.accuracyScore)}</dd>
            </div>
            <div>
              <dt>{t('aloud.fluency')}</dt>
              <dd data-testid="read-aloud-fluency">{Math.round(score.fluencyScore)}</dd>
            </div>
          </dl>
          {score.isRejected ? <p className={styles.error}>{t('aloud.rejected')}</p> : null}
          <ScoredWords words={score.words} thresholds={thresholds} />
          <p className={styles.muted}>{t('aloud.legend')}</p>
        </section>
      ) : null}
    </Modal>
  );
}

function ScoredWords({ words, thresholds }: { words: readonly ScoredWord[]; thresholds: ScoreThresholds }) {
  const { t } = useTranslation(READER_NS);
  if (words.length === 0) return null;
  return (
    <p className={styles.scoredWords} lang="en" aria-label={t('aloud.words')} data-testid="read-aloud-words">
      {words.map((word, position) => {
        const grade = gradeWord(word, thresholds);
        const label =
          grade === 'omitted' ? t('aloud.wordOmitted', { word: word.word }) : grade === 'inserted' ? t('aloud.wordInserted', { word: word.word }) : t('aloud.word', { word: word.word, score: Math.round(word.score ?? 0) });
        return (
          <span key={`${position}-${word.word}`} className={[styles.scoredWord, GRADE_CLASS[grade]].filter(Boolean).join(' ')} data-grade={grade} title={label} aria-label={label}>
            {word.word}
          </span>
        );
      })}
    </p>
  );
}

const valid = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 && number <= 100 ? number : fallback;
};

/** The word-colour thresholds of the session config (excellent_score, standard_score; defaults 80/60). */
function useThresholds(): ScoreThresholds {
  const excellent = useSession((session) => session.config.excellent_score);
  const standard = useSession((session) => session.config.standard_score);
  return { excellentScore: valid(excellent, DEFAULT_SCORE_THRESHOLDS.excellentScore), standardScore: valid(standard, DEFAULT_SCORE_THRESHOLDS.standardScore) };
}

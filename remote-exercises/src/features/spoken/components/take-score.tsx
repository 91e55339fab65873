// The score of one take, shown on the practice screen after the evaluation and reused by the
// result cards: total (coloured by grade), accuracy, fluency, integrity, the coloured words,
// the reading feedback, the mispronounced words (IPA, tips, own word next to the model), and a
// button to replay the learner's own recording.
import { Button, scoreColour, useTranslation } from 'shared-ui';
import { PronunciationFeedbackList, type SpeechScore } from 'shared-speech';
import type { AudioControl } from '../../engine/model/question-type';
import { clampPercent } from '../../engine/scoring/scoring';
import { SPOKEN_NAMESPACE } from '../i18n/spoken-translations';
import { cx } from './class-names';
import { EvaluatedWords } from './evaluated-words';
import { ReadingFeedbackList } from './reading-feedback-list';
import { useScoreThresholds } from './score-thresholds';
import classes from './spoken.module.css';

export type TakeScoreProps = {
  score: SpeechScore | null;
  /** The posted percent (the total after the rejected rule). */
  percent: number;
  recordingUrl: string | null;
  audio: AudioControl;
  /** Reading types colour the reference words; free replies show what was heard instead. */
  variant?: 'reading' | 'free';
  /** Hide the breakdown (compact cards in lists). */
  compact?: boolean;
  /** Whether to colour the words here (off when the screen colours them in place). */
  showWords?: boolean;
};

export function TakeScore({ score, percent, recordingUrl, audio, variant = 'reading', compact = false, showWords = true }: TakeScoreProps) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const thresholds = useScoreThresholds();
  const total = clampPercent(percent);
  const colour = scoreColour(total, { excellent_score: thresholds.excellentScore, standard_score: thresholds.standardScore });
  return (
    <section className={classes.scoreCard} aria-label={t('score.yourScore')} data-testid="take-score" data-score={Math.round(total)}>
      <dl className={classes.scores}>
        <div>
          <dt>{t('score.total')}</dt>
          <dd className={cx(classes.total, classes[colour])} data-testid="take-total">
            {t('score.points', { score: Math.round(total) })}
          </dd>
        </div>
        {score && !compact ? (
          <>
            <div>
              <dt>{t('score.accuracy')}</dt>
              <dd>{Math.round(score.accuracyScore)}</dd>
            </div>
            <div>
              <dt>{t('score.fluency')}</dt>
              <dd>{Math.round(score.fluencyScore)}</dd>
            </div>
            <div>
              <dt>{t('score.integrity')}</dt>
              <dd>{Math.round(Math.min(100, score.integrityScore))}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {score?.isRejected ? (
        <p className={cx(classes.muted, classes.warning)} lang="ja" data-testid="rejected">
          {t('score.rejected')}
        </p>
      ) : null}
      {score && variant === 'reading' && showWords ? <EvaluatedWords words={score.words} /> : null}
      {score && variant === 'free' && score.recognizedText ? (
        <p className={classes.muted} data-testid="recognized-text">
          {t('result.recognized', { text: score.recognizedText })}
        </p>
      ) : null}
      {score && variant === 'reading' ? <ReadingFeedbackList score={score} /> : null}
      {score && variant === 'reading' && !compact ? <PronunciationFeedbackList score={score} recordingUrl={recordingUrl} /> : null}
      {recordingUrl ? (
        <div className={classes.row}>
          <Button variant="secondary" width="auto" onClick={() => audio.play(recordingUrl)} data-testid="play-mine">
            {audio.playing === recordingUrl ? t('play.pause') : t('play.mine')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

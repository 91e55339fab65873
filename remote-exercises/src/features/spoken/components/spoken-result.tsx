// A spoken item's card body on the result screen (the engine's card adds the number, the score,
// model and own-recording playback, translation and explanation): the text with its words
// coloured by score, the picture where the type has one, the sub-scores, the reading feedback
// (less than half read, speed) and the mispronounced words with IPA and tips or, for free
// replies, what was heard and the model answer.
import type { ReactNode } from 'react';
import { PronunciationFeedbackList } from 'shared-speech';
import { useTranslation } from 'shared-ui';
import type { ResultItemProps } from '../../engine/model/question-type';
import { SPOKEN_NAMESPACE } from '../i18n/spoken-translations';
import type { SpokenAnswer } from '../model/spoken-answer';
import { asSpokenItem, screenText } from '../model/spoken-item';
import { EvaluatedWords } from './evaluated-words';
import { ReadingFeedbackList } from './reading-feedback-list';
import classes from './spoken.module.css';

export type SpokenResultProps = ResultItemProps<SpokenAnswer> & {
  variant?: 'reading' | 'free';
  /** Shown above the text (a picture, a word's pronunciation, a speaker). */
  header?: ReactNode;
  /** The text read (defaults to the item's screen text). */
  text?: string;
  /** Show the text as it is written too, under this heading, above the learner's coloured reading (narration's original text). */
  originalLabel?: string;
};

export function SpokenResult({ item, answer, mediaUrl, variant = 'reading', header, text, originalLabel }: SpokenResultProps) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const spoken = asSpokenItem(item);
  const score = answer?.score ?? null;
  const shownText = text ?? screenText(item);
  const samples = spoken.samples ?? [];
  return (
    <div className={classes.stack} data-testid="spoken-result">
      {header}
      {item.screen_pic ? <img className={classes.picture} src={mediaUrl(item.screen_pic)} alt={t('picture.alt')} /> : null}
      {originalLabel && shownText ? (
        <div data-testid="original-text">
          <p className={classes.muted}>{originalLabel}</p>
          <p className={classes.textSmall} lang="en">
            {shownText}
          </p>
        </div>
      ) : null}
      {variant === 'reading' && score && score.words.length > 0 ? (
        <div>
          <p className={classes.muted}>{t('result.yourReading')}</p>
          <EvaluatedWords words={score.words} />
        </div>
      ) : shownText && !originalLabel ? (
        <p className={classes.textSmall} lang="en">
          {shownText}
        </p>
      ) : null}
      {answer === null ? <p className={classes.muted}>{t('score.noRecording')}</p> : null}
      {score ? (
        <dl className={classes.scores}>
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
        </dl>
      ) : null}
      {score?.isRejected ? (
        <p className={classes.warning} lang="ja" data-testid="rejected">
          {t('score.rejected')}
        </p>
      ) : null}
      {variant === 'reading' && score ? <ReadingFeedbackList score={score} /> : null}
      {variant === 'reading' && score ? <PronunciationFeedbackList score={score} recordingUrl={answer?.recordingUrl ?? null} /> : null}
      {variant === 'free' && (answer?.recognizeText || score?.recognizedText) ? (
        <p className={classes.muted} data-testid="recognized-text">
          {t('result.recognized', { text: answer?.recognizeText || score?.recognizedText })}
        </p>
      ) : null}
      {variant === 'free' && samples.length > 0 ? (
        <div className={classes.card}>
          <strong>{t('result.sample')}</strong>
          {samples.map((sample) => (
            <p key={sample.content} className={classes.muted}>
              <span lang="en">{sample.content}</span>
              {sample.content_jp ? (
                <>
                  <br />
                  <span lang="ja">{sample.content_jp}</span>
                </>
              ) : null}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

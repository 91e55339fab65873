import { useSession } from 'shared-api';
import { PronunciationFeedbackList, gradeWord, type ScoredWord, type SpeechScore, type WordGrade } from 'shared-speech';
import { ScoreStamp, displayScore, useTranslation } from 'shared-ui';
import { SPEECH_CHECK_NS } from './speech-check-texts';
import classes from './speech-check.module.css';

const GRADE_LEGEND: Record<Exclude<WordGrade, 'inserted'>, string> = {
  good: 'legendGood',
  fair: 'legendFair',
  poor: 'legendPoor',
  omitted: 'legendOmitted',
};

/**
 * The scores of one reading: stamp, the three sub-scores, coloured words, what was heard, and the
 * mispronounced words (IPA, tips, the student's word next to the model from `recordingUrl`).
 */
export function ScoreBreakdown({ score, recordingUrl }: { score: SpeechScore; recordingUrl: string | null }) {
  const { t } = useTranslation(SPEECH_CHECK_NS);
  const excellentScore = useSession((s) => s.config.excellent_score);
  const standardScore = useSession((s) => s.config.standard_score);
  const thresholds = { excellentScore, standardScore };
  const subScores = [
    ['accuracy', score.accuracyScore],
    ['fluency', score.fluencyScore],
    ['integrity', score.integrityScore],
  ] as const;
  // Insertions are what the student added; the reference words carry the colours.
  const referenceWords = score.words.filter((word) => word.type !== 'insertion');

  return (
    <section className={classes.result} aria-labelledby="speech-check-result" data-testid="speech-check-result">
      <h2 id="speech-check-result" className={classes.sectionTitle}>
        {t('resultHeading')}
      </h2>
      <div className={classes.scoreRow}>
        <ScoreStamp score={score.totalScore} thresholds={{ excellent_score: excellentScore, standard_score: standardScore }} />
        <dl className={classes.subScores}>
          <div className={classes.subScore} data-testid="score-total">
            <dt>{t('total')}</dt>
            <dd>{t('scoreValue', { score: displayScore(score.totalScore) })}</dd>
          </div>
          {subScores.map(([key, value]) => (
            <div key={key} className={classes.subScore} data-testid={`score-${key}`}>
              <dt>{t(key)}</dt>
              <dd>
                <meter min={0} max={100} low={standardScore} high={excellentScore} optimum={100} value={value} aria-hidden="true" />
                <span>{t('scoreValue', { score: displayScore(value) })}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {score.isRejected ? (
        <p className={classes.warning} role="note">
          {t('rejected')} {score.rejectReason ? t(`rejectReason.${score.rejectReason}`, { defaultValue: '' }) : ''}
        </p>
      ) : null}
      <h3 className={classes.subTitle}>{t('wordsHeading')}</h3>
      <p className={classes.words} data-testid="speech-check-words">
        {referenceWords.map((word, index) => (
          <ColouredWord key={`${word.index}-${index}`} word={word} grade={gradeWord(word, thresholds)} />
        ))}
      </p>
      <ul className={classes.legend} aria-hidden="true">
        {Object.entries(GRADE_LEGEND).map(([grade, key]) => (
          <li key={grade}>
            <span className={`${classes.swatch} ${classes[grade]}`} />
            {t(key)}
          </li>
        ))}
      </ul>
      <p className={classes.heard}>{score.recognizedText ? t('heard', { text: score.recognizedText }) : t('heardNothing')}</p>
      <PronunciationFeedbackList score={score} recordingUrl={recordingUrl} />
    </section>
  );
}

function ColouredWord({ word, grade }: { word: ScoredWord; grade: WordGrade }) {
  const { t } = useTranslation(SPEECH_CHECK_NS);
  const gradeText = grade === 'inserted' ? '' : t(GRADE_LEGEND[grade]);
  const label = word.score === null || grade === 'omitted' ? t('wordLabel', { word: word.word, grade: gradeText }) : t('wordScore', { word: word.word, grade: gradeText, score: displayScore(word.score) });
  return (
    <>
      <span className={`${classes.word} ${classes[grade]}`} data-grade={grade} title={label} aria-label={label}>
        {word.word}
      </span>{' '}
    </>
  );
}

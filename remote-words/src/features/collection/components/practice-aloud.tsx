import { audioPlayer, PronunciationFeedbackList, useIsPlaying, type RecorderDependencies } from 'shared-speech';
import { Button, ScoreStamp, Spinner, useTranslation } from 'shared-ui';
import { useReadAloud } from '../../../lib/read-aloud';
import type { FavoriteEntry } from '../api/favorite-types';
import { COLLECTION_NS } from '../collection-texts';
import { practiceText } from '../model/favorite-kind';
import styles from './collection.module.css';

type Props = {
  entry: FavoriteEntry;
  category: 'read_word' | 'read_sentence';
  /** Replaces the microphone and the speech socket in unit tests only. */
  recorderDependencies?: Partial<RecorderDependencies>;
};

/**
 * Practising a collected word or sentence aloud: the student records against its text, the
 * speech server scores the reading (read_word or read_sentence), and the score shows with the
 * words to work on (shared-speech's PronunciationFeedbackList: IPA, the mispronounced sounds,
 * tips, and the student's word beside the model). Nothing is saved: it is practice.
 */
export function PracticeAloud({ entry, category, recorderDependencies }: Props) {
  const { t } = useTranslation(COLLECTION_NS);
  const text = practiceText(entry);
  const reading = useReadAloud(category === 'read_word' ? 'word_reading' : 'sentence_reading', recorderDependencies);
  const { result, phase } = reading;
  const playingMine = useIsPlaying(result?.recordingUrl);
  const busy = phase !== 'idle';
  const start = () =>
    void reading.start(
      { category, text, questionId: `collection-${entry.type}-${entry.favorite_id}`, resourceId: entry.resource_id ?? undefined },
      entry.type === 'sentence' ? entry.record_max_time : undefined,
    );

  return (
    <section className={styles.practice} aria-label={t('practice.heading')} data-testid="collection-practice">
      <p className={styles.muted}>{t('practice.hint')}</p>
      <div className={styles.row}>
        {phase === 'recording' ? (
          <Button variant="danger" width="auto" onClick={() => void reading.stop()} data-testid="collection-practice-stop">
            {t('practice.stop', { seconds: reading.remainingSeconds })}
          </Button>
        ) : (
          <Button width="auto" busy={busy} onClick={start} data-testid="collection-practice-record">
            {result ? t('practice.recordAgain') : t('practice.record')}
          </Button>
        )}
        {result?.recordingUrl && !busy ? (
          <Button variant="secondary" width="auto" aria-pressed={playingMine} onClick={() => void audioPlayer.play(result.recordingUrl ?? '')} data-testid="collection-practice-play-mine">
            {t('practice.playMine')}
          </Button>
        ) : null}
        <span className={styles.muted} role="status">
          {phase === 'preparing' ? t('practice.preparing') : null}
          {phase === 'recording' ? t('practice.recording', { seconds: reading.elapsedSeconds }) : null}
          {phase === 'evaluating' ? (
            <>
              <Spinner /> {t('practice.evaluating')}
            </>
          ) : null}
        </span>
      </div>
      {result && !busy ? (
        <div className={styles.result} data-testid="collection-practice-result" data-score={Math.round(result.score.totalScore)}>
          <ScoreStamp score={result.score.totalScore} withComment={false} />
          <div className={styles.resultText}>
            <p className={styles.muted}>
              {t('practice.details', {
                accuracy: Math.round(result.score.accuracyScore),
                fluency: Math.round(result.score.fluencyScore),
                integrity: Math.round(result.score.integrityScore),
              })}
            </p>
            {result.score.poorlyWords.length > 0 ? (
              <p data-testid="collection-practice-poorly">{t('practice.poorly', { words: result.score.poorlyWords.join(', ') })}</p>
            ) : (
              <p data-testid="collection-practice-good">{t('practice.good')}</p>
            )}
          </div>
          <PronunciationFeedbackList score={result.score} recordingUrl={result.recordingUrl} />
        </div>
      ) : null}
    </section>
  );
}

import type { RecorderDependencies } from 'shared-speech';
import { Button, Spinner, useTranslation } from 'shared-ui';
import { useReadAloud } from '../../../lib/read-aloud';
import { wordReading, type WordReading } from '../model/word-reading';
import { PHONOGRAM_NS } from '../phonogram-texts';
import styles from './phonogram.module.css';

type Props = {
  word: string;
  /** The word's pronunciation (ARPAbet) as the speech server's vocabulary: the target sound is scored where it is. */
  phones: string;
  questionId: string;
  /** Called with each scored reading of the word (null: the word was not heard; the student reads again). */
  onReading: (reading: WordReading | null) => void;
  /** After a reading: "read again" instead of "record". */
  readBefore: boolean;
  disabled?: boolean;
  /** Replaces the microphone and the speech socket in unit tests only. */
  recorderDependencies?: Partial<RecorderDependencies>;
};

/**
 * Records one reading of a word with shared-speech's recorder (read_word, the word's phones as
 * its vocabulary) and hands the word's scored phones on. The record button turns into stop while
 * recording; the states are announced.
 */
export function WordReader({ word, phones, questionId, onReading, readBefore, disabled, recorderDependencies }: Props) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const reading = useReadAloud('word_reading', recorderDependencies);
  const { phase } = reading;
  const start = () => void reading.start({ category: 'read_word', text: word, vocabulary: phones, questionId });
  const stop = async () => {
    const result = await reading.stop();
    if (result) onReading(wordReading(result.score));
  };
  return (
    <div className={styles.stage}>
      <div className={styles.row}>
        {phase === 'recording' ? (
          <Button variant="danger" onClick={() => void stop()} data-testid="reading-stop">
            {t('practice.stop', { seconds: reading.remainingSeconds })}
          </Button>
        ) : (
          <Button busy={phase !== 'idle'} disabled={disabled} onClick={start} data-testid="reading-record">
            {readBefore ? t('practice.recordAgain') : t('practice.record')}
          </Button>
        )}
      </div>
      <div className={[styles.muted, styles.row].join(' ')} role="status" data-testid="reading-phase" data-phase={phase}>
        {phase === 'preparing' ? t('practice.preparing') : null}
        {phase === 'recording' ? t('practice.recording', { seconds: reading.elapsedSeconds }) : null}
        {phase === 'evaluating' ? (
          <>
            <Spinner /> {t('practice.evaluating')}
          </>
        ) : null}
      </div>
    </div>
  );
}

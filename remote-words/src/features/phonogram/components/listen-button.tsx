import { useTranslation } from 'shared-ui';
import { useTextReading } from '../../../lib/use-text-reading';
import { PHONOGRAM_NS } from '../phonogram-texts';
import styles from './phonogram.module.css';

/** Plays the word with the portal's text-to-speech (synthesised once and cached); pressed while it plays, it stops. */
export function ListenButton({ word, testId = 'listen' }: { word: string; testId?: string }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const reading = useTextReading(word);
  const label = reading.playing ? t('word.stopListening') : t('word.listen', { word });
  return (
    <button type="button" className={styles.iconButton} onClick={reading.toggle} disabled={!reading.ready} aria-pressed={reading.playing} aria-label={label} title={label} data-testid={testId}>
      <span aria-hidden="true">{reading.playing ? '■' : '▶'}</span>
    </button>
  );
}

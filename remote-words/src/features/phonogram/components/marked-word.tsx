import { useTranslation } from 'shared-ui';
import { targetLetters } from '../model/word-reading';
import { PHONOGRAM_NS } from '../phonogram-texts';
import styles from './phonogram.module.css';

type Props = { segments: readonly { text: string; target: boolean }[]; className?: string; testId?: string };

/** A word with the letters that spell the pattern's sound marked (and named for screen readers). */
export function MarkedWord({ segments, className, testId }: Props) {
  const { t } = useTranslation(PHONOGRAM_NS);
  return (
    <span className={[styles.word, className].filter(Boolean).join(' ')} data-testid={testId} data-target={targetLetters(segments)}>
      <span lang="en">
        {segments.map((segment, index) => (segment.target ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
      </span>
      <span className={styles.hidden}>{t('word.targetLetters', { letters: targetLetters(segments) })}</span>
    </span>
  );
}

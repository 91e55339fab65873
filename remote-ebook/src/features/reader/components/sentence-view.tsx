import { memo } from 'react';
import { useTranslation } from 'shared-ui';
import type { Gloss, ReadingSentence } from '../api/get-reading';
import { glossFor, tokenize } from '../model/book-text';
import { READER_NS } from '../reader-texts';
import styles from './reader.module.css';

type Props = {
  sentence: ReadingSentence;
  current: boolean;
  spoken: boolean;
  glosses: Map<string, Gloss> | null;
  onPlay: (sentence: number) => void;
  onWord: (word: string, sentence: number) => void;
};

/**
 * One sentence: its play button, then its words, each a button that looks the word up; words
 * above the book's level carry their Japanese (ruby) while glosses are on. The current sentence
 * is marked (aria-current), the one being spoken too.
 */
export const SentenceView = memo(function SentenceView({ sentence, current, spoken, glosses, onPlay, onWord }: Props) {
  const { t } = useTranslation(READER_NS);
  const index = sentence.sentence_index;
  return (
    <span
      className={[styles.sentence, current ? styles.current : '', spoken ? styles.spoken : ''].filter(Boolean).join(' ')}
      data-testid="sentence"
      data-sentence={index}
      data-spoken={spoken ? 1 : undefined}
      aria-current={current ? 'true' : undefined}
    >
      <button type="button" className={styles.sentencePlay} onClick={() => onPlay(index)} aria-label={t('playSentence')} title={t('playSentence')} data-testid="sentence-play">
        <span aria-hidden="true">▶</span>
      </button>
      <span lang="en">
        {tokenize(sentence.text).map((token, position) => {
          if (!token.word) return token.text;
          const gloss = glosses ? glossFor(glosses, token.text) : undefined;
          return (
            <button key={position} type="button" className={[styles.word, gloss ? styles.glossed : ''].filter(Boolean).join(' ')} onClick={() => onWord(token.text, index)} data-testid="word">
              {gloss ? (
                <ruby>
                  {token.text}
                  <rt lang="ja" className={styles.gloss} data-testid="gloss">
                    {gloss.ja}
                  </rt>
                </ruby>
              ) : (
                token.text
              )}
            </button>
          );
        })}
      </span>{' '}
    </span>
  );
});

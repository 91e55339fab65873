import { memo, useMemo } from 'react';
import { useTranslation } from 'shared-ui';
import type { ReadingSentence } from '../../books/api/get-reading';
import { glossSentence, type GlossIndex } from '../model/book-text';
import { READER_NS } from '../reader-texts';
import styles from './reader.module.css';

type Props = {
  sentence: ReadingSentence;
  current: boolean;
  spoken: boolean;
  glosses: GlossIndex | null;
  onPlay: (sentence: number) => void;
  onWord: (word: string, sentence: number) => void;
};

/**
 * One sentence: its play button, then its words, each a button that looks the word up; words and
 * phrases above the book's level carry their Japanese (ruby; a phrase's once over all its words)
 * while glosses are on. The current sentence is marked (aria-current), the one being spoken too.
 */
export const SentenceView = memo(function SentenceView({ sentence, current, spoken, glosses, onPlay, onWord }: Props) {
  const { t } = useTranslation(READER_NS);
  const index = sentence.sentence_index;
  const pieces = useMemo(() => glossSentence(sentence.text, glosses), [sentence.text, glosses]);
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
        {pieces.map((piece, position) => {
          if (piece.kind === 'text') return piece.text;
          if (piece.kind === 'word') {
            const { gloss } = piece;
            return (
              <button key={position} type="button" className={[styles.word, gloss ? styles.glossed : ''].filter(Boolean).join(' ')} onClick={() => onWord(piece.text, index)} data-testid="word">
                {gloss ? (
                  <ruby>
                    {piece.text}
                    <rt lang="ja" className={styles.gloss} data-testid="gloss">
                      {gloss.ja}
                    </rt>
                  </ruby>
                ) : (
                  piece.text
                )}
              </button>
            );
          }
          // A phrase: its Japanese once over all its words, each word still its own lookup.
          return (
            <ruby key={position}>
              {piece.tokens.map((token, inner) =>
                token.word ? (
                  <button key={inner} type="button" className={[styles.word, styles.glossed].join(' ')} onClick={() => onWord(token.text, index)} data-testid="word">
                    {token.text}
                  </button>
                ) : (
                  token.text
                ),
              )}
              <rt lang="ja" className={styles.gloss} data-testid="gloss">
                {piece.gloss.ja}
              </rt>
            </ruby>
          );
        })}
      </span>{' '}
    </span>
  );
});

import { audioPlayer } from 'shared-speech';
import { Button, Card, QueryState, useTranslation } from 'shared-ui';
import { useReviewWords } from '../api/get-review-words';
import { EIKEN_WORDS_NS } from '../eiken-words-texts';
import styles from './eiken-words.module.css';

/** The words a run says to review (missed, skipped, or read aloud below the line), each with its meaning, example and audio. */
export function ReviewWordList({ resourceId, guid }: { resourceId: number; guid: string | undefined }) {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const review = useReviewWords(resourceId, guid);
  return (
    <section className={styles.review} aria-labelledby="review-words-title" data-testid="review-words">
      <h2 id="review-words-title">{t('reviewTitle')}</h2>
      <QueryState query={review} isEmpty={({ list }) => list.length === 0} empty={t('reviewNone')}>
        {({ list }) => (
          <ul className={styles.list}>
            {list.map((word) => (
              <li key={word.question_id} data-testid="review-word" data-word={word.word}>
                <Card>
                  <div className={styles.wordLine}>
                    <strong lang="en">{word.word}</strong>
                    <span className={styles.ipa}>/{word.ipa}/</span>
                    <span>{word.meaning}</span>
                    <span className={styles.muted}>{t('reviewScore', { score: word.percent_score })}</span>
                    <Button variant="secondary" width="auto" onClick={() => void audioPlayer.play(word.audio_file)} aria-label={t('playWord')}>
                      ▶
                    </Button>
                  </div>
                  <p className={styles.example} lang="en">
                    {word.example}
                  </p>
                  <p className={styles.muted}>{word.example_jp}</p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

import { useState } from 'react';
import { PronunciationFeedbackList } from 'shared-speech';
import { Button, ScoreStamp, useTranslation } from 'shared-ui';
import { useReadAloud } from '../../../lib/read-aloud';
import type { BizCard } from '../api/biz-word-types';
import { useReportPoorWords } from '../api/report-poor-words';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { hasExample } from '../logic/word-views';
import styles from './biz-word.module.css';

type Target = 'word' | 'sentence';

/**
 * Spoken reading of a card (the business_word_reading kind of shared-speech): the learner reads
 * the word (read_word, with its IPA) or its example (read_sentence); the speech server scores
 * the take, the score and the mispronounced words show, and the reading goes to
 * report-poor-words (score and poorly_words), which keeps the poor-word list.
 */
export function ReadingPanel({ card }: { card: BizCard }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const reading = useReadAloud('business_word_reading');
  const report = useReportPoorWords();
  const [target, setTarget] = useState<Target>('word');
  const { result } = reading;
  const example = hasExample(card.example_sentence);
  const recording = reading.phase === 'recording' || reading.phase === 'preparing';

  const start = async (what: Target) => {
    setTarget(what);
    const request = what === 'sentence' ? { category: 'read_sentence', text: card.example_sentence ?? '' } : { category: 'read_word', text: card.word_name, vocabulary: card.ipa || undefined };
    await reading.start({ ...request, questionId: card.word_id });
  };
  const stop = async () => {
    const scored = await reading.stop();
    if (scored) report.mutate({ word_id: card.word_id, score: Math.round(scored.score.totalScore), poorly_words: scored.score.poorlyWords });
  };

  return (
    <section className={styles.card} aria-label={t('card.readTitle', { word: card.word_name })} data-testid="reading-panel">
      <p className={styles.muted}>{t('card.readTitle', { word: target === 'sentence' ? (card.example_sentence ?? '') : card.word_name })}</p>
      <div className={styles.row}>
        {recording ? (
          <Button onClick={() => void stop()} data-testid="reading-stop">
            {t('reading.stop')}
          </Button>
        ) : (
          <>
            <Button width="auto" onClick={() => void start('word')} data-testid="reading-word">
              {t('reading.word')}
            </Button>
            {example ? (
              <Button variant="secondary" width="auto" onClick={() => void start('sentence')} data-testid="reading-sentence">
                {t('reading.sentence')}
              </Button>
            ) : null}
          </>
        )}
        <span className={styles.muted} aria-live="polite">
          {recording ? t('reading.recording', { seconds: reading.elapsedSeconds }) : ''}
        </span>
      </div>
      {result ? (
        <div data-testid="reading-result" data-score={Math.round(result.score.totalScore)}>
          <ScoreStamp score={result.score.totalScore} />
          {result.score.poorlyWords.length > 0 ? <p>{t('reading.poorly', { words: result.score.poorlyWords.join(', ') })}</p> : <p>{t('reading.good')}</p>}
          <PronunciationFeedbackList score={result.score} recordingUrl={result.recordingUrl} />
        </div>
      ) : null}
    </section>
  );
}

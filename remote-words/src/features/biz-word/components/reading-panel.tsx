import { useState } from 'react';
import { PronunciationFeedbackList, speechText, useRecorder, type SpeechScore } from 'shared-speech';
import { Button, ScoreStamp, showToast, useTranslation } from 'shared-ui';
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
  const { recorder, snapshot } = useRecorder({ kind: 'business_word_reading' });
  const report = useReportPoorWords();
  const [target, setTarget] = useState<Target>('word');
  const [result, setResult] = useState<{ score: SpeechScore; url: string | null } | null>(null);
  const example = hasExample(card.example_sentence);
  const recording = snapshot.state === 'recording' || snapshot.state === 'start';

  const start = async (what: Target) => {
    setTarget(what);
    setResult(null);
    const request = what === 'sentence' ? { category: 'read_sentence', text: card.example_sentence ?? '' } : { category: 'read_word', text: card.word_name, vocabulary: card.ipa || undefined };
    await recorder.start({ task: { type: 'evaluation', request: { ...request, questionId: card.word_id } } });
  };
  const stop = async () => {
    const outcome = await recorder.stop();
    if (outcome.status === 'failed') {
      showToast(speechText(outcome.failure.messageKey));
      return;
    }
    if (outcome.status !== 'scored') return;
    setResult({ score: outcome.score, url: URL.createObjectURL(outcome.take.mp3) });
    report.mutate({ word_id: card.word_id, score: Math.round(outcome.score.totalScore), poorly_words: outcome.score.poorlyWords });
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
          {recording ? t('reading.recording', { seconds: Math.floor(snapshot.elapsedMs / 1000) }) : ''}
        </span>
      </div>
      {result ? (
        <div data-testid="reading-result" data-score={Math.round(result.score.totalScore)}>
          <ScoreStamp score={result.score.totalScore} />
          {result.score.poorlyWords.length > 0 ? <p>{t('reading.poorly', { words: result.score.poorlyWords.join(', ') })}</p> : <p>{t('reading.good')}</p>}
          <PronunciationFeedbackList score={result.score} recordingUrl={result.url} />
        </div>
      ) : null}
    </section>
  );
}

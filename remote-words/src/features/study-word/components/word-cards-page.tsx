import { useState } from 'react';
import { audioPlayer } from 'shared-speech';
import { useNavigate } from 'shared-ui/router';
import { Button, Page, QueryState, combineQueries, useTranslation } from 'shared-ui';
import { useSentenceList, type PlanSentence } from '../api/get-sentence-list';
import { useWordList, type PlanWordEntry } from '../api/get-word-list';
import { usePlanIdQuery } from '../hooks/use-plan-id';
import { planPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { planErrorView } from './plan-not-found';
import { PlanPicker } from './plan-picker';
import styles from './study-word.module.css';

/** The cards show up to the word-list call's largest page (200 words) with their examples. */
const CARD_LIMIT = 200;

/** /word?plan_id=: the plan's words one card at a time (word, IPA, meaning, example) with their audio. */
export function WordCardsPage() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const planId = usePlanIdQuery();
  const words = useWordList(planId, 1, CARD_LIMIT);
  const sentences = useSentenceList(planId, 1, CARD_LIMIT);
  if (!planId) return <PlanPicker title={t('cards.title')} path={STUDY_WORD_PATHS.word} />;
  return (
    <Page title={t('cards.title')} onBack={() => void navigate(planPath('list', planId))} narrow testId="word-cards-page">
      <QueryState query={combineQueries(words, sentences)} renderError={planErrorView} isEmpty={([data]) => data.list.length === 0} empty={t('cards.empty')}>
        {([wordData, sentenceData]) => <Cards words={wordData.list} examples={new Map(sentenceData.list.map((sentence) => [sentence.word_id, sentence]))} />}
      </QueryState>
      <Button width="auto" variant="text" onClick={() => void navigate(STUDY_WORD_PATHS.plan)}>
        {t('backToPlans')}
      </Button>
    </Page>
  );
}

function Cards({ words, examples }: { words: PlanWordEntry[]; examples: ReadonlyMap<number, PlanSentence> }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const [at, setAt] = useState(0);
  const word = words[Math.min(at, words.length - 1)]!;
  const example = examples.get(word.word_id);
  return (
    <>
      <p className={styles.muted} aria-live="polite" data-testid="card-position">
        {t('cards.position', { at: at + 1, total: words.length })}
      </p>
      <article className={styles.wordCard} data-testid="word-card" data-word={word.word}>
        <div className={styles.inline}>
          <p className={styles.word} lang="en">
            {word.word}
          </p>
          {word.ipa ? <span className={styles.muted}>/{word.ipa}/</span> : null}
        </div>
        <p>{word.meaning}</p>
        <div>
          <Button width="auto" variant="secondary" onClick={() => void audioPlayer.play(word.audio_file)} data-testid="play-word">
            {t('cards.playWord')}
          </Button>
        </div>
        {example?.example ? (
          <>
            <p lang="en">{example.example}</p>
            <p className={styles.muted}>{example.example_jp}</p>
            <div>
              <Button width="auto" variant="secondary" onClick={() => void audioPlayer.play(example.example_audio_file)} data-testid="play-example">
                {t('cards.playExample')}
              </Button>
            </div>
          </>
        ) : null}
      </article>
      <div className={styles.nav}>
        <Button variant="secondary" disabled={at === 0} onClick={() => setAt(at - 1)} data-testid="prev-card">
          {t('cards.previous')}
        </Button>
        <Button disabled={at >= words.length - 1} onClick={() => setAt(at + 1)} data-testid="next-card">
          {t('cards.next')}
        </Button>
      </div>
    </>
  );
}

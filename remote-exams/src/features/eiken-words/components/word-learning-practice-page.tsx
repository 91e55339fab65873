import { useState } from 'react';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { audioPlayer } from 'shared-speech';
import { Button, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useWordCards, type WordCard } from '../api/get-word-cards';
import { WORD_LEARNING_PATHS } from '../eiken-words-paths';
import { EIKEN_WORDS_NS } from '../eiken-words-texts';
import { WordRunPage } from './word-run-pages';
import styles from './eiken-words.module.css';

/**
 * /eiken/wordlearning/practice?class_id=: the unit's study cards one by one (word, IPA, part of
 * speech, meaning, the word's and the example's audio, the example with its translation), then
 * the check (?resource_id= of the unit's check set), played by the engine.
 */
export function WordLearningPracticePage() {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const [params] = useSearchParams();
  const unitId = numberParam(params, 'class_id');
  const cards = useWordCards(params.has('resource_id') ? undefined : unitId);
  if (params.has('resource_id')) return <WordRunPage paths={WORD_LEARNING_PATHS} />;
  if (!unitId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <QueryState query={cards} isEmpty={({ words }) => words.length === 0} empty={t('noWords')}>
      {({ unit, words, check }) => <StudyCards title={t('cardsTitle', { unit: unit.title })} unitId={unit.class_id} words={words} checkId={check?.resource_id} />}
    </QueryState>
  );
}

function StudyCards({ title, unitId, words, checkId }: { title: string; unitId: number; words: WordCard[]; checkId: number | undefined }) {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const navigate = useNavigate();
  const [at, setAt] = useState(0);
  const word = words[Math.min(at, words.length - 1)]!;
  const last = at >= words.length - 1;
  return (
    <Page title={title} onBack={() => void navigate(WORD_LEARNING_PATHS.index)} narrow>
      <p className={styles.muted} aria-live="polite" data-testid="card-position">
        {t('cardPosition', { at: at + 1, total: words.length })}
      </p>
      <article className={styles.card} data-testid="word-card" data-word={word.word}>
        <div className={styles.wordLine}>
          <p className={styles.word} lang="en">
            {word.word}
          </p>
          <span className={styles.ipa}>/{word.ipa}/</span>
          <Button variant="secondary" onClick={() => void audioPlayer.play(word.audio_file)} data-testid="play-word">
            {t('playWord')}
          </Button>
        </div>
        <p className={styles.meaning}>
          <span className={styles.muted}>{t(`pos.${word.pos}`)}</span> {word.meaning}
        </p>
        <p className={styles.example} lang="en">
          {word.example}
        </p>
        <p className={styles.muted}>{word.example_jp}</p>
        <div>
          <Button variant="secondary" onClick={() => void audioPlayer.play(word.example_audio_file)} data-testid="play-example">
            {t('playExample')}
          </Button>
        </div>
      </article>
      <div className={styles.nav}>
        <Button variant="secondary" disabled={at === 0} onClick={() => setAt(at - 1)}>
          {t('previous')}
        </Button>
        {last ? (
          checkId ? (
            <Button onClick={() => void navigate(withQuery(WORD_LEARNING_PATHS.practice, { class_id: unitId, resource_id: checkId }))} data-testid="to-check">
              {t('toCheck')}
            </Button>
          ) : null
        ) : (
          <Button onClick={() => setAt(at + 1)} data-testid="next-card">
            {t('next')}
          </Button>
        )}
      </div>
    </Page>
  );
}

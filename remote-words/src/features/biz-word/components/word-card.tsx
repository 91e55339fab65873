import { useState, type ReactNode } from 'react';
import { audioPlayer } from 'shared-speech';
import { Button, showToast, useTranslation } from 'shared-ui';
import type { BizCard } from '../api/biz-word-types';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { availableViews, hasExample, nextView, previousView, showsJapanese, showsSentence, type WordView } from '../logic/word-views';
import { FavoriteToggle } from './favorite-toggle';
import styles from './biz-word.module.css';

/** Plays a card's audio; a failure is told once as a toast. */
export function usePlay() {
  const { t } = useTranslation(BIZ_WORD_NS);
  return (url: string | null | undefined) => {
    if (!url) return;
    void audioPlayer.play(url).then((status) => status === 'error' && showToast(t('card.playFailed')));
  };
}

type Props = {
  card: BizCard;
  /** Buttons under the card (bookmark, reading). */
  actions?: ReactNode;
};

/**
 * One business word in its four views (spec part 3): 1 the word, 2 with its Japanese, 3 the
 * example sentence, 4 the sentence with its Japanese. The upper/lower buttons cycle the views and
 * skip 3 and 4 when the word has no example; the flip button turns the Japanese on and off.
 * Keyed by word outside, so a new word starts at view 1.
 */
export function WordCard({ card, actions }: Props) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const play = usePlay();
  const [view, setView] = useState<WordView>(1);
  const example = hasExample(card.example_sentence);
  const views = availableViews(example);
  const sentence = showsSentence(view) && example;
  const japanese = showsJapanese(view);
  const flip = () => setView(japanese ? ((view - 1) as WordView) : ((view + 1) as WordView));
  return (
    <article className={styles.card} data-testid="word-card" data-word={card.word_name} aria-labelledby={`word-${card.word_id}`}>
      <div className={styles.viewBar}>
        <Button variant="secondary" width="auto" onClick={() => setView(previousView(view, example))} aria-label={t('card.upper')} data-testid="view-prev">
          <span aria-hidden="true">▲</span>
        </Button>
        <span className={styles.muted} aria-live="polite" data-testid="view-index" data-view={view}>
          {t('card.view', { view: views.indexOf(view) + 1, total: views.length })}・{t(`card.views.${view}`)}
        </span>
        <Button variant="secondary" width="auto" onClick={() => setView(nextView(view, example))} aria-label={t('card.lower')} data-testid="view-next">
          <span aria-hidden="true">▼</span>
        </Button>
      </div>
      <div className={styles.face}>
        {sentence ? (
          <>
            <p className={styles.sentence} lang="en" data-testid="card-sentence">
              {card.example_sentence}
            </p>
            {japanese ? (
              <p className={styles.japanese} lang="ja" data-testid="card-japanese">
                {card.example_jp}
              </p>
            ) : null}
            <p className={styles.muted}>
              <strong lang="en" id={`word-${card.word_id}`}>
                {card.word_name}
              </strong>
            </p>
          </>
        ) : (
          <>
            <p className={styles.word} lang="en" id={`word-${card.word_id}`}>
              {card.word_name}
            </p>
            {card.ipa ? <p className={styles.ipa}>/{card.ipa.replace(/^\/|\/$/g, '')}/</p> : null}
            {japanese ? (
              <p className={styles.japanese} lang="ja" data-testid="card-japanese">
                {card.words}
              </p>
            ) : null}
            {japanese && card.short_phrase ? (
              <p className={styles.muted} lang="en">
                {card.short_phrase}
              </p>
            ) : null}
            {!example ? <p className={styles.muted}>{t('card.noExample')}</p> : null}
          </>
        )}
      </div>
      <div className={styles.row}>
        <Button variant="secondary" width="auto" onClick={flip} aria-pressed={japanese} data-testid="card-flip">
          {t('card.flip')}
        </Button>
        <Button variant="secondary" width="auto" disabled={!card.word_reading} onClick={() => play(card.word_reading)} data-testid="play-word">
          {t('card.playWord')}
        </Button>
        {example ? (
          <Button variant="secondary" width="auto" disabled={!card.example_audio} onClick={() => play(card.example_audio)} data-testid="play-sentence">
            {t('card.playSentence')}
          </Button>
        ) : null}
        <FavoriteToggle key={card.word_name} wordName={card.word_name} meaning={card.words} collected={card.is_collected === 1} />
        {actions}
      </div>
    </article>
  );
}

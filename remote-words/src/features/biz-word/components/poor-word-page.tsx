import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { Button, Page, QueryState, useTranslation } from 'shared-ui';
import { usePoorWords } from '../api/get-poor-words';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { usePlay } from './word-card';
import { WordDeck } from './word-deck';
import styles from './biz-word.module.css';

/**
 * /eiken/biz/poorWord: the words the speech server found poorly pronounced (count, last score),
 * each with its audio and a practice button that opens it as a card with the reading.
 */
export function PoorWordPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const words = usePoorWords();
  const play = usePlay();
  const [practising, setPractising] = useState<number | null>(null);
  return (
    <Page title={t('poor.title')} lead={t('poor.lead')} onBack={() => (practising === null ? void navigate(BIZ_PATHS.home) : setPractising(null))} narrow testId="poor-word-page">
      <QueryState query={words} isEmpty={({ list }) => list.length === 0} empty={t('poor.empty')}>
        {({ list }) =>
          practising !== null ? (
            <WordDeck cards={list} startAt={Math.max(0, list.findIndex((card) => card.word_id === practising))} />
          ) : (
            <ul className={styles.list}>
              {list.map((card) => (
                <li key={card.word_id} className={styles.listRow} data-testid="poor-word-row" data-word={card.word_name}>
                  <strong lang="en">{card.word_name}</strong>
                  <span className={styles.muted}>/{card.ipa}/</span>
                  <span className={styles.grow}>{card.words}</span>
                  <span className={styles.muted}>
                    {t('poor.count', { count: card.poor_count })}・{t('poor.lastScore', { score: Math.round(card.last_score) })}
                  </span>
                  <Button variant="secondary" width="auto" disabled={!card.word_reading} onClick={() => play(card.word_reading)} aria-label={`${t('poor.play')}: ${card.word_name}`} data-testid="poor-word-play">
                    ▶ {t('poor.play')}
                  </Button>
                  <Button width="auto" onClick={() => setPractising(card.word_id)} data-testid="poor-word-practice">
                    {t('poor.practice')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}

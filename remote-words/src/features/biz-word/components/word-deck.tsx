import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { Button, useTranslation } from 'shared-ui';
import type { BizCard } from '../api/biz-word-types';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { testRoute, type WordModule } from '../logic/test-route';
import { BookmarkButton } from './bookmark-picker';
import { ReadingPanel } from './reading-panel';
import { WordCard } from './word-card';
import styles from './biz-word.module.css';

type Props = {
  cards: BizCard[];
  /** Plan study or the word list: decides the test button's named route. */
  module?: WordModule;
  /** The tab the cards came from (new / review, or the list's own), passed on to the test. */
  activeTab?: string;
  /** Start at this word (poor-word practice opens at the chosen word). */
  startAt?: number;
  /** More buttons for the shown card (the learning run's knew / did not know); `next` moves on. */
  cardActions?: (card: BizCard, next: () => void) => ReactNode;
};

/**
 * The cards of a learning session one by one: the card in its four views, previous/next word,
 * the spoken reading of the word (engine), a bookmark, and the test button, which goes to
 * eikenBizWordTest (plan study) or bizWordListTest (otherwise) with the current query plus
 * type=challenge and activeTab.
 */
export function WordDeck({ cards, module, activeTab = '', startAt = 0, cardActions }: Props) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const [at, setAt] = useState(Math.min(Math.max(startAt, 0), cards.length - 1));
  const [reading, setReading] = useState(false);
  const card = cards[at]!;
  const move = (to: number) => {
    setReading(false);
    setAt(to);
  };
  return (
    <div className={styles.deck}>
      <p className={styles.muted} aria-live="polite" data-testid="card-position">
        {t('card.position', { at: at + 1, total: cards.length })}
      </p>
      <WordCard
        key={card.word_id}
        card={card}
        actions={
          <>
            <BookmarkButton card={card} />
            <Button variant="text" width="auto" aria-expanded={reading} onClick={() => setReading(!reading)} data-testid="read-word">
              {reading ? t('card.closeRead') : t('card.read')}
            </Button>
          </>
        }
      />
      {cardActions ? <div className={styles.row}>{cardActions(card, () => at < cards.length - 1 && move(at + 1))}</div> : null}
      {reading ? <ReadingPanel key={card.word_id} card={card} /> : null}
      <div className={styles.nav}>
        <Button variant="secondary" disabled={at === 0} onClick={() => move(at - 1)} data-testid="card-prev">
          {t('card.previous')}
        </Button>
        {module ? (
          <Button variant="secondary" onClick={() => void navigate(testRoute(module, location.search, activeTab).to)} data-testid="to-test">
            {t('card.toTest')}
          </Button>
        ) : null}
        <Button disabled={at >= cards.length - 1} onClick={() => move(at + 1)} data-testid="card-next">
          {t('card.next')}
        </Button>
      </div>
    </div>
  );
}

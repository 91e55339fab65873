import { useState } from 'react';
import { Link, useNavigate, useParams } from 'shared-ui/router';
import { Button, Page, QueryState, showToast, StatusBlock, useTranslation } from 'shared-ui';
import { useBookmarkWords } from '../api/get-bookmark-words';
import { useToggleBookmarkWord } from '../api/toggle-bookmark-word';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { usePlay } from './word-card';
import { WordDeck } from './word-deck';
import styles from './biz-word.module.css';

/**
 * /eiken/biz/bookmarks/:word — one bookmark list's words. `:word` is the list's id (the spec names
 * the parameter only): the words with their audio and a way to take each out, and the list
 * studied as cards in the four views.
 */
export function BookmarkWordsPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const { word } = useParams();
  const listId = Number(word);
  const valid = Number.isInteger(listId) && listId > 0;
  const words = useBookmarkWords(valid ? listId : undefined);
  const remove = useToggleBookmarkWord();
  const play = usePlay();
  const [studying, setStudying] = useState(false);
  const back = () => void navigate(BIZ_PATHS.bookmarks);
  if (!valid)
    return (
      <Page title={t('bookmarks.title')} onBack={back}>
        <StatusBlock tone="error" title={t('bookmarks.listMissing')} action={<Link to={BIZ_PATHS.bookmarks}>{t('bookmarks.toBookmarks')}</Link>} />
      </Page>
    );
  return (
    <QueryState query={words} renderError={() => <StatusBlock tone="error" title={t('bookmarks.listMissing')} action={<Link to={BIZ_PATHS.bookmarks}>{t('bookmarks.toBookmarks')}</Link>} />}>
      {({ list, words: cards }) => (
        <Page title={list.name} lead={t('bookmarks.words', { count: list.word_count })} onBack={back} narrow testId="bookmark-words-page">
          {cards.length === 0 ? (
            <StatusBlock tone="empty" title={t('bookmarks.noWords')} testId="bookmark-words-empty" />
          ) : studying ? (
            <WordDeck cards={cards} />
          ) : (
            <>
              <div>
                <Button onClick={() => setStudying(true)} data-testid="bookmark-study">
                  {t('bookmarks.practice')}
                </Button>
              </div>
              <ul className={styles.list}>
                {cards.map((card) => (
                  <li key={card.word_id} className={styles.listRow} data-testid="bookmark-word-row" data-word={card.word_name}>
                    <strong lang="en">{card.word_name}</strong>
                    <span className={styles.grow}>{card.words}</span>
                    <Button variant="secondary" width="auto" disabled={!card.word_reading} onClick={() => play(card.word_reading)} aria-label={`${t('card.playWord')}: ${card.word_name}`}>
                      ▶
                    </Button>
                    <Button
                      variant="text"
                      width="auto"
                      busy={remove.isPending && remove.variables?.wordId === card.word_id}
                      onClick={() =>
                        remove.mutate({ listId, wordId: card.word_id, add: false }, { onSuccess: () => showToast(t('bookmarks.removed')), onError: () => showToast(t('bookmarks.failed')) })
                      }
                      data-testid="bookmark-word-remove"
                    >
                      {t('bookmarks.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Page>
      )}
    </QueryState>
  );
}

import { useState } from 'react';
import { Link } from 'shared-ui/router';
import { Button, Modal, QueryState, showToast, useTranslation } from 'shared-ui';
import type { BizCard } from '../api/biz-word-types';
import { useBookmarkLists } from '../api/get-bookmark-lists';
import { useToggleBookmarkWord } from '../api/toggle-bookmark-word';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import styles from './biz-word.module.css';

/** The card's bookmark button: a dialog listing the student's named lists to put the word in. */
export function BookmarkButton({ card }: { card: BizCard }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" width="auto" onClick={() => setOpen(true)} data-testid="bookmark-word">
        {t('bookmarks.addTo')}
      </Button>
      {open ? <BookmarkPicker card={card} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function BookmarkPicker({ card, onClose }: { card: BizCard; onClose: () => void }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const lists = useBookmarkLists();
  const toggle = useToggleBookmarkWord();
  const add = (listId: number, name: string) =>
    toggle.mutate(
      { listId, wordId: card.word_id, add: true },
      {
        onSuccess: () => {
          showToast(t('bookmarks.added', { name }));
          onClose();
        },
        onError: () => showToast(t('bookmarks.failed')),
      },
    );
  return (
    <Modal
      role="dialog"
      title={t('bookmarks.addToTitle', { word: card.word_name })}
      onEscape={onClose}
      onOutsideClick={onClose}
      testId="bookmark-picker"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('bookmarks.close')}
        </Button>
      }
    >
      <QueryState
        query={lists}
        isEmpty={({ list }) => list.length === 0}
        empty={
          <>
            {t('bookmarks.noListYet')} <Link to={BIZ_PATHS.bookmarks}>{t('bookmarks.toBookmarks')}</Link>
          </>
        }
      >
        {({ list }) => (
          <ul className={styles.list}>
            {list.map((entry) => (
              <li key={entry.list_id} className={styles.row}>
                <span className={styles.grow}>{entry.name}</span>
                <span className={styles.muted}>{t('bookmarks.words', { count: entry.word_count })}</span>
                <Button width="auto" busy={toggle.isPending && toggle.variables?.listId === entry.list_id} disabled={toggle.isPending} onClick={() => add(entry.list_id, entry.name)} data-testid="bookmark-into">
                  {t('bookmarks.inList')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Modal>
  );
}

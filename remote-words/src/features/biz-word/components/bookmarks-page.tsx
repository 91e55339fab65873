import { useState } from 'react';
import { Link, useNavigate } from 'shared-ui/router';
import { Button, Card, Modal, Page, QueryState, showConfirm, showToast, useTranslation } from 'shared-ui';
import { useAddBookmarkList } from '../api/add-bookmark-list';
import { useDeleteBookmarkList } from '../api/delete-bookmark-list';
import { useBookmarkLists, type BookmarkList } from '../api/get-bookmark-lists';
import { useRenameBookmarkList } from '../api/rename-bookmark-list';
import { bookmarkListPath, BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { BookmarkNameField, useBookmarkNameForm } from './bookmark-name-field';
import styles from './biz-word.module.css';

/** /eiken/biz/bookmarks: the student's named word lists — create (a name is required), rename, delete, open. */
export function BookmarksPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const lists = useBookmarkLists();
  const [renaming, setRenaming] = useState<BookmarkList | null>(null);
  return (
    <Page title={t('bookmarks.title')} lead={t('bookmarks.lead')} onBack={() => void navigate(BIZ_PATHS.home)} narrow testId="bookmarks-page">
      <Card>
        <CreateForm />
      </Card>
      <QueryState query={lists} isEmpty={({ list }) => list.length === 0} empty={t('bookmarks.empty')}>
        {({ list }) => (
          <ul className={styles.list}>
            {list.map((entry) => (
              <ListRow key={entry.list_id} entry={entry} onRename={() => setRenaming(entry)} />
            ))}
          </ul>
        )}
      </QueryState>
      {renaming ? <RenameDialog entry={renaming} onClose={() => setRenaming(null)} /> : null}
    </Page>
  );
}

function CreateForm() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const add = useAddBookmarkList();
  const form = useBookmarkNameForm('', (name, { onError }) =>
    add.mutate(name, {
      onSuccess: ({ list }) => {
        showToast(t('bookmarks.created', { name: list.name }));
        form.setName('');
      },
      onError,
    }),
  );
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate data-testid="bookmark-create">
      <BookmarkNameField {...form.field} />
      <div>
        <Button type="submit" busy={add.isPending} data-testid="bookmark-save">
          {t('bookmarks.create')}
        </Button>
      </div>
    </form>
  );
}

function ListRow({ entry, onRename }: { entry: BookmarkList; onRename: () => void }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const remove = useDeleteBookmarkList();
  const confirmDelete = async () => {
    if (!(await showConfirm(t('bookmarks.deleteConfirm', { name: entry.name })))) return;
    remove.mutate(entry.list_id, { onSuccess: () => showToast(t('bookmarks.deleted')) });
  };
  return (
    <li className={styles.listRow} data-testid="bookmark-list" data-list-id={entry.list_id}>
      <Link className={styles.grow} to={bookmarkListPath(entry.list_id)} data-testid="bookmark-open">
        {entry.name}
      </Link>
      <span className={styles.muted}>{t('bookmarks.words', { count: entry.word_count })}</span>
      <Button variant="text" width="auto" onClick={onRename} data-testid="bookmark-rename">
        {t('bookmarks.rename')}
      </Button>
      <Button variant="danger" width="auto" busy={remove.isPending} onClick={() => void confirmDelete()} data-testid="bookmark-delete">
        {t('bookmarks.delete')}
      </Button>
    </li>
  );
}

function RenameDialog({ entry, onClose }: { entry: BookmarkList; onClose: () => void }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const rename = useRenameBookmarkList();
  const form = useBookmarkNameForm(entry.name, (name, { onError }) =>
    rename.mutate(
      { listId: entry.list_id, name },
      {
        onSuccess: () => {
          showToast(t('bookmarks.renamed'));
          onClose();
        },
        onError,
      },
    ),
  );
  return (
    <Modal role="dialog" title={t('bookmarks.renameTitle')} onEscape={onClose} testId="bookmark-rename-dialog">
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <BookmarkNameField {...form.field} autoFocus />
        <div className={styles.row}>
          <Button type="submit" busy={rename.isPending} data-testid="bookmark-rename-save">
            {t('bookmarks.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('bookmarks.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

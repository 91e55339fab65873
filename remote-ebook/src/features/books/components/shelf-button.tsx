import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from 'shared-api';
import { Button, showAlert, showToast, useTranslation, type ButtonProps } from 'shared-ui';
import { useAddToShelf } from '../api/add-to-shelf';
import { shelfQuery } from '../api/get-shelf';
import { useRemoveFromShelf } from '../api/remove-from-shelf';
import { BOOKS_NS } from '../books-texts';
import type { BookBrief } from '../model/ebook-types';

/** The shelf's size when the shelf has not been loaded on this visit (EBOOK_SHELF_LIMIT). */
export const DEFAULT_SHELF_LIMIT = 10;

/**
 * Puts a book on the shelf or takes it off. A full shelf (409) explains itself in a dialog and
 * changes nothing; what the server refused otherwise is said in a toast.
 */
export function ShelfButton({ book, width = 'auto', variant }: { book: Pick<BookBrief, 'book_id' | 'title' | 'on_shelf'>; width?: ButtonProps['width']; variant?: ButtonProps['variant'] }) {
  const { t } = useTranslation(BOOKS_NS);
  const queryClient = useQueryClient();
  const add = useAddToShelf();
  const remove = useRemoveFromShelf();
  const onShelf = book.on_shelf === 1;

  const failed = (error: unknown) => {
    if (isApiError(error) && error.code === 409) {
      const limit = queryClient.getQueryData(shelfQuery().queryKey)?.limit ?? DEFAULT_SHELF_LIMIT;
      void showAlert(t('shelf.fullMessage', { limit }), { title: t('shelf.fullTitle') });
      return;
    }
    if (isApiError(error) && error.handled) return;
    showToast(isApiError(error) && typeof error.code === 'number' ? error.message : t('shelf.failed'));
  };

  const toggle = () => {
    if (onShelf) remove.mutate(book.book_id, { onSuccess: () => showToast(t('shelf.removed', { title: book.title })), onError: failed });
    else add.mutate(book.book_id, { onSuccess: () => showToast(t('shelf.added', { title: book.title })), onError: failed });
  };

  return (
    <Button
      variant={variant ?? (onShelf ? 'secondary' : 'primary')}
      width={width}
      busy={add.isPending || remove.isPending}
      onClick={toggle}
      aria-label={t(onShelf ? 'shelf.removeLabel' : 'shelf.addLabel', { title: book.title })}
      data-testid="shelf-toggle"
      data-on-shelf={book.on_shelf}
    >
      {t(onShelf ? 'shelf.remove' : 'shelf.add')}
    </Button>
  );
}

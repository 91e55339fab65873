import { useEffect, useRef } from 'react';
import { Button, useTranslation } from 'shared-ui';
import { COLLECTION_NS } from '../collection-texts';
import type { useRemovals } from '../hooks/use-removals';
import { englishText } from '../model/favorite-kind';
import styles from './collection.module.css';

/** Longest text quoted in the snackbar (a long sentence is cut with …). */
const QUOTE_MAX = 40;

const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text);

/**
 * The bar at the bottom of the page after a removal: what was removed and 「元に戻す」 for a few
 * seconds. A removal made with the keyboard moves the focus to 「元に戻す」 (its button has gone
 * with the entry; Enter undoes at once, Tab goes on); the time stands still while the pointer or
 * the focus is on the bar. Undone from the keyboard, the focus goes to the list the entry returns to.
 */
export function UndoSnackbar({ removals }: { removals: ReturnType<typeof useRemovals> }) {
  const { t } = useTranslation(COLLECTION_NS);
  const { offered, pendingCount, announcement, keyboardKey } = removals;
  const undoButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const key = offered?.key;

  useEffect(() => {
    if (key && key === keyboardKey) undoButton.current?.focus();
  }, [key, keyboardKey]);

  const undo = () => {
    if (!offered) return;
    // The bar goes away under the focus: hand it to the list the entry returns to, not the page's top.
    const hadFocus = bar.current?.contains(document.activeElement) ?? false;
    const panel = document.getElementById(`collection-panel-${offered.tab}`);
    void removals.undo();
    if (hadFocus) panel?.focus();
  };

  const text = offered ? englishText(offered.item) : '';
  return (
    <>
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      {offered ? (
        <div
          ref={bar}
          className={styles.snackbar}
          role="status"
          aria-live="polite"
          onPointerEnter={removals.pause}
          onPointerLeave={removals.resume}
          onFocus={removals.pause}
          onBlur={removals.resume}
          data-testid="collection-undo-bar"
        >
          <span className={styles.snackbarText}>
            {text ? t('undo.removed', { text: quote(text) }) : t('undo.removedRecording')}
            {pendingCount > 1 ? <span className={styles.snackbarMore}>{t('undo.more', { count: pendingCount - 1 })}</span> : null}
          </span>
          <Button ref={undoButton} variant="secondary" width="auto" onClick={undo} data-testid="collection-undo">
            {t('undo.undo')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

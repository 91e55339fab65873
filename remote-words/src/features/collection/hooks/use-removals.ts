// The page's removals with undo (model/undo-queue.ts) wired to the server and the lists: the
// discard call goes out at once; undo waits for it, then adds the entry back as it was listed.
// Each list is read again once the server has the change, so the pages after a removal do not
// skip the entry that moved up into its place.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from 'shared-api';
import { showToast, useTranslation } from 'shared-ui';
import { discardFavorite } from '../api/discard-favorite';
import type { FavoriteEntry } from '../api/favorite-types';
import { FAVORITES_PATHS, type CollectionTab } from '../api/get-favorites';
import { restoreFavorite } from '../api/restore-favorite';
import { COLLECTION_NS } from '../collection-texts';
import { favoriteKey } from '../model/favorite-kind';
import {
  addRemoval,
  dropRemoval,
  emptyUndoQueue,
  expireRemovals,
  hiddenKeys,
  markGone,
  nextExpiry,
  offeredRemoval,
  pauseRemovals,
  resumeRemovals,
  takeRemoval,
  UNDO_MS,
  type Removal,
  type UndoQueue,
} from '../model/undo-queue';

export type FavoriteRemoval = Removal<FavoriteEntry> & { tab: CollectionTab };

/** Shows the failure unless the API client already did (a 400's message, the network dialog). */
function tell(error: unknown, message: string) {
  if (isApiError(error) && (error.handled || error.cancelled)) return;
  showToast(message);
}

export function useRemovals({ undoMs = UNDO_MS }: { undoMs?: number } = {}) {
  const { t } = useTranslation(COLLECTION_NS);
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<UndoQueue<FavoriteEntry>>(emptyUndoQueue);
  const queueRef = useRef(queue);
  queueRef.current = queue;
  /** The discard call of each pending removal: true once the server removed it. */
  const discards = useRef(new Map<string, Promise<boolean>>());
  const [announcement, setAnnouncement] = useState('');
  /** The removal made with the keyboard (the snackbar takes the focus for it). */
  const [keyboardKey, setKeyboardKey] = useState<string | null>(null);

  const reload = useCallback((tab: CollectionTab) => queryClient.invalidateQueries({ queryKey: [FAVORITES_PATHS[tab]] }), [queryClient]);

  const expiry = nextExpiry(queue);
  useEffect(() => {
    if (expiry === undefined) return;
    const timer = setTimeout(() => setQueue((current) => expireRemovals(current, Date.now()).queue), Math.max(0, expiry - Date.now()));
    return () => clearTimeout(timer);
  }, [expiry]);

  const remove = useCallback(
    (entry: FavoriteEntry, tab: CollectionTab, { keyboard = false }: { keyboard?: boolean } = {}) => {
      const key = favoriteKey(entry);
      if (discards.current.has(key)) return;
      setKeyboardKey(keyboard ? key : null);
      setQueue((current) => addRemoval(current, { key, item: entry, tab }, Date.now(), undoMs));
      const discarded = discardFavorite(entry).then(
        () => {
          void reload(tab);
          return true;
        },
        (error: unknown) => {
          setQueue((current) => dropRemoval(current, key));
          discards.current.delete(key);
          tell(error, t('undo.removeFailed'));
          return false;
        },
      );
      discards.current.set(key, discarded);
    },
    [reload, t, undoMs],
  );

  const undo = useCallback(async () => {
    const removal = offeredRemoval(queueRef.current) as FavoriteRemoval | undefined;
    if (!removal) return;
    setQueue((current) => resumeRemovals(takeRemoval(current, removal.key).queue, Date.now()));
    const discarded = await (discards.current.get(removal.key) ?? Promise.resolve(false));
    discards.current.delete(removal.key);
    if (!discarded) return;
    try {
      await restoreFavorite(removal.item);
      setAnnouncement(t('undo.restored'));
    } catch (error) {
      setQueue((current) => markGone(current, removal.key));
      tell(error, t('undo.restoreFailed'));
    } finally {
      void reload(removal.tab);
    }
  }, [reload, t]);

  const pause = useCallback(() => setQueue((current) => pauseRemovals(current, Date.now())), []);
  const resume = useCallback(() => setQueue((current) => resumeRemovals(current, Date.now())), []);
  const hidden = useMemo(() => hiddenKeys(queue), [queue]);

  return {
    remove,
    undo,
    pause,
    resume,
    hidden,
    offered: offeredRemoval(queue) as FavoriteRemoval | undefined,
    pendingCount: queue.pending.length,
    keyboardKey,
    /** A polite message for screen readers ("元に戻しました。"). */
    announcement,
  };
}

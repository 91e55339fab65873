import { useEffect, useRef, useState } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'shared-ui/router';
import { Button, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import type { FavoritesPage } from '../api/favorite-types';
import type { CollectionTab } from '../api/get-favorites';
import { COLLECTION_PATHS } from '../collection-paths';
import { COLLECTION_NS } from '../collection-texts';
import type { useRemovals } from '../hooks/use-removals';
import { favoriteKey } from '../model/favorite-kind';
import { mergePages, visibleTotal } from '../model/paging';
import { FavoriteItem } from './favorite-item';
import styles from './collection.module.css';

type Props = {
  tab: CollectionTab;
  data: InfiniteData<FavoritesPage>;
  list: Pick<UseInfiniteQueryResult<InfiniteData<FavoritesPage>>, 'hasNextPage' | 'isFetching' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'>;
  removals: ReturnType<typeof useRemovals>;
};

/**
 * One tab's entries, newest first. The next 40 are read when the end of the list scrolls into
 * view (a sentinel watched by an IntersectionObserver), or with 「もっと見る」 (keyboards, and
 * browsers without the observer); after more than one page, the end says so. Only one entry's
 * practice panel is open at a time.
 */
export function FavoriteList({ tab, data, list, removals }: Props) {
  const { t } = useTranslation(COLLECTION_NS);
  const entries = mergePages(data.pages, removals.hidden);
  const [practising, setPractising] = useState<string | null>(null);
  const { hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  // Not while the list is read again (after a removal): the pages must be counted afresh first.
  const canLoadMore = hasNextPage && !isFetching && !isFetchNextPageError;
  const loadMore = () => {
    if (canLoadMore) void fetchNextPage({ cancelRefetch: false });
  };
  const sentinel = useInfiniteScroll(canLoadMore, loadMore);

  if (entries.length === 0 && !hasNextPage) return <EmptyCollection tab={tab} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('listLabel', { tab: t(`tabs.${tab}`) })} data-testid="collection-list">
        {entries.map((entry) => {
          const key = favoriteKey(entry);
          return (
            <FavoriteItem
              key={key}
              entry={entry}
              practising={practising === key}
              onPractise={(open) => setPractising(open ? key : null)}
              onRemove={(keyboard) => removals.remove(entry, tab, { keyboard })}
            />
          );
        })}
      </ul>
      <div ref={sentinel} className={styles.more} data-testid="collection-more">
        {isFetchingNextPage ? (
          <span className={styles.muted} role="status">
            <Spinner /> {t('loadingMore')}
          </span>
        ) : isFetchNextPageError ? (
          <span role="alert" className={styles.row}>
            {t('moreFailed')}
            <Button variant="secondary" width="auto" onClick={() => void fetchNextPage()}>
              {t('retry')}
            </Button>
          </span>
        ) : hasNextPage ? (
          <Button variant="secondary" width="auto" disabled={isFetching} onClick={loadMore} data-testid="collection-load-more">
            {t('more')}
          </Button>
        ) : data.pages.length > 1 ? (
          <span className={styles.muted} data-testid="collection-end">
            {t('end', { count: visibleTotal(data.pages, removals.hidden) })}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** Calls `onVisible` whenever the returned element comes into view while `active`. */
function useInfiniteScroll(active: boolean, onVisible: () => void) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) latest.current();
    }, { rootMargin: '0px 0px 400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, active]);
  return setElement;
}

/** What the tab is for and where to collect things, instead of an empty list. */
function EmptyCollection({ tab }: { tab: CollectionTab }) {
  const { t } = useTranslation(COLLECTION_NS);
  return (
    <StatusBlock
      tone="empty"
      title={t(`empty.${tab}.title`)}
      detail={t(`empty.${tab}.detail`)}
      testId={`collection-empty-${tab}`}
      action={
        <div className={styles.row}>
          <Link to={COLLECTION_PATHS.textbooks} className={styles.linkButton} data-testid="collection-to-textbooks">
            {t('empty.toTextbooks')}
          </Link>
          {tab === 'words' ? (
            <Link to={COLLECTION_PATHS.dictionary} className={styles.linkButton} data-testid="collection-to-dictionary">
              {t('empty.toDictionary')}
            </Link>
          ) : null}
        </div>
      }
    />
  );
}

import { useRef } from 'react';
import { isApiError, useSession } from 'shared-api';
import { Link, useSearchParams } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { COLLECTION_TABS, useFavorites, type CollectionTab } from '../api/get-favorites';
import { COLLECTION_PATHS, collectionTabOf } from '../collection-paths';
import { COLLECTION_NS } from '../collection-texts';
import { useRemovals } from '../hooks/use-removals';
import { visibleTotal } from '../model/paging';
import { FavoriteList } from './favorite-list';
import { UndoSnackbar } from './undo-snackbar';
import styles from './collection.module.css';

/**
 * /my_collection: the student's collection in two tabs (words and sentences; recordings without
 * an English text), each entry to replay, practise aloud and remove with undo. College students
 * (isCollegeStudent = 1) have no collection feature: they get a page that says so, and nothing
 * is asked of the server (it would answer 403).
 */
export function CollectionPage() {
  const college = useSession((session) => session.flags.userAuth.isCollegeStudent === 1);
  return college ? <CollegeNotice /> : <CollectionScreen />;
}

function CollegeNotice() {
  const { t } = useTranslation(COLLECTION_NS);
  return (
    <Page title={t('title')} narrow testId="collection-page">
      <CollegeBlock detail={t('college.detail')} />
    </Page>
  );
}

function CollectionScreen() {
  const { t } = useTranslation(COLLECTION_NS);
  const [params, setParams] = useSearchParams();
  const tab = collectionTabOf(params);
  const lists = { words: useFavorites('words'), recordings: useFavorites('recordings') } as const;
  const removals = useRemovals();
  const tabRefs = useRef<Record<CollectionTab, HTMLButtonElement | null>>({ words: null, recordings: null });
  const list = lists[tab];

  const choose = (next: CollectionTab, focus = false) => {
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'words') query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[next]?.focus();
  };
  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern); Tab goes on into the list.
  const onTabKey = (event: React.KeyboardEvent, current: CollectionTab) => {
    const index = COLLECTION_TABS.indexOf(current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    choose(COLLECTION_TABS[(index + step + COLLECTION_TABS.length) % COLLECTION_TABS.length]!, true);
  };

  return (
    <Page title={t('title')} lead={t('lead')} narrow testId="collection-page">
      <div role="tablist" aria-label={t('tabsLabel')} className={styles.tabs}>
        {COLLECTION_TABS.map((entry) => {
          const pages = lists[entry].data?.pages;
          const selected = entry === tab;
          return (
            <button
              key={entry}
              ref={(element) => {
                tabRefs.current[entry] = element;
              }}
              type="button"
              role="tab"
              id={`collection-tab-${entry}`}
              aria-selected={selected}
              aria-controls={`collection-panel-${entry}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(entry)}
              onKeyDown={(event) => onTabKey(event, entry)}
              data-testid={`collection-tab-${entry}`}
            >
              {t(`tabs.${entry}`)}{' '}
              {pages ? (
                <span className={styles.tabCount} data-testid={`collection-count-${entry}`}>
                  {t('tabCount', { count: visibleTotal(pages, removals.hidden) })}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`collection-panel-${tab}`} aria-labelledby={`collection-tab-${tab}`} tabIndex={-1} className={styles.panel} data-testid={`collection-panel-${tab}`}>
        <QueryState query={list} renderError={(error) => (isApiError(error) && error.code === 403 ? <CollegeBlock detail={error.message} /> : undefined)}>
          {(data) => <FavoriteList key={tab} tab={tab} data={data} list={list} removals={removals} />}
        </QueryState>
      </div>
      <UndoSnackbar removals={removals} />
    </Page>
  );
}

/** The page of an account without the feature (also for the server's 403, when a flag changed since sign-in). */
function CollegeBlock({ detail }: { detail: string }) {
  const { t } = useTranslation(COLLECTION_NS);
  return (
    <StatusBlock
      tone="info"
      title={t('college.title')}
      detail={detail}
      testId="collection-college"
      action={
        <Link to={COLLECTION_PATHS.home} className={styles.linkButton}>
          {t('college.toHome')}
        </Link>
      }
    />
  );
}

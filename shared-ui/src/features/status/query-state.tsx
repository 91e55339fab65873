import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'shared-api';
import { Button } from '../button/button';
import { Spinner } from '../loading/loading-overlay';
import { StatusBlock } from './status-block';

/**
 * What QueryState reads of a query: TanStack Query's `useQuery` result fits as it is. Written
 * structurally so shared-ui needs no import of the query library.
 */
export type QueryLike<T> = {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
};

/** What a query holds once loaded (undefined only means not loaded yet). */
type DataOf<Q> = Q extends QueryLike<infer T> ? Exclude<T, undefined> : never;

/**
 * Several queries a screen needs together, as one for QueryState: pending until every one has
 * data, the first error otherwise, and Retry fetches again those that failed.
 */
export function combineQueries<const Queries extends readonly QueryLike<unknown>[]>(...queries: Queries): QueryLike<{ [K in keyof Queries]: DataOf<Queries[K]> }> {
  const failed = queries.find((query) => query.status === 'error' && query.data === undefined);
  const ready = queries.every((query) => query.data !== undefined);
  return {
    status: failed ? 'error' : ready ? 'success' : 'pending',
    data: ready ? (queries.map((query) => query.data) as { [K in keyof Queries]: DataOf<Queries[K]> }) : undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(queries.filter((query) => query.status === 'error').map((query) => query.refetch())),
  };
}

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The page's content, given the loaded data. */
  children: (data: T) => ReactNode;
  /** When true for the loaded data, the empty message shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** The empty message (default: 「まだありません。」). */
  empty?: ReactNode;
  /** The spinner's text (default: 「読み込み中…」). */
  loadingLabel?: string;
  /**
   * Shown instead of the error block for a failure the page explains itself (a 404 as
   * "not found"); return undefined to fall back to the error block with Retry.
   */
  renderError?: (error: unknown) => ReactNode | undefined;
};

/**
 * The one loading / error with Retry / empty / content switch of the portal. The API client has
 * already told the student about the failure (toast, network dialog) by the time the error block
 * shows; the block keeps the place of the content with a way to try again. Data already shown
 * stays shown while it reloads or if a reload fails.
 */
export function QueryState<T>({ query, children, isEmpty, empty, loadingLabel, renderError }: QueryStateProps<T>) {
  const { t } = useTranslation('ui');
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <StatusBlock tone="empty" title={empty ?? t('status.empty')} testId="query-empty" />;
    return <>{children(query.data)}</>;
  }
  if (query.status === 'error') {
    const custom = renderError?.(query.error);
    if (custom !== undefined) return <>{custom}</>;
    return (
      <StatusBlock
        tone="error"
        title={t('status.loadFailed')}
        detail={errorDetail(query.error)}
        testId="query-error"
        action={
          <Button variant="secondary" width="auto" onClick={() => void query.refetch()}>
            {t('status.retry')}
          </Button>
        }
      />
    );
  }
  return <Spinner label={loadingLabel} />;
}

/** The server's own message is shown (it is written for students); transport errors say only the summary. */
function errorDetail(error: unknown): string | undefined {
  if (isApiError(error) && typeof error.code === 'number') return error.message;
  return undefined;
}

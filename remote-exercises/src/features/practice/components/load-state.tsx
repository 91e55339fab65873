import type { ReactNode } from 'react';
import { Button, Spinner, useTranslation } from 'shared-ui';
import type { Loaded } from '../hooks/use-load';
import classes from './pages.module.css';

/** Spinner while loading, an error panel with retry, or the page. */
export function LoadState<T>({ loaded, reload, children }: { loaded: Loaded<T>; reload: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('exercises');
  if (loaded.state === 'loading') {
    return (
      <div className={classes.center}>
        <Spinner label={t('loading.page')} />
      </div>
    );
  }
  if (loaded.state === 'error') {
    return (
      <div className={classes.center} role="alert">
        <p>{t('loading.failed')}</p>
        <p className={classes.muted}>{loaded.message}</p>
        <Button onClick={reload}>{t('loading.retry')}</Button>
      </div>
    );
  }
  return <>{children(loaded.data)}</>;
}

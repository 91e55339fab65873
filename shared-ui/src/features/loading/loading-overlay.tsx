import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { loadingStore } from './loading-store';
import classes from './loading.module.css';

/** Busy indicator for calls that show loading (answer posts). Announced politely; blocks clicks. */
export function LoadingOverlay() {
  const active = useStore(loadingStore, (state) => state.active);
  const { t } = useTranslation('ui');
  if (!active) return null;
  return (
    <div className={classes.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={classes.spinner} aria-hidden="true" />
      <span className={classes.label}>{t('common.loading')}</span>
    </div>
  );
}

/** An inline spinner with text, for sections that are loading. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <div className={classes.inline} role="status">
      <span className={classes.spinner} aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

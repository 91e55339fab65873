import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { toastStore } from './toast-store';
import classes from './toaster.module.css';

/**
 * Renders the toasts. A polite live region, so screen readers announce each message without
 * moving focus. Mounted once by the host (inside `UiRoot`).
 */
export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const { t } = useTranslation('ui');
  return (
    <div className={classes.region} role="status" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={classes.toast} data-testid="toast">
          {toast.message}
        </div>
      ))}
    </div>
  );
}

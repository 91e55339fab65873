import type { UiAdapter } from 'shared-api';
import { showAlert, showNetworkError } from '../features/dialog/dialog-store';
import { setLoading } from '../features/loading/loading-store';
import { showToast } from '../features/toast/toast-store';

/**
 * The UI shared-api's error policy drives, built from shared-ui's toasts and dialogs. The host
 * registers it once: `registerUiAdapter(createUiAdapter())`.
 */
export function createUiAdapter(): UiAdapter {
  return {
    toast: (message, durationMs) => void showToast(message, durationMs),
    alert: (message, title) => showAlert(message, title === undefined ? {} : { title }),
    networkError: () => showNetworkError(),
    loading: setLoading,
  };
}

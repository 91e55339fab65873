import { DialogHost } from '../features/dialog/dialog-host';
import { LoadingOverlay } from '../features/loading/loading-overlay';
import { Toaster } from '../features/toast/toaster';
import '../styles/tokens.css';

/** Toasts, dialogs and the busy overlay. The host renders it once, beside the router. */
export function UiRoot() {
  return (
    <>
      <Toaster />
      <LoadingOverlay />
      <DialogHost />
    </>
  );
}

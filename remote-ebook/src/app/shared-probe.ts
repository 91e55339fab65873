// Exposed as ./shared-probe: this remote's instances of the shared singletons, compared by
// identity with the host's and another remote's in the e2e singleton test.
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as zustand from 'zustand';
import i18next from 'i18next';
import * as sharedApi from 'shared-api';
import * as sharedUi from 'shared-ui';
// react-router is shared through this module only (see shared-ui/src/router.ts).
import * as sharedRouter from 'shared-ui/router';
import * as sharedSpeech from 'shared-speech';

export const sharedModules: Record<string, unknown> = {
  react: react.useState,
  'react-dom': reactDom.createPortal,
  'react-router': sharedRouter.useNavigate,
  'react-router/dom': sharedRouter.RouterProvider,
  zustand: zustand.create,
  i18next,
  'react-i18next': sharedUi.useTranslation,
  'shared-api': sharedApi.sessionStore,
  'shared-ui': sharedUi.toastStore,
  'shared-speech': sharedSpeech.audioPlayer,
};

/** Writes through a shared store (the toast store of shared-ui) so another app can read it. */
export function showProbeToast(message: string): void {
  sharedUi.showToast(message);
}

/** Reads what is in the shared toast store now. */
export function readToasts(): string[] {
  return sharedUi.toastStore.getState().toasts.map((toast) => toast.message);
}

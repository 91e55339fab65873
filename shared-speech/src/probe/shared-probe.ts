// Exported as `shared-speech/probe` (shared-speech is the shared package built on the other two,
// so it may import all of them), a module that is NOT shared: every app (the host and each remote,
// where tooling/rspack-config.mjs exposes it as ./shared-probe) bundles its own copy, whose imports
// below resolve through that app's Module Federation share scope. The e2e singleton test compares
// the copies by identity: equal means one instance for the whole portal.
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as zustand from 'zustand';
import i18next from 'i18next';
import * as reactQuery from '@tanstack/react-query';
import * as sharedApi from 'shared-api';
import * as sharedUi from 'shared-ui';
// react-router is shared through this module only (see shared-ui/src/router.ts).
import * as sharedRouter from 'shared-ui/router';
import * as sharedSpeech from 'shared-speech';

/** One characteristic export of each shared module, as this app sees it. */
export const sharedModules: Record<string, unknown> = {
  react: react.useState,
  'react-dom': reactDom.createPortal,
  'react-router': sharedRouter.useNavigate,
  'react-router/dom': sharedRouter.RouterProvider,
  zustand: zustand.create,
  i18next,
  'react-i18next': sharedUi.useTranslation,
  '@tanstack/react-query': reactQuery.QueryClientProvider,
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

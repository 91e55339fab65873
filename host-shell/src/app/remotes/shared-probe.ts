// The host's instances of every shared singleton; remotes expose the same list as
// ./shared-probe, and the e2e singleton test compares them by identity.
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

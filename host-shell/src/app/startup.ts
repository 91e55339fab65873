// Runs after the registry is read and before first render (bootstrap.tsx awaits it): version
// marker and decryption of local storage, session restore, i18n, the UI the API client's error
// policy drives, then the outage check, user info and config together.
import { appInfoApi, fallBackToDefaultConfig, followOtherTabs, getSession, queryClient, registerUiAdapter, restoreSession, setConfig, storage } from 'shared-api';
import { createUiAdapter, i18n, initI18n } from 'shared-ui';
import { startBrandWatch } from '../features/header/brand-watch';
import { prefetchHome } from '../features/home/prefetch-home';
import { checkServiceStatus } from '../features/outage/outage-store';
import { startTokenWatch } from '../features/session/token-watch';
import { loadUserInfo } from '../features/session/user-info';
import { registerShellTexts, SHELL_NS } from '../lib/shell-texts';

/** Loads the scoring config; the bundled default (with local overrides) when that fails. */
export async function loadConfig(): Promise<void> {
  try {
    setConfig(await appInfoApi.fetchClientConfig());
  } catch (error) {
    console.warn('client config could not be loaded; using the bundled default', error);
    fallBackToDefaultConfig();
  }
}

export async function startShell(): Promise<void> {
  await storage.init();
  restoreSession();
  followOtherTabs();
  registerShellTexts();
  await initI18n();
  registerUiAdapter(createUiAdapter());
  if (opensHome()) prefetchHome(queryClient);
  document.title = i18n.t('app.title', { ns: SHELL_NS });
  await Promise.all([checkServiceStatus(), loadConfig(), getSession().token ? loadUserInfo() : Promise.resolve(false)]);
  startTokenWatch();
  startBrandWatch();
}

/** A signed-in student arriving at the home page (directly, or at / unless a college student, who starts at bookList). */
function opensHome(): boolean {
  const { token, flags } = getSession();
  const path = window.location.pathname;
  return token !== null && (path === '/home' || (path === '/' && !flags.college));
}

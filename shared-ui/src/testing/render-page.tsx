import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
// A memory router from react-router itself, the module the components' hooks (through
// shared-ui/router) come from; react-router/dom's provider is the browser's.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createQueryClient, registerUiAdapter, restoreSession, signIn, storage } from 'shared-api';
import { initI18n } from '../lib/i18n';
import { createUiAdapter } from '../app/ui-adapter';
import { UiRoot } from '../app/ui-root';
import { dialogStore } from '../features/dialog/dialog-store';
import { toastStore } from '../features/toast/toast-store';

/**
 * Signs a student in (token, id) with Japanese texts, and lets the API client's error policy show
 * its toasts and dialogs as the host does: call once in beforeAll.
 */
export async function startTestSession(studentId = 3): Promise<void> {
  await initI18n({ lng: 'ja' });
  await storage.init();
  restoreSession();
  signIn('test-token', studentId);
  registerUiAdapter(createUiAdapter());
}

/**
 * Renders one page as the portal does: inside a data router at `url` (matched by `path`), with a
 * fresh query cache and the toasts, dialogs and busy overlay of shared-ui. Other paths the page
 * navigates to render their path as text, so tests can see where it went.
 */
export function renderPage(element: ReactNode, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  // What an earlier test left on screen is not this page's.
  toastStore.setState({ toasts: [] });
  dialogStore.setState({ queue: [] });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="navigated-to">elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <UiRoot />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

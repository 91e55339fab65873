// React, react-router, zustand, i18next, TanStack Query and the shared-* packages are one
// instance across the host and two different remotes (react-router through shared-ui/router, the
// only way apps import it); a store written by one remote is read
// by the other and by the host.
import { expect, test } from '../../src/fixtures';

type Probe = { sharedModules: Record<string, unknown>; showProbeToast: (message: string) => void; readToasts: () => string[] };

test('shared modules are singletons across the host and two remotes', async ({ loggedInPage: page }) => {
  await page.goto('/dictionary/index');
  await expect(page.getByTestId('search-input')).toBeVisible();
  await page.goto('/ebook/index');
  await expect(page.getByTestId('book-card').first()).toBeVisible();

  const result = await page.evaluate(async () => {
    const portal = window.__portal!;
    const host = await portal.sharedModules();
    const words = (await portal.loadRemoteModule('remote_words/shared-probe')) as Probe;
    const ebook = (await portal.loadRemoteModule('remote_ebook/shared-probe')) as Probe;
    const identity = Object.fromEntries(
      Object.keys(host).map((key) => [key, { defined: host[key] !== undefined, words: words.sharedModules[key] === host[key], ebook: ebook.sharedModules[key] === host[key] }]),
    );
    const marker = `probe-${Date.now()}`;
    words.showProbeToast(marker);
    return { identity, marker, readByEbook: ebook.readToasts() };
  });

  expect(Object.keys(result.identity).sort()).toEqual(
    ['@tanstack/react-query', 'i18next', 'react', 'react-dom', 'react-i18next', 'react-router', 'react-router/dom', 'shared-api', 'shared-speech', 'shared-ui', 'zustand'].sort(),
  );
  for (const [module, same] of Object.entries(result.identity)) {
    expect(same, module).toEqual({ defined: true, words: true, ebook: true });
  }
  expect(result.readByEbook).toContain(result.marker);
  // The host renders the toast the remote wrote: one store, read by the shell.
  await expect(page.getByText(result.marker)).toBeVisible();
});

// Issue 2, e2e (3): one remote's files stop being served. The shell and another remote keep
// working, the remote's area shows the Japanese fallback, and the page recovers by itself
// (no reload, no click) when the files come back.
import fs from 'node:fs';
import path from 'node:path';
import { activeVersion, expect, test } from '../../src/fixtures';

const REMOTE = 'remote-ebook';

test('a remote that cannot load shows its fallback and recovers by itself', async ({ portal, loggedInPage: page }) => {
  const version = activeVersion(portal.url, REMOTE)!;
  const folder = path.join(portal.storeDir, REMOTE, version);
  const hidden = `${folder}.offline`;
  fs.renameSync(folder, hidden);
  try {
    await page.goto('/ebook/index');
    const fallback = page.locator(`[data-remote-fallback="${REMOTE}"]`);
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('heading', { name: 'この画面を表示できません' })).toBeVisible();
    await expect(fallback.getByRole('button', { name: '再試行' })).toBeVisible();

    // The shell and another remote still work, in the same page (client-side navigation).
    const mainMenu = page.getByRole('navigation', { name: 'メインメニュー' });
    await mainMenu.getByRole('link', { name: '英検' }).click();
    await expect(page).toHaveURL(/\/testing$/);
    await expect(page.getByTestId('level-card').first()).toBeVisible();
    await mainMenu.getByRole('link', { name: 'ホーム' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Back to the broken remote with the back button: still the fallback, the shell around it.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/ebook\/index$/);
    await expect(fallback).toBeVisible();
    await expect(mainMenu).toBeVisible();
  } finally {
    fs.renameSync(hidden, folder);
  }
  // Files are back: the area recovers on its own retry schedule.
  await expect(page.getByTestId('book-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`[data-remote-fallback="${REMOTE}"]`)).toHaveCount(0);
});

test('an unreadable registry falls back to the last one this browser saw', async ({ loggedInPage: page }) => {
  await page.goto('/arena/index');
  await expect(page.getByTestId('battle-type').first()).toBeVisible();
  expect(await page.evaluate(() => window.__portal?.registrySource)).toBe('network');

  // The registry request fails (network error), then answers garbage: both times the shell
  // starts from the copy it kept, and remotes still load.
  await page.route('**/registry.json', (route) => route.abort('connectionfailed'));
  await page.reload();
  await expect(page.getByTestId('battle-type').first()).toBeVisible();
  expect(await page.evaluate(() => window.__portal?.registrySource)).toBe('last-seen');
  await page.unroute('**/registry.json');

  await page.route('**/registry.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"remotes": "broken"' }));
  await page.goto('/ebook/index');
  await expect(page.getByTestId('book-card').first()).toBeVisible();
  expect(await page.evaluate(() => window.__portal?.registrySource)).toBe('last-seen');
});

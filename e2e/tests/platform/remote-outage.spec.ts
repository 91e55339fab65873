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

// Issue 2, e2e (1): two versions of one remote are published with the team's command; ops
// switch between them and roll back; the portal shows each on the next page load, and the
// host is never rebuilt (its files stay the same).
import { activeVersion, ensurePublished, expect, remoteVersionLabel, test } from '../../src/fixtures';

const REMOTE = 'remote-arena';

test('ops switch a remote between versions and roll back without rebuilding the host', async ({ portal, loggedInPage: page, ops }) => {
  test.setTimeout(240_000);
  ensurePublished(portal.url, REMOTE, '2.0.0');
  ensurePublished(portal.url, REMOTE, '2.1.0');
  const original = activeVersion(portal.url, REMOTE);
  expect(original).toBe('1.0.0');

  await page.goto('/arena/index');
  await expect(remoteVersionLabel(page, REMOTE)).toHaveAttribute('data-version', '1.0.0');
  await expect(page.getByTestId('battle-type').first()).toBeVisible();
  const hostScripts = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));

  ops('activate', REMOTE, '2.0.0');
  await page.reload();
  await expect(remoteVersionLabel(page, REMOTE)).toHaveAttribute('data-version', '2.0.0');
  await expect(page.getByTestId('battle-type').first()).toBeVisible();

  ops('activate', REMOTE, '2.1.0');
  await page.reload();
  await expect(remoteVersionLabel(page, REMOTE)).toHaveAttribute('data-version', '2.1.0');
  expect(await page.evaluate(() => window.__portal?.registry.remotes.find((r) => r.name === 'remote-arena')?.version)).toBe('2.1.0');

  const rollback = ops<{ from_version: string; version: string }>('rollback', REMOTE);
  expect(rollback).toMatchObject({ from_version: '2.1.0', version: '2.0.0' });
  await page.reload();
  await expect(remoteVersionLabel(page, REMOTE)).toHaveAttribute('data-version', '2.0.0');

  // Deep link and back button on the remote's route, with the rolled-back version.
  await page.goto('/home');
  await page.goto('/arena/index');
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await page.goForward();
  await expect(remoteVersionLabel(page, REMOTE)).toHaveAttribute('data-version', '2.0.0');

  const hostScriptsAfter = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  expect(hostScriptsAfter).toEqual(hostScripts);

  const history = ops<{ action: string; from_version: string | null; to_version: string | null; actor: string }[]>('history', REMOTE);
  expect(history.slice(0, 3).map((e) => [e.action, e.from_version, e.to_version, e.actor])).toEqual([
    ['rollback', '2.1.0', '2.0.0', 'ops01'],
    ['activate', '2.0.0', '2.1.0', 'ops01'],
    ['activate', '1.0.0', '2.0.0', 'ops01'],
  ]);

  // Leave the portal as the other specs expect it.
  ops('rollback', REMOTE);
  expect(activeVersion(portal.url, REMOTE)).toBe(original);
});

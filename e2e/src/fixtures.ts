// Fixtures every e2e spec can use:
//   import { test, expect } from '../../src/fixtures';
//   test('...', async ({ portal, loggedInPage, loginAs, ops }) => { ... });
// - portal: the portal's URL, its DATA_DIR and the remote store folder
// - loggedInPage: a page signed in as biz01 through the real login form
// - loginAs(page, account): sign a page in as another demo account (password pass1234)
// - ops: run the operations CLI against this portal (JSON output parsed)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { OPS_CLI, REPO_ROOT } from './paths';

export const DEMO_PASSWORD = 'pass1234';

export type Portal = { url: string; dataDir: string; storeDir: string };
export type OpsCli = <T = unknown>(...args: string[]) => T;

export async function loginAs(page: Page, account = 'biz01', password = DEMO_PASSWORD): Promise<Page> {
  await page.goto('/login');
  await page.getByLabel('ID またはメールアドレス').fill(account);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

export function runOps<T = unknown>(portalUrl: string, ...args: string[]): T {
  const result = spawnSync(process.execPath, [OPS_CLI, ...args, '--json', '--portal', portalUrl], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`portal-ops ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout) as T;
}

export type RemoteSummary = { name: string; active_version: string | null; versions: { version: string }[] };

/**
 * Builds `remote` as `version` with the team's publish command and uploads it to this
 * portal, unless the store already has that version.
 */
export function ensurePublished(portalUrl: string, remote: string, version: string): void {
  const remotes = runOps<RemoteSummary[]>(portalUrl, 'list');
  if (remotes.find((r) => r.name === remote)?.versions.some((v) => v.version === version)) return;
  const result = spawnSync('pnpm', ['--filter', remote, 'publish-remote', '--', '--version', version, '--portal', portalUrl], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`publish-remote ${remote} ${version} failed:\n${result.stderr}${result.stdout}`);
}

export function activeVersion(portalUrl: string, remote: string): string | null {
  return runOps<RemoteSummary[]>(portalUrl, 'list').find((r) => r.name === remote)?.active_version ?? null;
}

/** The version label the remote's own build renders on its pages. */
export function remoteVersionLabel(page: Page, remote: string) {
  return page.locator(`[data-testid="remote-version"][data-remote="${remote}"]`);
}

export const test = base.extend<{ portal: Portal; loggedInPage: Page; loginAs: typeof loginAs; ops: OpsCli }>({
  // Playwright needs the (empty) destructuring pattern to see that the fixture has no dependencies.
  // eslint-disable-next-line no-empty-pattern
  portal: async ({}, use) => {
    const url = process.env.PORTAL_URL;
    const dataDir = process.env.E2E_DATA_DIR;
    if (!url || !dataDir) throw new Error('PORTAL_URL / E2E_DATA_DIR not set: run through playwright.config.ts (global setup)');
    await use({ url, dataDir, storeDir: path.join(dataDir, 'remotes') });
  },
  loggedInPage: async ({ page }, use) => {
    await use(await loginAs(page));
  },
  // eslint-disable-next-line no-empty-pattern
  loginAs: async ({}, use) => {
    await use(loginAs);
  },
  ops: async ({ portal }, use) => {
    await use(((...args: string[]) => runOps(portal.url, ...args)) as OpsCli);
  },
});

export { expect };

// Helpers for the shell's e2e specs (issue 4): axe checks, screenshots, the operations API,
// and the portal's own API for arranging state.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { REPO_ROOT } from '../src/paths';
import { freePort, seedPortal, startServer, stopServer, waitUntilUp } from '../src/server-process';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'screenshots');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe on the page and fails on serious or critical violations (listing them). */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // axe waits on timers (its queue, frame pings), and Chromium throttles the timers of a page in
  // the background. With a second student's page opened after this one (arena), a run once
  // outlasted its test's three minutes; the likeliest cause is that throttling, so the page
  // checked is brought to the front first.
  await page.bringToFront();
  // Evaluated through the DevTools protocol, not as an inline <script>: the portal's
  // Content-Security-Policy (script-src 'self') refuses inline scripts, as it should.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target })) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** Saves a screenshot under e2e/screenshots/ (git-ignored) for people to look at. */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Fixed header and menu are drawn where they belong only from the top of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

type Wrapper<T> = { code: number; errcode: number; errmsg: string; data: T };

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Wrapper<T>;
  if (body.errcode !== 0) throw new Error(`${init.method ?? 'GET'} ${url}: ${body.errcode} ${body.errmsg}`);
  return body.data;
}

/** Signs in to the API directly (not through the browser). */
export async function apiLogin(portalUrl: string, account: string, password = 'pass1234'): Promise<{ token: string; student_id: number }> {
  return call(`${portalUrl}/v3/student/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ account, password }) });
}

/** A student API call with a token from apiLogin. */
export async function studentGet<T>(portalUrl: string, session: { token: string; student_id: number }, pathname: string, params: Record<string, string> = {}): Promise<T> {
  const query = new URLSearchParams({ ...params, student_id: String(session.student_id) });
  return call(`${portalUrl}/v3${pathname}?${query}`, { headers: { authorization: `Bearer ${session.token}` } });
}

/** A student API post (form fields) with a token from apiLogin: data set up the way the pages would. */
export async function studentPost<T>(portalUrl: string, session: { token: string; student_id: number }, pathname: string, fields: Record<string, string>): Promise<T> {
  const query = new URLSearchParams({ student_id: String(session.student_id) });
  return call(`${portalUrl}/v3${pathname}?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

/** Sets the service status the start-up check reads (operations API, as ops01). */
export async function setServiceStatus(portalUrl: string, mode: 'disabled' | 'tips' | 'normal', content = ''): Promise<void> {
  const ops = await call<{ token: string }>(`${portalUrl}/ops/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ account: 'ops01', password: 'pass1234' }) });
  await call(`${portalUrl}/ops/service-status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ops.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode, opt_content: content }),
  });
}

/** The main navigation landmark of the shell. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });

/**
 * A portal-server of the test's own (fresh seeded DATA_DIR, free port), for tests that stop
 * and restart the server without disturbing the shared one. The host is the same built dist.
 */
export class OwnPortal {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shell-e2e-'));
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async create(): Promise<OwnPortal> {
    const portal = new OwnPortal(await freePort());
    seedPortal(portal.dataDir, { dictionary: 'subset', aiLessonVideos: false });
    await portal.start();
    return portal;
  }

  async start(): Promise<void> {
    this.child = startServer('portal-server', { PORT: String(this.port), DATA_DIR: this.dataDir, SPEECH_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'warn' }, this.dataDir);
    await waitUntilUp(`${this.url}/v3/app/service-check`, this.child, 'portal-server', this.dataDir);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    await stopServer(child);
  }

  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Signs a page in through the login form (for pages on a portal other than the shared one). */
export async function loginOn(page: Page, account: string, password = 'pass1234'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('ID またはメールアドレス').fill(account);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

// Issue 20, in Debian Chromium: the portal works under its Content-Security-Policy and with
// authorised speech addresses.
// - Every page route (the host's and each remote's own route list, read from the running remotes)
//   is opened with a violation listener (securitypolicyviolation events and console reports): none.
// - The headers of /, /home, a remote's entry, a chunk and an API answer are written to
//   e2e/reports/security-headers.json.
// - On the e2e portal, whose speech addresses live E2E_SPEECH_ADDRESS_TTL_SECONDS (20 s), a spoken
//   answer is recorded and scored; then the kept addresses expire while the student pauses, and the
//   next reading aloud and the model sentence go on without an error: the refused address is
//   renewed unseen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, loginAs, test } from '../src/fixtures';
import { REPO_ROOT } from '../src/paths';
import { E2E_SPEECH_ADDRESS_TTL_SECONDS } from '../src/server-process';
import { loginOn, saveScreenshot } from './shell-support';
import { launchWithMicrophone, speak, type Recording } from './spoken-support';

const REPORT = path.join(REPO_ROOT, 'e2e', 'reports', 'security-headers.json');
const SENTENCE = 'I like to read books in the library after school.';
const SCORING_ERRORS = ['採点中にエラーが発生しました', 'ネットワークに接続できないため採点できませんでした', '採点サーバーが混み合っています', '音声を再生できませんでした'];

/** Collects every CSP violation of a browser context: the DOM event (across page loads) and Chromium's console report. */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => violations.push(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const onConsole = (page: Page) =>
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(message.text())) violations.push(`${page.url()}: console: ${message.text()}`);
    });
  context.pages().forEach(onConsole);
  context.on('page', onConsole);
  return violations;
}

/** Waits until the page has had no request in flight for a moment (a condition, not a pause). */
async function settle(page: Page, inflight: { count: number; last: number }): Promise<void> {
  await expect.poll(() => inflight.count === 0 && Date.now() - inflight.last > 250, { timeout: 20_000, intervals: [50] }).toBe(true);
}

function trackRequests(page: Page) {
  const inflight = { count: 0, last: Date.now() };
  const done = () => {
    inflight.count = Math.max(0, inflight.count - 1);
    inflight.last = Date.now();
  };
  page.on('request', () => {
    inflight.count += 1;
    inflight.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return inflight;
}

/** The host's own paths, from its route table (host-shell/src/app/host-routes.tsx). */
function hostPaths(): string[] {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'host-shell', 'src', 'app', 'host-routes.tsx'), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!).filter((route) => route !== '*');
}

/** A concrete URL for a route pattern (`:id` parameters get a sample value). */
const concrete = (route: string) => route.replace(/:[A-Za-z_]+\??/g, '1').replace(/\/\*$/, '');

test.describe('security', () => {
  test('every page route renders under the Content-Security-Policy with no violation', async ({ browser, portal }) => {
    test.setTimeout(360_000);
    const context = await browser.newContext({ baseURL: portal.url, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const violations = await watchCsp(context);
    const page = await context.newPage();
    const inflight = trackRequests(page);

    // Signed out: the login page and the operations page (signed in there too, so its script runs).
    for (const url of ['/', '/login']) {
      await page.goto(url);
      await settle(page, inflight);
    }
    await page.goto('/ops');
    await page.getByLabel('ID', { exact: true }).fill('ops01');
    await page.getByLabel('パスワード', { exact: true }).fill('pass1234');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('heading', { name: 'リモートとバージョン' })).toBeVisible();
    await settle(page, inflight);
    await page.goto('/ops/overrides/clear');
    for (const legal of ['terms', 'privacy', 'third-party-sdk', 'permission-license', 'support']) await page.goto(`/site/legal/${legal}.html`);

    await loginAs(page, 'biz02');
    await page.goto('/home');
    await settle(page, inflight);

    const remotePaths = await page.evaluate(async () => {
      const portalWindow = window.__portal!;
      const found: string[] = [];
      type Route = { path?: string; children?: Route[] };
      const walk = (routes: Route[], parent: string) => {
        for (const route of routes) {
          const full = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
          if (route.path !== undefined) found.push(full);
          if (route.children) walk(route.children, full);
        }
      };
      const perRemote: Record<string, number> = {};
      for (const remote of portalWindow.registry.remotes) {
        const before = found.length;
        const module = (await portalWindow.loadRemoteModule(`${remote.name.replace(/-/g, '_')}/routes`)) as { routes: Route[] };
        walk(module.routes, '');
        perRemote[remote.name] = found.length - before;
      }
      return { found, perRemote };
    });
    const routes = [...new Set([...hostPaths(), ...remotePaths.found].map(concrete).filter((route) => route.startsWith('/')))];
    // Every remote contributes its routes (none was skipped because it failed to load).
    for (const [remote, count] of Object.entries(remotePaths.perRemote)) expect(count, remote).toBeGreaterThan(0);
    console.info(`security e2e: walking ${routes.length} routes (${JSON.stringify(remotePaths.perRemote)}): ${routes.join(' ')}`);

    // A full load of each remote's first route (its entry and chunks from a cold page), then every
    // route by the router, as a student moves through the portal.
    const firstOfEachRemote = await page.evaluate(() => window.__portal!.registry.remotes.map((remote) => remote.prefixes[0]!));
    for (const prefix of firstOfEachRemote) {
      await page.goto(concrete(prefix));
      await settle(page, inflight);
    }
    // Each route opens a screen of its own: none sends the student back to the start or home page.
    const sentHome: string[] = [];
    for (const route of routes) {
      await page.evaluate((url) => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await settle(page, inflight);
      const landed = new URL(page.url()).pathname;
      if (!['/', '/home', '/login'].includes(route.split('?')[0]!) && ['/', '/home'].includes(landed)) sentHome.push(`${route} -> ${landed}`);
      await saveScreenshot(page, `route${route.replace(/[^A-Za-z0-9]+/g, '-')}`);
    }
    expect(sentHome, 'routes that land on / or /home').toEqual([]);

    // A second browser: a student who signs in and comes back to the home page in a new tab. (A
    // storage state cannot carry the session: its token is encrypted with a key the browser keeps
    // unexportable in IndexedDB.)
    const returning = await browser.newContext({ baseURL: portal.url, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const returningViolations = await watchCsp(returning);
    await (await loginAs(await returning.newPage(), 'biz02')).close();
    const again = await returning.newPage();
    await again.goto('/home');
    await expect(again).toHaveURL(/\/home$/);
    await settle(again, trackRequests(again));

    test.info().annotations.push({ type: 'routes', description: String(routes.length) });
    expect([...violations, ...returningViolations]).toEqual([]);
    await returning.close();
    await context.close();
  });

  test('pages, files and the API carry the security headers', async ({ page, portal }) => {
    const login = await page.request.post(`${portal.url}/v3/student/login`, { form: { account: 'biz02', password: 'pass1234' } });
    const { token, student_id: studentId } = ((await login.json()) as { data: { token: string; student_id: number } }).data;
    const registry = (await (await page.request.get(`${portal.url}/registry.json`)).json()) as { remotes: { name: string; entry: string }[] };
    // The registry names each remote's manifest; the script the host runs is the remoteEntry.js beside it.
    const manifest = registry.remotes[0]!.entry;
    const entry = manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js');
    const html = await (await page.request.get(`${portal.url}/`)).text();
    const chunk = /src="(\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeDefined();
    const urls: Record<string, string> = {
      '/': '/',
      '/home': '/home',
      'remote manifest': manifest,
      'remote entry': entry,
      chunk: chunk!,
      'API answer': `/v3/student/info?student_id=${studentId}`,
    };
    const report: Record<string, { url: string; status: number; headers: Record<string, string> }> = {};
    for (const [name, url] of Object.entries(urls)) {
      const response = await page.request.get(new URL(url, portal.url).toString(), { headers: { authorization: `Bearer ${token}` } });
      const headers = response.headers();
      report[name] = { url, status: response.status(), headers };
      expect(response.status(), name).toBe(200);
      expect(headers['content-security-policy'], name).toContain("default-src 'self'");
      expect(headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], name).toBe('DENY');
      expect(headers['referrer-policy'], name).toBe('same-origin');
      expect(headers['permissions-policy'], name).toContain('microphone=(self)');
      expect(headers['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(headers['x-content-type-options'], name).toBe('nosniff');
    }
    fs.mkdirSync(path.dirname(REPORT), { recursive: true });
    fs.writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  });
});

test.describe('authorised speech addresses', () => {
  let workDir = '';
  let reading: Recording;
  let browser: Browser;

  test.beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-speech-'));
    reading = speak(workDir, 'reading', SENTENCE);
    browser = await launchWithMicrophone(reading.wav);
  });

  test.afterAll(async () => {
    await browser?.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('a spoken answer is scored, and addresses that expire while the student pauses are renewed unseen', async ({ portal }) => {
    test.skip(!fs.existsSync(path.join(REPO_ROOT, 'speech-server', 'src', 'main.ts')), 'no speech-server in this checkout');
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL: portal.url, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const violations = await watchCsp(context);
    const page = await context.newPage();
    const sockets: { url: string; frames: number }[] = [];
    page.on('websocket', (socket) => {
      const entry = { url: socket.url(), frames: 0 };
      sockets.push(entry);
      socket.on('framereceived', () => (entry.frames += 1));
    });
    const issued: { url: string; at: number; expiresIn: number }[] = [];
    const readings: { url: string; status: number }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/v3/app/new-evaluation-service') {
        const body = (await response.json()) as { data: { evaluation_server_url: string; expires_in: number } };
        issued.push({ url: body.data.evaluation_server_url, at: Date.now(), expiresIn: body.data.expires_in });
      }
      if (url.pathname === '/speech/tts') readings.push({ url: response.url(), status: response.status() });
    });
    const noScoringError = async () => {
      for (const text of SCORING_ERRORS) await expect(page.getByText(text)).toHaveCount(0);
    };

    await loginOn(page, 'biz03');
    await page.goto('/speech-check');
    await page.getByRole('button', { name: '自分で英文を入力する' }).click();
    await page.getByLabel('読む英文（英語）').fill(SENTENCE);
    await page.getByRole('button', { name: 'この英文で練習する' }).click();

    const listen = async () => {
      const before = readings.length;
      await page.getByRole('region', { name: '読む英文' }).getByRole('button', { name: 'お手本を聞く' }).click();
      await expect.poll(() => readings.length).toBeGreaterThan(before);
      expect([200, 206]).toContain(readings.at(-1)!.status);
    };
    const readAloud = async () => {
      await page.getByTestId('speech-check-record').click();
      const stop = page.getByTestId('speech-check-stop');
      await expect(stop).toBeVisible();
      // The fake microphone plays the recording in real time from the moment it opens.
      await expect.poll(async () => Number(/\d+/.exec(await stop.innerText())?.[0] ?? 99), { timeout: 60_000 }).toBeLessThanOrEqual(Math.floor(20 - reading.seconds - 0.5));
      await stop.click();
      await expect(page.getByTestId('speech-check-result')).toBeVisible({ timeout: 60_000 });
      const score = Number(/(\d+)点/.exec((await page.getByTestId('score-total').innerText()).replace(/\s+/g, ''))?.[1]);
      expect(score).toBeGreaterThan(0);
      return score;
    };

    // First reading: the model sentence, then a spoken answer recorded and scored.
    await listen();
    const firstScore = await readAloud();
    expect(sockets).toHaveLength(1);

    // The student pauses until the address kept for the next take has expired on the portal.
    await expect.poll(() => issued.length).toBeGreaterThanOrEqual(2);
    const kept = issued.at(-1)!;
    expect(kept.expiresIn).toBe(E2E_SPEECH_ADDRESS_TTL_SECONDS);
    await expect.poll(() => Date.now(), { timeout: (kept.expiresIn + 10) * 1000, intervals: [500] }).toBeGreaterThan(kept.at + kept.expiresIn * 1000 + 500);

    // The model sentence plays with a renewed text-to-speech address, and the reading is scored:
    // the expired address was refused (a socket that heard nothing) and a fresh one used.
    await listen();
    const secondScore = await readAloud();
    expect(sockets).toHaveLength(3);
    expect(sockets[1]).toEqual({ url: kept.url, frames: 0 });
    expect(sockets[2]!.url).not.toBe(kept.url);
    expect(sockets[2]!.frames).toBeGreaterThan(0);
    const ticket = (url: string) => new URL(url).searchParams.get('auth');
    expect(ticket(readings.at(-1)!.url)).not.toBe(ticket(readings[0]!.url));
    await noScoringError();
    expect(violations).toEqual([]);
    test.info().annotations.push({ type: 'scores', description: `first ${firstScore}, after the renewal ${secondScore}` });
    await saveScreenshot(page, 'security-speech-renewed');
    await context.close();
  });
});

// What the browser benchmarks share: a seeded portal of their own serving the built front ends,
// the account they sign in as, and the mobile profile they measure on (Lighthouse's phone).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { OPS_CLI, REMOTES, REPO_ROOT } from '../src/paths';
import { freePort, seedPortal, startServer, stopServer, waitUntilUp } from '../src/server-process';

export const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'biz01';
export const PASSWORD = 'pass1234';
export const THROTTLE = {
  cpuRate: Number(process.env.BENCH_CPU_RATE ?? 4),
  latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 150),
  downloadBytesPerSecond: Number(process.env.BENCH_DOWN_BPS ?? 200_000),
  uploadBytesPerSecond: Number(process.env.BENCH_UP_BPS ?? 93_750),
};
/** Lighthouse's mobile screen (Moto G Power): what a student's phone shows. */
export const VIEWPORT = { width: 412, height: 823 };
export const DEVICE_SCALE = 1.75;
const BUILD_ROOT = path.resolve(process.env.BENCH_BUILD_ROOT ?? REPO_ROOT);

/** A fresh seeded portal serving the built front ends, as the e2e global setup makes one. */
export async function startOwnPortal(): Promise<{ url: string; stop: () => Promise<void> }> {
  const missing = [path.join('host-shell', 'dist', 'index.html'), ...REMOTES.map((r) => path.join(r, 'dist', 'portal-remote.json'))].filter((f) => !fs.existsSync(path.join(BUILD_ROOT, f)));
  if (missing.length) throw new Error(`bench needs the built front end (bash scripts/build-all.sh) in ${BUILD_ROOT}; missing: ${missing.join(', ')}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // Nothing listens on port 9: the seed makes item audio from the TTS cache or a speech-server
  // of its own, and /home needs no speech.
  const speechUrl = 'http://127.0.0.1:9';
  let portal: ReturnType<typeof startServer> | null = null;
  const stop = async () => {
    await stopServer(portal);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.info(`bench: seeding ${dataDir}`);
    // Seeded as before the seed took needs (videos included), so earlier bench numbers still compare.
    seedPortal(dataDir, { speechUrl, dictionary: 'subset', aiLessonVideos: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const hostDist = path.join(BUILD_ROOT, 'host-shell', 'dist');
    portal = startServer('portal-server', { PORT: String(port), DATA_DIR: dataDir, SPEECH_URL: speechUrl, LOG_LEVEL: 'warn', HOST_DIST: hostDist }, dataDir);
    await waitUntilUp(`${url}/registry.json`, portal, 'portal-server', dataDir);
    for (const remote of REMOTES) {
      const published = spawnSync(process.execPath, [OPS_CLI, 'publish', path.join(BUILD_ROOT, remote, 'dist'), '--activate-if-none', '--portal', url], { cwd: REPO_ROOT, encoding: 'utf8' });
      if (published.status !== 0) throw new Error(`bench: publishing ${remote} failed\n${published.stdout}${published.stderr}`);
    }
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The API answers this account (the seed ran, the password is right) before any browser starts. */
export async function checkApiLogin(base: string): Promise<void> {
  const response = await fetch(`${base}/v3/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: ACCOUNT, password: PASSWORD }),
  });
  const body = (await response.json()) as { code?: number; errmsg?: string; data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`bench: API login as ${ACCOUNT} failed (${response.status}): ${body.errmsg ?? JSON.stringify(body)}`);
}

export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('ID またはメールアドレス').fill(ACCOUNT);
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL(/\/home$/);
  await page.locator('[data-testid=home-module]').first().waitFor();
}


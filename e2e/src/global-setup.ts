// Starts the portal the e2e tests run against: a fresh DATA_DIR, seeded; speech-server when
// the repository has one; portal-server on a free port serving the built host; every remote's
// dist/ published to the store and activated. Tests read PORTAL_URL and E2E_DATA_DIR.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, REPO_ROOT } from './paths';
import { E2E_SPEECH_ADDRESS_TTL_SECONDS, freePort, publishRemotes, seedPortal, startServer, stopServer, waitUntilUp } from './server-process';

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const children: ChildProcess[] = [];
  const teardown = async () => {
    await Promise.all(children.map((child) => stopServer(child)));
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    let speechUrl = 'http://127.0.0.1:9';
    if (fs.existsSync(path.join(REPO_ROOT, 'speech-server', 'src', 'main.ts'))) {
      const speechPort = await freePort();
      speechUrl = `http://127.0.0.1:${speechPort}`;
      const speech = startServer('speech-server', { SPEECH_PORT: String(speechPort), DATA_DIR: dataDir }, dataDir);
      children.push(speech);
      await waitUntilUp(`${speechUrl}/speech/health`, speech, 'speech-server', dataDir);
    }
    // The seed synthesises item audio through speech-server, so it runs after it is up.
    seedPortal(dataDir, { speechUrl, dictionary: 'all', aiLessonVideos: true });

    const port = await freePort();
    const portalUrl = `http://127.0.0.1:${port}`;
    // Speech addresses live SPEECH_ADDRESS_TTL_SECONDS here instead of 5 minutes, so the specs that
    // record cross expiries as a student pausing would, and security.spec.ts can wait one out.
    // PORTAL_TEST_CLOCK lets words.spec.ts live through two study days (the X-Portal-Now header).
    const portal = startServer(
      'portal-server',
      { PORT: String(port), DATA_DIR: dataDir, SPEECH_URL: speechUrl, LOG_LEVEL: 'warn', SPEECH_ADDRESS_TTL_SECONDS: String(E2E_SPEECH_ADDRESS_TTL_SECONDS), PORTAL_TEST_CLOCK: '1' },
      dataDir,
    );
    children.push(portal);
    await waitUntilUp(`${portalUrl}/registry.json`, portal, 'portal-server', dataDir);

    publishRemotes(portalUrl);
    process.env.PORTAL_URL = portalUrl;
    process.env.E2E_DATA_DIR = dataDir;
    console.info(`e2e: portal at ${portalUrl}, data in ${dataDir}`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

function assertBuilt(): void {
  const missing = [path.join('host-shell', 'dist', 'index.html'), ...REMOTES.map((remote) => path.join(remote, 'dist', 'portal-remote.json'))].filter(
    (file) => !fs.existsSync(path.join(REPO_ROOT, file)),
  );
  if (missing.length) throw new Error(`e2e needs the built front end (bash scripts/build-all.sh); missing: ${missing.join(', ')}`);
}

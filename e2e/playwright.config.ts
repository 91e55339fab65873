import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/chromium';

/**
 * Specs that start portals of their own (OwnPortal) and touch nothing of the shared one. They run
 * in the second lane: with the word specs the shared lane had grown to about 13.5 minutes against
 * the second lane's 9.5 (fresh-clone CI, 2026-11-27), and these two are about 2 minutes of it.
 */
const OWN_PORTAL_SPECS = ['**/exercises-outbox.spec.ts', '**/shell-network.spec.ts'];

/**
 * The spoken and speech-check specs run on a portal and speech-server of their own
 * (spoken-support's `stack` fixture, one per worker; the outage spec brings one more, which it
 * stops), in a second lane beside the specs on the shared portal. Most of their time is real-time
 * recording, not CPU, and the step takes about as long as the longer lane, so the lanes are kept
 * about even: on a quiet machine these specs came to about as long as what stays on the shared
 * portal. (Recording in two browsers at once, inside one lane, made Chromium's file-fed microphone
 * drop audio: a lane records one take at a time.) New specs that use the shared portal join the
 * shared lane; a spec that needs no shared state (the OwnPortal specs) can move here when the
 * shared lane grows longer.
 */
const OWN_STACK_SPECS = ['**/spoken-*.spec.ts', '**/speech-check.spec.ts', ...OWN_PORTAL_SPECS];

/**
 * Real-browser tests of the whole portal. The global setup builds nothing: it needs the
 * host and remotes already built (scripts/build-all.sh) and starts portal-server (and
 * speech-server when present) on free ports with a fresh, seeded DATA_DIR, publishing each
 * remote's dist/ to the store. The specs on that shared portal sign the same demo accounts in
 * and switch shared settings (service status, active versions), so they run one at a time; the
 * spoken specs run against their own stack beside them (two workers in all).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'shared-portal', testIgnore: OWN_STACK_SPECS, workers: 1 },
    { name: 'own-stack', testMatch: OWN_STACK_SPECS, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Several people may run e2e in one working tree: E2E_OUTPUT_DIR keeps their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  use: {
    baseURL: process.env.PORTAL_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // A trace records DOM snapshots and screencast frames all the time: only a retried test
    // (CI retries once) records one, which leaves the CPU to the tests and the servers.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/chromium';

/**
 * Real-browser tests of the whole portal. The global setup builds nothing: it needs the
 * host and remotes already built (scripts/build-all.sh) and starts portal-server (and
 * speech-server when present) on free ports with a fresh, seeded DATA_DIR, publishing each
 * remote's dist/ to the store. Tests share that portal, so they run one at a time.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

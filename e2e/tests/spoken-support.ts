// Helpers of the spoken question-type specs (issue 7): espeak-ng WAV files as Chromium's fake
// microphone (one browser launch per WAV; the file starts again each time a recording opens
// the microphone), opening a speaking resource from the skill-up list, recording a take, and
// reading the result screen.
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';
import { expect, loginAs, test as portalTest } from '../src/fixtures';
import { SCREENSHOT_DIR } from './shell-support';
import { freePort, publishRemotes, seedPortal, startServer, stopServer, waitUntilUp } from '../src/server-process';

/**
 * Seconds of quiet noise before and after the speech, as a real recording starts and ends. The
 * fake microphone starts playing when the page opens it, before the recorder's worklet is
 * connected; on a loaded machine 0.6 s was once not enough and a take lost the start of its
 * word ("schedule" heard from "EH").
 */
const PAD_SECONDS = 1.0;

export type Recording = { wav: string; seconds: number; text: string };

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * espeak-ng speaking `text` at 16 kHz mono, padded, with a little white noise mixed in
 * (synthetic audio without a noise floor breaks decoding).
 */
export function speak(dir: string, name: string, text: string, voice = 'en-us'): Recording {
  const raw = path.join(dir, `${name}-raw.wav`);
  const voiced = path.join(dir, `${name}-voice.wav`);
  const wav = path.join(dir, `${name}.wav`);
  run('espeak-ng', ['-v', voice, '-s', '140', '-w', raw, text]);
  run('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', voiced, 'pad', String(PAD_SECONDS), String(PAD_SECONDS)]);
  const seconds = Number(run('soxi', ['-D', voiced]).trim());
  run('sox', ['-m', voiced, `|sox -n -r 16000 -c 1 -b 16 -p synth ${seconds.toFixed(2)} whitenoise vol 0.008`, wav]);
  return { wav, seconds, text };
}

/** `seconds` of the quiet noise floor alone: a take in which nobody speaks. */
export function silence(dir: string, name: string, seconds: number): Recording {
  const wav = path.join(dir, `${name}.wav`);
  run('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', wav, 'synth', String(seconds), 'whitenoise', 'vol', '0.008']);
  return { wav, seconds, text: '' };
}

/** A browser whose microphone plays `wav` once (then silence) every time it is opened. */
export function launchWithMicrophone(wav: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required', `--use-file-for-fake-audio-capture=${wav}%noloop`],
  });
}

/**
 * What a page said and what went over its speech socket, written into the test's report: the
 * spoken tests launch their own browsers (for the fake microphone), which Playwright's trace
 * does not cover.
 */
export class PageLog {
  private readonly lines: string[] = [];

  constructor(
    page: Page,
    private readonly name: string,
  ) {
    const started = Date.now();
    const log = (line: string) => this.lines.push(`${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
    page.on('console', (message) => log(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => log(`pageerror: ${error.message}`));
    page.on('websocket', (socket) => {
      log(`websocket open ${socket.url()}`);
      socket.on('framesent', (frame) => log(`sent ${String(frame.payload).slice(0, 60)}`));
      socket.on('framereceived', (frame) => log(`received ${String(frame.payload).slice(0, 300)}`));
      socket.on('close', () => log('websocket closed'));
    });
  }

  async attach(): Promise<void> {
    const file = test.info().outputPath(`${this.name}-page-log.txt`);
    fs.writeFileSync(file, this.lines.join('\n'));
    await test.info().attach(`${this.name}-page-log.txt`, { path: file, contentType: 'text/plain' });
  }
}

/** A signed-in page of `browser` on the portal. */
export async function studentPage(browser: Browser, portalUrl: string, account = 'biz01'): Promise<Page> {
  const context = await browser.newContext({ baseURL: portalUrl, locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 900 } });
  return loginAs(await context.newPage(), account);
}

/** Opens a resource of the skill-up speaking list in practice (default) or exam mode. */
export async function openSpeaking(page: Page, code: string, mode: 'practice' | 'test' = 'practice'): Promise<Locator> {
  await page.goto('/skillup/list/speaking');
  const row = page.locator(`[data-testid="resource-row"][data-code="${code}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId(mode === 'test' ? 'open-test' : 'open-practice').click();
  const player = page.getByTestId('exercise-player');
  await expect(player).toBeVisible();
  return player;
}

/** Waits while the fake microphone plays the recording (it starts when the take opens it). */
export async function letMicrophonePlay(page: Page, recording: Recording): Promise<void> {
  await page.waitForTimeout(Math.ceil(recording.seconds * 1000) + 400);
}

/**
 * Stops the take that records in `scope` (unless it already stopped by itself at its limit) and
 * waits until the stop button is gone.
 */
export async function stopTake(scope: Locator): Promise<void> {
  const stop = scope.getByTestId('record-stop');
  await stop.click({ timeout: 3000 }).catch(() => undefined);
  await expect(stop).toHaveCount(0, { timeout: 60_000 });
}

/** Records one take with the record button of the current item, and waits for its evaluation. */
export async function recordTake(page: Page, recording: Recording, scope: Locator = page.locator('body')): Promise<void> {
  await scope.getByTestId('record-start').click();
  await expect(scope.getByTestId('record-stop')).toBeVisible({ timeout: 20_000 });
  await letMicrophonePlay(page, recording);
  await stopTake(scope);
}

/** In exam mode: skips every item left, which ends the run at the result screen. */
export async function skipRest(page: Page): Promise<void> {
  const skip = page.getByTestId('skip');
  while (await page.getByTestId('exercise-player').isVisible()) {
    if (await skip.isVisible()) await skip.click();
    else await page.waitForTimeout(200);
    if (await page.getByTestId('result-page').isVisible()) break;
  }
}

/** The result screen, once it shows its cards. */
export async function resultScreen(page: Page): Promise<Locator> {
  const result = page.getByTestId('exercise-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  return result;
}

/** The percent of one result card. */
export async function cardPercent(result: Locator, questionId: string): Promise<number> {
  const card = result.locator(`[data-testid="result-card"][data-question-id="${questionId}"]`);
  await expect(card).toBeVisible();
  return Number(await card.getAttribute('data-percent'));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `spoken-${name}.png`), fullPage: true });
}

/**
 * A speech-server and a portal of the test's own (free ports, fresh seeded DATA_DIR, the built
 * front end published), so a test can stop speech-server in the middle of a recording and start
 * it again without disturbing the shared one.
 */
export class OwnSpeechStack {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spoken-stack-'));
  private speech: ChildProcess | null = null;
  private portal: ChildProcess | null = null;

  private constructor(
    readonly speechPort: number,
    readonly portalPort: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.portalPort}`;
  }

  get speechUrl(): string {
    return `http://127.0.0.1:${this.speechPort}`;
  }

  static async create(): Promise<OwnSpeechStack> {
    const stack = new OwnSpeechStack(await freePort(), await freePort());
    await stack.startSpeech();
    seedPortal(stack.dataDir, { speechUrl: stack.speechUrl, dictionary: 'subset', aiLessonVideos: false });
    stack.portal = startServer('portal-server', { PORT: String(stack.portalPort), DATA_DIR: stack.dataDir, SPEECH_URL: stack.speechUrl, LOG_LEVEL: 'warn' }, stack.dataDir);
    await waitUntilUp(`${stack.url}/registry.json`, stack.portal, 'portal-server', stack.dataDir);
    publishRemotes(stack.url);
    return stack;
  }

  async startSpeech(): Promise<void> {
    this.speech = startServer('speech-server', { SPEECH_PORT: String(this.speechPort), DATA_DIR: this.dataDir }, this.dataDir);
    await waitUntilUp(`${this.speechUrl}/speech/health`, this.speech, 'speech-server', this.dataDir);
  }

  /** The outage: speech-server dies at once (SIGKILL), as a crashed or unplugged server would. */
  async killSpeech(): Promise<void> {
    const child = this.speech;
    this.speech = null;
    await stopServer(child, 'SIGKILL');
  }

  async dispose(): Promise<void> {
    await this.killSpeech();
    const portal = this.portal;
    this.portal = null;
    await stopServer(portal);
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * The spoken specs' test: `stack` is a portal and speech-server of the worker's own (one per
 * worker, made once), so these specs run in the own-stack lane beside the shared portal's specs;
 * their real-time recordings are most of the e2e wall time. The accounts they sign in are theirs
 * alone on that stack.
 */
export const test = portalTest.extend<object, { stack: OwnSpeechStack }>({
  stack: [
    // Playwright needs the (empty) destructuring pattern to see that the fixture has no dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stack = await OwnSpeechStack.create();
      try {
        await use(stack);
      } finally {
        await stack.dispose();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

export { expect };

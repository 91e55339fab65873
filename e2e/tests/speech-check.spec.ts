// Issue 5 (shared-speech), e2e: a student reads a sentence into the microphone on /speech-check
// and the score comes back from the real speech-server. Chromium's fake microphone plays a WAV
// that espeak-ng speaks (with a little noise from sox, as real microphones have); a reading of the
// sentence must score higher than an unrelated sentence read into the same page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { loginAs } from '../src/fixtures';
import { expectNoSeriousA11yViolations, saveScreenshot } from './shell-support';
import { expect, launchWithMicrophone, PageLog, speak, studentPage, test, type Recording } from './spoken-support';

const SENTENCE = 'I like to read books in the library after school.';
const UNRELATED = 'The weather was cold and windy on the mountain yesterday.';

/** Each take's page log, attached to the report whatever the outcome. */
const logs = new Map<string, PageLog>();

/** Reads `recording` into /speech-check with `sentence` on screen; returns the page with the result. */
async function readAloud(browser: Browser, portalUrl: string, recording: Recording, sentence: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: portalUrl, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  logs.set(name, new PageLog(page, name));
  await loginAs(page);
  await page.goto('/speech-check');
  await expect(page.getByRole('heading', { name: 'マイクと発音のチェック' })).toBeVisible();

  await page.getByRole('button', { name: '自分で英文を入力する' }).click();
  await page.getByLabel('読む英文（英語）').fill(sentence);
  await page.getByRole('button', { name: 'この英文で練習する' }).click();
  await expect(page.getByTestId('speech-check-sentence')).toHaveText(sentence);

  await page.getByTestId('speech-check-record').click();
  const stop = page.getByTestId('speech-check-stop');
  await expect(stop).toBeVisible();
  await expect(stop).toContainText('残り');
  // The fake microphone starts the file when the recording opens it; wait for all of it.
  await page.waitForTimeout(Math.ceil(recording.seconds * 1000) + 500);
  await expect(page.getByRole('img', { name: '録音中の音声の波形' })).toBeVisible();
  await stop.click();
  await expect(page.getByTestId('speech-check-result')).toBeVisible({ timeout: 60_000 });
  return page;
}

async function totalScore(page: Page): Promise<number> {
  const text = (await page.getByTestId('score-total').innerText()).replace(/\s+/g, '');
  const match = /(\d+)点/.exec(text);
  if (!match) throw new Error(`no score in "${text}"`);
  return Number(match[1]);
}

test.describe('microphone and pronunciation check', () => {
  let workDir = '';
  let reading: Recording;
  let unrelated: Recording;

  test.beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-e2e-'));
    reading = speak(workDir, 'reading', SENTENCE);
    unrelated = speak(workDir, 'unrelated', UNRELATED);
  });

  test.afterAll(() => {
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('is linked from the settings list', async ({ browser, stack }) => {
    const page = await studentPage(browser, stack.url);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'マイクと発音のチェック' }).click();
    await expect(page).toHaveURL(/\/speech-check$/);
    await expect(page.getByTestId('speech-check-record')).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'speech-check (ready)');
    await page.context().close();
  });

  test('a reading of the sentence is scored by speech-server and beats an unrelated reading', async ({ stack }) => {
    test.setTimeout(240_000);
    const readingBrowser = await launchWithMicrophone(reading.wav);
    let readingScore: number;
    try {
      const page = await readAloud(readingBrowser, stack.url, reading, SENTENCE, 'reading');
      readingScore = await totalScore(page);
      const result = page.getByTestId('speech-check-result');
      for (const part of ['score-accuracy', 'score-fluency', 'score-integrity']) await expect(result.getByTestId(part)).toContainText('点');
      // Every word of the sentence is shown with its colour.
      const words = result.getByTestId('speech-check-words').locator('[data-grade]');
      await expect(words).toHaveCount(SENTENCE.split(' ').length);
      await expect(page.getByRole('button', { name: '自分の録音を聞く' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'speech-check (result)');
      await saveScreenshot(page, 'speech-check-reading');
    } finally {
      await logs.get('reading')?.attach();
      await readingBrowser.close();
    }

    const unrelatedBrowser = await launchWithMicrophone(unrelated.wav);
    try {
      const page = await readAloud(unrelatedBrowser, stack.url, unrelated, SENTENCE, 'unrelated');
      const unrelatedScore = await totalScore(page);
      await saveScreenshot(page, 'speech-check-unrelated');
      test.info().annotations.push({ type: 'scores', description: `reading ${readingScore}, unrelated ${unrelatedScore}` });
      console.info(`speech-check e2e: reading scored ${readingScore}, unrelated scored ${unrelatedScore}`);
      expect(readingScore).toBeGreaterThanOrEqual(40);
      expect(readingScore).toBeGreaterThan(unrelatedScore + 20);
    } finally {
      await logs.get('unrelated')?.attach();
      await unrelatedBrowser.close();
    }
  });
});

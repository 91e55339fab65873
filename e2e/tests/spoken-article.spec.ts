// Issue 7, e2e: article reading in sentence mode (practice lets the learner choose; exam mode
// always reads the whole article: speech-server/test/spoken-types-reading.test.ts): a countdown, then each sentence
// plays, a beep sounds, the learner reads it, the answer is posted and the next sentence follows
// by itself; after the last one the results show a score per sentence.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiLogin, studentGet } from './shell-support';
import { cardPercent, expect, launchWithMicrophone, letMicrophonePlay, openSpeaking, resultScreen, screenshot, speak, stopTake, studentPage, test } from './spoken-support';

test('article reading sentence by sentence posts each sentence with practice_type 1', async ({ stack }) => {
  test.setTimeout(300_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spoken-article-'));
  const reading = speak(workDir, 'first-sentence', 'A new café opened near our office last week.');
  const browser = await launchWithMicrophone(reading.wav);
  try {
    const page = await studentPage(browser, stack.url, 'biz03');
    await openSpeaking(page, 'speak-article-cafe');
    const popup = page.getByTestId('reading-mode');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: '1文ずつ' }).click();
    const article = page.getByTestId('article-reading');
    await expect(article).toHaveAttribute('data-mode', '1');
    await article.getByTestId('article-start').click();
    await expect(page.getByTestId('countdown')).toBeVisible();
    for (let sentence = 0; sentence < 6; sentence++) {
      await expect(article.locator('[data-testid="article-sentence"]').nth(sentence)).toHaveAttribute('data-active', 'true', { timeout: 30_000 });
      await expect(article.getByTestId('record-stop')).toBeVisible({ timeout: 30_000 });
      if (sentence === 0) await screenshot(page, 'article_reading-sentence-mode');
      await letMicrophonePlay(page, reading);
      await stopTake(article);
    }
    await expect(article).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
    await article.getByTestId('article-finish').click();
    const result = await resultScreen(page);
    const first = await cardPercent(result, 'spk-ar-07');
    const others = await Promise.all(['spk-ar-08', 'spk-ar-09', 'spk-ar-10', 'spk-ar-11', 'spk-ar-12'].map((id) => cardPercent(result, id)));
    // The take read the first sentence: it scores well there and worse on every other sentence.
    expect(first).toBeGreaterThan(Math.max(...others));
    await screenshot(page, 'article_reading-sentence-mode-result');

    const session = await apiLogin(stack.url, 'biz03');
    const list = await studentGet<{ resources: { resource_id: number; code: string }[] }>(stack.url, session, '/skillup/list', { type: 'speaking' });
    const id = list.resources.find((resource) => resource.code === 'speak-article-cafe')!.resource_id;
    const record = await studentGet<{ items: { question_id: string; practice_type: number | null; practiced: number }[] }>(stack.url, session, '/textbook/answer-result', { resource_id: String(id) });
    expect(record.items.map((item) => [item.practiced, item.practice_type])).toEqual(Array.from({ length: 6 }, () => [1, 1]));
  } finally {
    await browser.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

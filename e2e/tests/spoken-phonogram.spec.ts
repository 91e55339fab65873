// remote-words, phonics (phonogram): the list of sound-spelling patterns, a pattern's page, and
// practice in which a word read with the wrong vowel ("bat" read as "bet") is marked wrong on that
// vowel (/æ/) by the speech server's per-phone scores, not just as a weaker word. A right reading
// scores ○ at the server level (portal-server/src/features/phonogram/speech-marking.test.ts); this
// browser flow records one take with Debian Chromium's file-fed microphone, in the own-stack lane.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, launchWithMicrophone, letMicrophonePlay, PageLog, screenshot, speak, studentPage, test } from './spoken-support';

test('a word read with the wrong vowel is marked on that vowel; the list and a pattern\'s page', async ({ stack }) => {
  test.setTimeout(180_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spoken-phonogram-'));
  const wrongVowel = speak(workDir, 'bet', 'bet');
  const browser = await launchWithMicrophone(wrongVowel.wav);
  try {
    const page = await studentPage(browser, stack.url, 'biz02');
    const log = new PageLog(page, 'phonogram');

    await page.goto('/phonogram/list');
    const card = page.locator('[data-testid="pattern-card"][data-id="short-a"]');
    await expect(card).toBeVisible();
    expect(await page.getByTestId('pattern-card').count()).toBeGreaterThanOrEqual(40);
    await screenshot(page, 'phonogram-list');

    await card.getByTestId('pattern-detail').click();
    await expect(page.getByTestId('phonogram-detail')).toBeVisible();
    await expect(page.getByTestId('detail-ipa')).toContainText('æ');
    await expect(page.getByTestId('detail-mistake')).not.toBeEmpty();
    expect(await page.getByTestId('detail-word').count()).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'phonogram-detail');

    await page.getByTestId('detail-practice').click();
    await expect(page).toHaveURL(/\/phonogram\/practice\?id=short-a/);
    await page.getByTestId('practice-next').click();
    await expect(page.getByTestId('practice-position')).toHaveText(/^2 \//);
    await page.getByTestId('reading-record').click();
    await expect(page.getByTestId('reading-stop')).toBeVisible({ timeout: 20_000 });
    await letMicrophonePlay(page, wrongVowel);
    await page.getByTestId('reading-stop').click();
    const mark = page.getByTestId('target-mark');
    await expect(mark).toBeVisible({ timeout: 30_000 });
    await log.attach();
    await expect(mark).toHaveAttribute('data-right', '0');
    await expect(mark).toContainText('/æ/');
    const target = mark.locator('[data-testid="phone-scores"] [data-target="1"]');
    await expect(target).toHaveCount(1);
    expect(Number(await mark.getAttribute('data-target-score'))).toBeLessThan(60);
    await screenshot(page, 'phonogram-practice-wrong-vowel');

    // The challenge: a timed mix of ten words; skipped words count as wrong, and the result
    // names the sounds to work on.
    await page.goto('/phonogram/list');
    await page.getByTestId('phonogram-challenge').click();
    await expect(page).toHaveURL(/\/phonogram\/challenge/);
    await page.getByTestId('challenge-start').click();
    await expect(page.getByTestId('challenge-timer')).toBeVisible();
    await screenshot(page, 'phonogram-challenge');
    // The first word is read ("bet" again), the rest are skipped. The draw is random: a first
    // word whose target sound "bet" also has (bed: /ɛ/) is marked right, any other wrong, so
    // the mark is read and the result must count it the same way.
    await page.getByTestId('reading-record').click();
    await expect(page.getByTestId('reading-stop')).toBeVisible({ timeout: 20_000 });
    await letMicrophonePlay(page, wrongVowel);
    await page.getByTestId('reading-stop').click();
    const firstMark = page.getByTestId('target-mark');
    await expect(firstMark).toHaveAttribute('data-right', /^[01]$/, { timeout: 30_000 });
    const firstRight = (await firstMark.getAttribute('data-right'))!;
    await page.getByTestId('challenge-next').click();
    const result = page.getByTestId('phonogram-result');
    await expect(async () => {
      if (await result.isVisible()) return;
      await page.getByTestId('challenge-skip').click({ timeout: 1000 });
      throw new Error('the challenge has not ended yet');
    }).toPass({ timeout: 30_000, intervals: [100, 200, 300] });
    await expect(page).toHaveURL(/\/phonogram\/result\?challenge_id=/);
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-total', '10');
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-right', firstRight);
    await expect(page.getByTestId('result-row')).toHaveCount(10);
    await expect(page.locator('[data-testid="result-row"][data-answered="1"]')).toHaveCount(1);
    // Only a word read wrong names a sound to work on (a skipped word has no reading).
    await expect(page.getByTestId('work-on-sound')).toHaveCount(firstRight === '1' ? 0 : 1);
    await screenshot(page, 'phonogram-result');
  } finally {
    await browser.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

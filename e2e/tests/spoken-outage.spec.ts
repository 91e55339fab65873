// Issue 7, e2e: speech-server goes down in the middle of a recording (killed with SIGKILL behind
// a portal of this test's own) and every spoken type reacts as spec part 2 section 4 says:
// reading restores the record button, shadow types also say the training failed, narration
// skips the question (posted as skipped), speaking skips only the recording and goes on, the
// dialogue challenge puts the screen back to its start. Answers posted before the outage stay,
// and once speech-server is back the next take is scored and posted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin, studentGet } from './shell-support';
import { OwnSpeechStack, expect, launchWithMicrophone, letMicrophonePlay, openSpeaking, recordTake, screenshot, speak, stopTake, studentPage, test, type Recording } from './spoken-support';

type RecordItem = { question_id: string; practiced: number; is_skipped: number; record_file: string; learn_count: number; percent_score: number };
type Summary = { resource_id: number; code: string };

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const NETWORK_ERROR = 'ネットワークに接続できないため採点できませんでした。接続を確認してください。';

test('a speech-server outage mid-recording follows the per-type error handling and loses no answer', async () => {
  test.setTimeout(600_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spoken-outage-'));
  const stack = await OwnSpeechStack.create();
  const reading: Recording = speak(workDir, 'reading', 'Could you send me the report by Friday?');
  const browser = await launchWithMicrophone(reading.wav);
  /** The server's record of the latest run (an API login signs the browser out, so only at the end). */
  const records = async () => {
    const session = await apiLogin(stack.url, 'biz02');
    const list = await studentGet<{ resources: Summary[] }>(stack.url, session, '/skillup/list', { type: 'speaking' });
    return async (code: string) => {
      const id = list.resources.find((resource) => resource.code === code)!.resource_id;
      // No run at all (nothing was ever posted for the resource) reads as null.
      const record = await studentGet<{ items: RecordItem[] } | null>(stack.url, session, '/textbook/answer-result', { resource_id: String(id) });
      return new Map((record?.items ?? []).map((item) => [item.question_id, item]));
    };
  };

  /** Starts a take and kills speech-server while it records. */
  const outageWhileRecording = async (page: Page) => {
    await expect(page.getByTestId('record-stop')).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await stack.killSpeech();
  };

  try {
    const page = await studentPage(browser, stack.url, 'biz02');

    // Sentence reading: the first item is scored and posted; the outage during the second brings
    // the record button back; once speech-server is back the second item is scored too.
    await openSpeaking(page, 'speak-sentence-reading');
    await recordTake(page, reading, page.getByTestId('item'));
    await expect(page.getByTestId('take-score')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('next').click();
    await expect(page.getByTestId('item')).toHaveAttribute('data-question-id', 'spk-sr-02');
    await page.getByTestId('record-start').click();
    await outageWhileRecording(page);
    await expect(toast(page, NETWORK_ERROR)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('record-start')).toBeVisible();
    await expect(page.getByTestId('take-score')).toHaveCount(0);
    await screenshot(page, 'outage-sentence_reading');
    await stack.startSpeech();
    await recordTake(page, reading, page.getByTestId('item'));
    await expect(page.getByTestId('take-score')).toBeVisible({ timeout: 60_000 });

    // Shadowing: the failure is also said in words; the record button comes back.
    await openSpeaking(page, 'speak-shadowing');
    await page.getByTestId('record-start').click();
    await outageWhileRecording(page);
    await expect(toast(page, '採点できませんでした。もう一度読んでください。')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('record-start')).toBeVisible();
    await stack.startSpeech();

    // Narration: the question is skipped (posted with is_skipped = 1) and the next one shows.
    await openSpeaking(page, 'speak-narration');
    await page.getByTestId('program-start').click();
    await outageWhileRecording(page);
    await expect(page.getByTestId('item')).toHaveAttribute('data-question-id', 'spk-na-02', { timeout: 30_000 });
    await stack.startSpeech();

    // Speaking: only the recording is skipped; the progress list goes on to its end, nothing is posted.
    await openSpeaking(page, 'speak-speaking');
    await page.getByTestId('program-start').click();
    await outageWhileRecording(page);
    await expect(toast(page, 'この録音は採点できなかったため、次に進みました。')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('program-player')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(page.getByTestId('item')).toHaveAttribute('data-question-id', 'spk-sp-01');
    await stack.startSpeech();

    // Dialogue challenge: the screen goes back to the role choice; the line recorded before stays posted.
    await openSpeaking(page, 'speak-dialogue-weekend');
    await page.locator('[data-testid="role-option"][data-role="Amy"]').click();
    const challenge = page.getByTestId('dialogue-challenge');
    await expect(challenge.getByTestId('record-stop')).toBeVisible({ timeout: 60_000 });
    await letMicrophonePlay(page, reading);
    await stopTake(challenge);
    await outageWhileRecording(page);
    await expect(page.getByTestId('role-choice')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('採点できなかったため、最初からやり直します。録音できた文は保存されています。')).toBeVisible();
    await screenshot(page, 'outage-dialogue_challenge');

    // What reached the server: every answer scored before or after an outage, the skipped
    // narration, and nothing for the takes the outage cut.
    const record = await records();
    await expect
      .poll(async () => {
        const reading = await record('speak-sentence-reading');
        return ['spk-sr-01', 'spk-sr-02'].map((id) => [reading.get(id)?.learn_count, Boolean(reading.get(id)?.record_file)]);
      })
      .toEqual([
        [1, true],
        [1, true],
      ]);
    await expect.poll(async () => (await record('speak-narration')).get('spk-na-01')?.is_skipped).toBe(1);
    expect((await record('speak-speaking')).get('spk-sp-01')?.practiced ?? 0).toBe(0);
    await expect.poll(async () => (await record('speak-dialogue-weekend')).get('spk-dc-01')?.practiced).toBe(1);
    expect((await record('speak-dialogue-weekend')).get('spk-dc-03')?.practiced ?? 0).toBe(0);
  } finally {
    await browser.close();
    await stack.dispose();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

// Issue 7, e2e: the chat bot picks the reply the learner said. The fake microphone says the
// second reply of the first prompt ("To Nara, please."): it is matched by the spec's
// edit-distance rule and posted as "1-2". The same take cannot match the next prompts' replies:
// the screen asks to try again (confirm), and after the third failure alerts and takes the first
// reply, until the conversation ends at the result screen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../src/fixtures';
import { launchWithMicrophone, letMicrophonePlay, openSpeaking, resultScreen, screenshot, speak, stopTake, studentPage } from './spoken-support';

test('the chat bot takes the reply that was spoken, and the first one after three failures', async ({ portal }) => {
  test.setTimeout(300_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spoken-chat-'));
  const reply = speak(workDir, 'nara', 'To Nara, please.');
  const browser = await launchWithMicrophone(reply.wav);
  try {
    const page = await studentPage(browser, portal.url);
    await openSpeaking(page, 'speak-chat-station');
    const chat = page.getByTestId('chat-bot');
    await chat.getByTestId('chat-start').click();
    await expect(page.getByTestId('countdown')).toBeVisible();

    const take = async () => {
      await chat.getByTestId('record-start').click();
      await expect(chat.getByTestId('record-stop')).toBeVisible({ timeout: 20_000 });
      await letMicrophonePlay(page, reply);
      await stopTake(chat);
    };

    // Prompt 1: the spoken reply is the second option.
    await expect(chat.getByTestId('chat-current')).toHaveAttribute('data-question-id', 'spk-cb-07', { timeout: 20_000 });
    await take();
    await expect(chat.getByTestId('chat-reply').nth(0)).toHaveAttribute('data-option', '2', { timeout: 60_000 });
    await expect(chat.getByTestId('chat-reply').nth(0)).toHaveText('To Nara, please.');
    await screenshot(page, 'chat_bot-matched');

    // Prompts 2 and 3: "To Nara" matches neither reply; retry twice, then the first reply is taken.
    for (const [position, questionId] of [
      [1, 'spk-cb-08'],
      [2, 'spk-cb-09'],
    ] as const) {
      await expect(chat.getByTestId('chat-current')).toHaveAttribute('data-question-id', questionId, { timeout: 20_000 });
      for (let failure = 1; failure <= 3; failure++) {
        await take();
        const dialog = page.getByTestId(failure < 3 ? 'confirm-dialog' : 'alert-dialog');
        if (failure < 3) {
          await expect(page.getByText('答えを聞き取れませんでした。もう一度答えますか？')).toBeVisible({ timeout: 60_000 });
          if (position === 1 && failure === 1) await screenshot(page, 'chat_bot-retry');
          await dialog.getByRole('button', { name: 'OK' }).click();
        } else {
          await expect(page.getByText('3回聞き取れなかったため、1つ目の答えを選んで先に進みます。')).toBeVisible({ timeout: 60_000 });
          await dialog.getByRole('button', { name: 'OK' }).click();
        }
      }
      await expect(chat.getByTestId('chat-reply').nth(position)).toHaveAttribute('data-option', '1', { timeout: 20_000 });
    }

    // No prompt follows the last reply: the conversation ends at the results.
    const result = await resultScreen(page);
    await expect(result.locator('[data-question-id="spk-cb-07"] [data-testid="chat-result-reply"]')).toHaveAttribute('data-option', '2');
    await expect(result.locator('[data-question-id="spk-cb-08"] [data-testid="chat-result-reply"]')).toHaveAttribute('data-option', '1');
    await expect(result.locator('[data-question-id="spk-cb-09"] [data-testid="chat-result-reply"]')).toHaveAttribute('data-option', '1');
    await screenshot(page, 'chat_bot-result');
  } finally {
    await browser.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

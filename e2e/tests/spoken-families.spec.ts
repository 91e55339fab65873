// Issue 7, e2e: one browser flow per spoken family, in Debian Chromium with an espeak-ng WAV file
// as the fake microphone and the real speech-server behind the portal: each records a reading of
// its first item, reaches the result screen, which must show that item scored (a reading never
// scores 0; nothing heard does), and saves it under e2e/screenshots/spoken-*.png.
// The families follow the players (remote-exercises/src/features/spoken/README.md): read-aloud
// (ReadAloud: sentence, word, picture, business word reading, sentence shadowing), shadowing
// (shadowing, shadow tracking: recording with the model, live tracking), step programs
// (ProgramPlayer: narration, speaking, picture description, quick response, integrated process)
// and dialogues (practice, challenge). The article (spoken-article.spec.ts) and the chat bot
// (spoken-chat-bot.spec.ts) have their own specs. That a reading scores higher than an unrelated
// sentence, for every type with its own start frame, is checked faster than real time at the
// server level: speech-server/test/spoken-types-reading.test.ts.
// The file runs against the lane's own portal and speech-server (the `stack` fixture), so the
// playwright config runs it beside the specs on the shared portal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PageLog, cardPercent, expect, launchWithMicrophone, letMicrophonePlay, openSpeaking, recordTake, resultScreen, screenshot, skipRest, speak, stopTake, studentPage, test, type Recording } from './spoken-support';

type Family = {
  family: string;
  /** The type whose player the flow drives. */
  type: string;
  code: string;
  questionId: string;
  /** What the learner reads for the first item. */
  text: string;
  /** Exam mode (test, the default here) or practice. */
  mode?: 'practice' | 'test';
  /** Records the first item and reaches the result screen. */
  run: (page: Page, recording: Recording) => Promise<void>;
};

const firstItem = (page: Page) => page.locator('[data-testid="item"][data-question-id$="-01"]');

/** Waits until the run has moved past the first item (exam mode moves on by itself). */
const pastFirstItem = (page: Page) => expect(firstItem(page)).toHaveCount(0, { timeout: 60_000 });

/** Exam mode: record the first item (the run moves on by itself), skip the rest. */
const recordFirstThenSkip = async (page: Page, recording: Recording) => {
  await recordTake(page, recording, firstItem(page));
  await pastFirstItem(page);
  await skipRest(page);
};

/** Step-program types: start the item, wait for its recording step, read, stop, skip the rest. */
const programFirstThenSkip = async (page: Page, recording: Recording) => {
  const item = firstItem(page);
  await item.getByTestId('program-start').click();
  await expect(item.getByTestId('record-stop')).toBeVisible({ timeout: 60_000 });
  await letMicrophonePlay(page, recording);
  await stopTake(item);
  await pastFirstItem(page);
  await skipRest(page);
};

/** Shadow tracking: the words light up while the learner reads. */
const trackFirstThenSkip = async (page: Page, recording: Recording) => {
  const item = firstItem(page);
  await item.getByTestId('record-start').click();
  await expect(item.getByTestId('record-stop')).toBeVisible({ timeout: 20_000 });
  await expect(item.locator('[data-testid="tracking-text"] [data-tracked="true"]').first()).toBeVisible({ timeout: Math.ceil(recording.seconds * 1000) + 5000 });
  await letMicrophonePlay(page, recording);
  await stopTake(item);
  await pastFirstItem(page);
  await skipRest(page);
};

/** Dialogue challenge as Amy: Yuta's lines play, Amy's are recorded (after the countdown and beep). */
const challengeAsAmy = async (page: Page, recording: Recording) => {
  await page.locator('[data-testid="role-option"][data-role="Amy"]').click();
  const challenge = page.getByTestId('dialogue-challenge');
  for (let turn = 0; turn < 3; turn++) {
    await expect(challenge.getByTestId('record-stop')).toBeVisible({ timeout: 60_000 });
    await letMicrophonePlay(page, recording);
    await stopTake(challenge);
  }
};

const FAMILIES: Family[] = [
  { family: 'read-aloud', type: 'sentence_reading', code: 'speak-sentence-reading', questionId: 'spk-sr-01', text: 'Could you send me the report by Friday?', run: recordFirstThenSkip },
  {
    family: 'shadowing',
    type: 'shadow_tracking',
    code: 'speak-shadow-tracking',
    questionId: 'spk-st-01',
    text: 'Tom lives in a small town by the sea. Every morning, he walks his dog on the beach.',
    run: trackFirstThenSkip,
  },
  { family: 'step-program', type: 'picture_description', code: 'speak-picture-description', questionId: 'spk-pd-01', text: 'A man is reading a book under a big tree in the park.', run: programFirstThenSkip },
  { family: 'dialogue', type: 'dialogue_challenge', code: 'speak-dialogue-weekend', questionId: 'spk-dc-01', mode: 'practice', text: 'Hi, Yuta. Do you have any plans for the weekend?', run: challengeAsAmy },
];

test.describe('spoken families: a reading is recorded, scored and shown on the result screen', () => {
  let workDir = '';

  test.beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spoken-e2e-'));
  });

  test.afterAll(() => {
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  for (const family of FAMILIES) {
    test(`${family.family} (${family.type})`, async ({ stack }) => {
      test.setTimeout(240_000);
      const reading = speak(workDir, family.type, family.text);
      const browser = await launchWithMicrophone(reading.wav);
      let log: PageLog | undefined;
      try {
        const page = await studentPage(browser, stack.url);
        log = new PageLog(page, 'reading');
        await openSpeaking(page, family.code, family.mode ?? 'test');
        await family.run(page, reading);
        const result = await resultScreen(page);
        const percent = await cardPercent(result, family.questionId);
        await screenshot(page, `${family.type}-result`);
        console.info(`${family.family} (${family.type}): reading scored ${percent}`);
        expect(percent).toBeGreaterThan(0);
      } finally {
        await log?.attach();
        await browser.close();
      }
    });
  }
});

test('pure listening posts a full score when an item starts playing and moves on when it ends', async ({ browser, stack }) => {
  test.setTimeout(180_000);
  const page = await studentPage(browser, stack.url);
  await openSpeaking(page, 'speak-pure-listening');
  const listening = page.getByTestId('pure-listening');
  await expect(listening).toHaveAttribute('data-question-id', 'spk-pl-01');
  await listening.getByTestId('listen-play').click();
  // The first item plays to its end, then the next one shows by itself.
  await expect(listening).toHaveAttribute('data-question-id', 'spk-pl-02', { timeout: 60_000 });
  for (let item = 2; item <= 6; item++) {
    await expect(listening).toHaveAttribute('data-question-id', `spk-pl-0${item}`);
    await listening.getByTestId('listen-play').click();
    await listening.getByTestId('listen-next').click();
  }
  const result = await resultScreen(page);
  for (let item = 1; item <= 6; item++) expect(await cardPercent(result, `spk-pl-0${item}`)).toBe(100);
  await screenshot(page, 'pure_listening-result');
  await page.context().close();
});

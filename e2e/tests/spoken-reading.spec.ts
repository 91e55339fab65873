// Issue 7, e2e: the spoken question types in Debian Chromium, with espeak-ng WAV files as the fake
// microphone and the real speech-server behind the portal. For each type a reading of the item's
// text and an unrelated sentence are recorded in two browsers, and the result screen must score
// the reading higher. Each result screen is saved under e2e/screenshots/spoken-*.png.
// The file runs against a portal and speech-server of its own (OwnSpeechStack), so the
// playwright config can run it beside the other specs: it is the longest one (real-time audio).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { OwnSpeechStack, PageLog, cardPercent, launchWithMicrophone, letMicrophonePlay, openSpeaking, recordTake, resultScreen, screenshot, skipRest, speak, stopTake, studentPage, type Recording } from './spoken-support';

const UNRELATED = 'The weather was cold and windy on the mountain yesterday.';

let stack: OwnSpeechStack;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await OwnSpeechStack.create();
});

test.afterAll(async () => {
  await stack?.dispose();
});

type Case = {
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

/** Shadowing: the recording runs with the model audio and stops by itself after it. */
const shadowFirstThenSkip = async (page: Page, recording: Recording) => {
  const item = firstItem(page);
  await item.getByTestId('record-start').click();
  await expect(item.getByTestId('record-stop')).toBeVisible({ timeout: 20_000 });
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

/** Article in exam mode: always the whole article, one recording, then the results. */
const readWholeArticle = async (page: Page, recording: Recording) => {
  const article = page.getByTestId('article-reading');
  await expect(article).toHaveAttribute('data-mode', '2');
  await article.getByTestId('article-start').click();
  await expect(article.getByTestId('record-stop')).toBeVisible({ timeout: 20_000 });
  await letMicrophonePlay(page, recording);
  await stopTake(article);
  await expect(article).toHaveAttribute('data-phase', 'done', { timeout: 90_000 });
  await article.getByTestId('article-finish').click();
};

/** Dialogue practice: read every line (the same take each time), which ends at the results. */
const readEveryLine = async (page: Page, recording: Recording) => {
  const lines = await page.getByTestId('dialogue-line').count();
  for (let line = 0; line < lines; line++) {
    await recordTake(page, recording, page.getByTestId('item'));
    await expect(page.getByTestId('take-score')).toBeVisible({ timeout: 60_000 });
    if (line < lines - 1) await page.getByTestId('next-line').click();
  }
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

const CASES: Case[] = [
  { type: 'sentence_reading', code: 'speak-sentence-reading', questionId: 'spk-sr-01', text: 'Could you send me the report by Friday?', run: recordFirstThenSkip },
  { type: 'word_reading', code: 'speak-word-reading', questionId: 'spk-wr-01', text: 'schedule', run: recordFirstThenSkip },
  { type: 'picture_reading', code: 'speak-picture-reading', questionId: 'spk-pr-01', text: 'an umbrella', run: recordFirstThenSkip },
  { type: 'business_word_reading', code: 'speak-business-words', questionId: 'spk-bw-01', text: 'invoice', run: recordFirstThenSkip },
  { type: 'sentence_shadowing', code: 'speak-sentence-shadowing', questionId: 'spk-ss-01', text: "Nice to meet you. I'm from Osaka.", run: recordFirstThenSkip },
  { type: 'shadowing', code: 'speak-shadowing', questionId: 'spk-sh-01', text: 'Good morning, everyone. Today we will talk about our summer project.', run: shadowFirstThenSkip },
  { type: 'shadow_tracking', code: 'speak-shadow-tracking', questionId: 'spk-st-01', text: 'Tom lives in a small town by the sea. Every morning, he walks his dog on the beach.', run: trackFirstThenSkip },
  { type: 'narration', code: 'speak-narration', questionId: 'spk-na-01', text: "Hello, everyone. My name is Hana. I like music and sports. I play the guitar every day. Let's be good friends.", run: programFirstThenSkip },
  { type: 'speaking', code: 'speak-speaking', questionId: 'spk-sp-01', text: 'I usually clean my room on Saturday morning. In the afternoon, I often go shopping with my friends.', run: programFirstThenSkip },
  { type: 'picture_description', code: 'speak-picture-description', questionId: 'spk-pd-01', text: 'A man is reading a book under a big tree in the park.', run: programFirstThenSkip },
  { type: 'quick_response', code: 'speak-quick-response', questionId: 'spk-qr-01', text: "I'm fine, thank you. How about you?", run: programFirstThenSkip },
  { type: 'integrated_process', code: 'speak-integrated', questionId: 'spk-ip-01', text: 'My town is famous for its old castle.', run: programFirstThenSkip },
  {
    type: 'article_reading',
    code: 'speak-article-morning',
    questionId: 'spk-ar-01',
    text: 'I get up at six thirty every morning. First, I open the window and drink a glass of water. Then I make breakfast for my family. We usually have rice, miso soup and fish. After breakfast, I check the news on my phone. I leave home at eight and take the train to work.',
    run: readWholeArticle,
  },
  { type: 'dialogue_practice', code: 'speak-dialogue-hotel', questionId: 'spk-dp-01', mode: 'practice', text: 'Good afternoon. How can I help you?', run: readEveryLine },
  { type: 'dialogue_challenge', code: 'speak-dialogue-weekend', questionId: 'spk-dc-01', mode: 'practice', text: 'Hi, Yuta. Do you have any plans for the weekend?', run: challengeAsAmy },
];

test.describe('spoken types: a reading scores higher than an unrelated sentence', () => {
  let workDir = '';
  let unrelated: Recording;
  let unrelatedBrowser: Browser;

  test.beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spoken-e2e-'));
    unrelated = speak(workDir, 'unrelated', UNRELATED);
    unrelatedBrowser = await launchWithMicrophone(unrelated.wav);
  });

  test.afterAll(async () => {
    await unrelatedBrowser?.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  for (const testCase of CASES) {
    test(testCase.type, async () => {
      test.setTimeout(testCase.type.startsWith('dialogue') ? 480_000 : 240_000);
      const reading = speak(workDir, testCase.type, testCase.text);
      const readingBrowser = await launchWithMicrophone(reading.wav);
      let readScore: number;
      let readingLog: PageLog | undefined;
      try {
        const page = await studentPage(readingBrowser, stack.url);
        readingLog = new PageLog(page, 'reading');
        await openSpeaking(page, testCase.code, testCase.mode ?? 'test');
        await testCase.run(page, reading);
        const result = await resultScreen(page);
        readScore = await cardPercent(result, testCase.questionId);
        await screenshot(page, `${testCase.type}-result`);
      } finally {
        await readingLog?.attach();
        await readingBrowser.close();
      }
      const page = await studentPage(unrelatedBrowser, stack.url);
      const unrelatedLog = new PageLog(page, 'unrelated');
      let unrelatedScore: number;
      try {
        await openSpeaking(page, testCase.code, testCase.mode ?? 'test');
        await testCase.run(page, unrelated);
        unrelatedScore = await cardPercent(await resultScreen(page), testCase.questionId);
        await screenshot(page, `${testCase.type}-result-unrelated`);
      } finally {
        await unrelatedLog.attach();
        await page.context().close();
      }
      console.info(`${testCase.type}: reading ${readScore}, unrelated ${unrelatedScore}`);
      expect(readScore).toBeGreaterThan(unrelatedScore);
    });
  }
});

test('pure listening posts a full score when an item starts playing and moves on when it ends', async ({ browser }) => {
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

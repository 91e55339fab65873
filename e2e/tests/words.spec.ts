// remote-words: word-study plans scheduled by FSRS, the word test with its end time and the
// wrong-topic loop, and business words (the four views, a test, bookmarks, poor words, ear
// listening). The server's study clock follows the X-Portal-Now header on this portal
// (PORTAL_TEST_CLOCK=1), so a test lives through two study days and past an exam's end in seconds.
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { answerItem, type PackageItem } from './exercises-support';
import { apiLogin, expectNoSeriousA11yViolations, saveScreenshot, studentGet, studentPost } from './shell-support';

const STUDY_STUDENT = 'biz04';
const BIZ_STUDENT = 'biz05';
const CLOCK_HEADER = 'x-portal-now';
/** 09:00 in Tokyo on a school day: the first study day. */
const DAY_ONE = new Date('2026-12-01T00:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type PaperItem = { question_id: string; word_id: number; type_id: 1 | 14 | 22; resource: { res_type: string; items: PackageItem[] } };
type TaskStep = { guid: string; finished: 0 | 1; position: number; total: number; item: PaperItem | null };
type Plan = { plan_id: number; title: string };

/** Moves the server's study clock for everything this page asks from now on. */
const setClock = (page: Page, at: Date) => page.setExtraHTTPHeaders({ [CLOCK_HEADER]: at.toISOString() });

const dataOf = async <T>(response: Response): Promise<T> => ((await response.json()) as { data: T }).data;

/**
 * Answers the word item on screen (right or wrong) and moves on the way a student does (Next, or
 * "see results" on a one-item player) until the page has moved on: `movedOn` is what shows it (a
 * response the page waits for, or what the page shows next).
 */
async function answerWordItem(page: Page, item: PaperItem, right: boolean, movedOn: Promise<unknown> | Locator): Promise<void> {
  await expect(page.locator(`[data-testid="word-item"][data-question-id="${item.question_id}"], [data-testid="test-item"][data-question-id="${item.question_id}"]`)).toBeVisible();
  const arrived = { value: false };
  if (movedOn instanceof Promise) void movedOn.then(() => (arrived.value = true));
  await answerItem(page, item.resource.res_type, item.resource.items[0]!, right);
  const next = page.getByTestId('next');
  await expect(async () => {
    if (movedOn instanceof Promise ? arrived.value : await movedOn.isVisible()) return;
    if ((await next.count()) > 0 && (await next.isEnabled())) await next.click({ timeout: 1000 }).catch(() => undefined);
    throw new Error('the page has not moved on yet');
  }).toPass({ timeout: 20_000, intervals: [300, 500, 1000] });
}

/** The next task step the page asks for after the item on screen is answered. */
async function answerTaskItem(page: Page, item: PaperItem, right: boolean): Promise<TaskStep> {
  const asked = page.waitForResponse(/\/v3\/study-word\/next-item/);
  await answerWordItem(page, item, right, asked);
  return dataOf<TaskStep>(await asked);
}

test.describe('word study', () => {
  test('three plans and no fourth, today\'s task on two days with FSRS bringing a missed word back first, plan info', async ({ loginAs, page }) => {
    test.setTimeout(240_000);
    // Two plans set up through the API before the browser signs in (a later API login would end the
    // browser's session), on a clean slate: a retried test finds the plans of the first try.
    const api = await apiLogin(process.env.PORTAL_URL!, STUDY_STUDENT);
    for (const plan of (await studentGet<{ list: Plan[] }>(process.env.PORTAL_URL!, api, '/study-word/plan-list')).list) {
      await studentPost(process.env.PORTAL_URL!, api, '/study-word/delete-plan', { plan_id: String(plan.plan_id) });
    }
    const own = await studentPost<{ plan: Plan; added: string[]; skipped: { word: string; reason: string }[] }>(process.env.PORTAL_URL!, api, '/study-word/add-plan', {
      title: '自分の単語',
      words: 'Collect、ｃｏｖｅｒ！\nit\'s, 3D',
    });
    expect(own.added).toEqual(['collect', 'cover']);
    expect(own.skipped.map((skip) => skip.reason).sort()).toEqual(['apostrophe', 'number']);
    await studentPost(process.env.PORTAL_URL!, api, '/study-word/add-plan', { title: '英検3級 全部', list_code: 'eiken-3' });

    await setClock(page, DAY_ONE);
    await loginAs(page, STUDY_STUDENT);
    await page.goto('/study_word');
    await expect(page).toHaveURL(/\/study_word\/plan$/);
    await expect(page.getByTestId('plan-card')).toHaveCount(2);

    // The third plan through the form: grade 3's first unit, five new words a day.
    await page.getByTestId('add-plan').click();
    await expect(page).toHaveURL(/\/add_plan$/);
    await page.getByTestId('plan-title').fill('英検3級 動作の単語');
    await page.getByTestId('plan-daily-new').fill('5');
    await page.getByTestId('plan-list-code').selectOption('eiken-3');
    await page.getByTestId('plan-unit').first().check();
    await saveScreenshot(page, 'words-add-plan');
    await page.getByTestId('add-plan-submit').click();
    await expect(page.getByTestId('add-plan-result')).toBeVisible();
    await expect(page.getByTestId('added-words').locator('li')).not.toHaveCount(0);
    await page.getByTestId('added-to-plans').click();
    await expect(page.getByTestId('plan-card')).toHaveCount(3);

    await expectNoSeriousA11yViolations(page, 'word study plans');
    await saveScreenshot(page, 'words-study-plans');
    // A fourth is refused, with the reason (the server refuses it too: the route-matrix cases).
    await page.getByTestId('add-plan').click();
    const refusal = page.getByRole('alertdialog');
    await expect(refusal).toContainText('単語タスクは同時に3つまでです。');
    await saveScreenshot(page, 'words-fourth-plan-refused');
    await refusal.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/study_word\/plan$/);

    const card = page.getByTestId('plan-card').filter({ hasText: '英検3級 動作の単語' });
    const planId = Number(await card.getAttribute('data-plan-id'));

    // Day one: five new words, the first missed, the rest right.
    await card.getByTestId('plan-today').click();
    await expect(page).toHaveURL(new RegExp(`/today_task/${planId}$`));
    await expect(page.getByTestId('task-new-count')).toContainText('5');
    const started = page.waitForResponse(/\/v3\/study-word\/start-task/);
    await page.getByTestId('start-task').click();
    let step = await dataOf<TaskStep>(await started);
    const missed = step.item!;
    const seen: number[] = [];
    while (step.item) {
      seen.push(step.item.word_id);
      if (seen.length === 1) await saveScreenshot(page, 'words-today-task');
      step = await answerTaskItem(page, step.item, step.item.question_id !== missed.question_id);
    }
    await expect(page).toHaveURL(new RegExp(`/result/${planId}\\?guid=`));
    const rows = page.getByTestId('result-row');
    await expect(rows).toHaveCount(5);
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-wrong', '1');
    await saveScreenshot(page, 'words-task-result');
    // FSRS: the missed word is due again long before the words answered right.
    const dueOf = async (wordId: number) => Date.parse((await page.locator(`[data-testid="result-row"][data-word-id="${wordId}"]`).last().getAttribute('data-due'))!);
    const missedDue = await dueOf(missed.word_id);
    for (const wordId of seen.filter((id) => id !== missed.word_id)) expect(missedDue).toBeLessThan(await dueOf(wordId));

    // Day two: the missed word is due and comes first, asked another way (Japanese to English).
    await setClock(page, new Date(DAY_ONE.getTime() + DAY));
    await page.goto(`/today_task/${planId}`);
    await expect(page.getByTestId('task-due-count')).toContainText('1');
    const again = page.waitForResponse(/\/v3\/study-word\/start-task/);
    await page.getByTestId('start-task').click();
    step = await dataOf<TaskStep>(await again);
    expect(step.item).toMatchObject({ word_id: missed.word_id, type_id: 14 });
    while (step.item) step = await answerTaskItem(page, step.item, true);
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-wrong', '0');

    // The plan's schedule: every word with its state, next due date and predicted recall.
    await page.goto(`/plan_info/${planId}`);
    await expect(page.getByTestId('info-retention')).toContainText('%');
    await expect(page.getByTestId('info-word').first()).toBeVisible();
    await saveScreenshot(page, 'words-plan-info');
    for (const path of [`/list/${planId}`, `/word?plan_id=${planId}`, `/sentence?plan_id=${planId}`, `/edit_plan/${planId}`, `/challenge/${planId}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
      await saveScreenshot(page, `words${path.split('?')[0]!.replace(/\/\d+$/, '').replace(/\//g, '-')}`);
    }
  });

  test('a word test to its end time (423), then the wrong-topic loop until every item is right', async ({ loginAs, page }) => {
    test.setTimeout(180_000);
    const api = await apiLogin(process.env.PORTAL_URL!, STUDY_STUDENT);
    const plans = await studentGet<{ list: Plan[] }>(process.env.PORTAL_URL!, api, '/study-word/plan-list');
    const own = plans.list.find((plan) => plan.title === '自分の単語')!;
    const examDay = new Date(DAY_ONE.getTime() + 2 * DAY);
    await setClock(page, examDay);
    await loginAs(page, STUDY_STUDENT);

    await page.goto('/study_word/test');
    await page.locator(`[data-testid="quiz-task"][data-plan-id="${own.plan_id}"]`).getByTestId('start-exam').click();
    await expect(page.getByTestId('exam-item-count')).toContainText('2');
    const exam = page.waitForResponse(/\/v3\/word-quiz\/start-word-exam/);
    await page.getByTestId('begin-exam').click();
    const { items } = await dataOf<{ guid: string; items: PaperItem[] }>(await exam);
    // Meaning choice, then Japanese to English (a third word would be read aloud: type 1).
    expect(items.map((item) => item.type_id)).toEqual([22, 14]);
    await expect(page.getByTestId('exam-countdown')).toBeVisible();
    await saveScreenshot(page, 'words-exam');

    // The first item in time; the second after the end: refused with 423 and the end-of-time alert.
    await answerWordItem(page, items[0]!, true, page.locator(`[data-testid="word-item"][data-question-id="${items[1]!.question_id}"]`));
    await setClock(page, new Date(examDay.getTime() + 6 * MINUTE));
    await expect(page.locator(`[data-testid="word-item"][data-question-id="${items[1]!.question_id}"]`)).toBeVisible();
    const refused = page.waitForResponse((response) => response.url().includes('/v3/word-quiz/submit-word-exam-answer') && response.status() === 423);
    await answerItem(page, items[1]!.resource.res_type, items[1]!.resource.items[0]!, true);
    await refused;
    const alert = page.getByTestId('time-end-alert');
    await expect(alert).toBeVisible();
    await saveScreenshot(page, 'words-exam-time-end');
    await page.getByTestId('time-end-close').click();
    await expect(page).toHaveURL(/\/study_word\/test$/);

    // The wrong-topic loop: the item the end of time left unanswered, missed once, then right.
    await page.goto('/study_word/wrong_topic');
    const loop = page.waitForResponse(/\/v3\/word-quiz\/wrong-topic-resource/);
    await page.getByTestId('start-wrong-topic').first().click();
    const left = await dataOf<{ items: PaperItem[] }>(await loop);
    expect(left.items.map((item) => item.question_id)).toEqual([items[1]!.question_id]);
    await answerWordItem(page, left.items[0]!, false, page.locator('[data-testid="wrong-topic-run"][data-round="2"]'));
    await saveScreenshot(page, 'words-wrong-topic');
    await answerWordItem(page, left.items[0]!, true, page.getByTestId('WRONG_TOPIC_RESULT'));
    await expect(page).toHaveURL(/\/study_word\/wrong_topic\?.*result=1/);
    await saveScreenshot(page, 'words-wrong-topic-result');
  });
});

type Level = { level_id: number; title: string };
type BizCard = { word_id: number; word_name: string };

test.describe('business words', () => {
  test('a plan from a level, the four views, learning and a test to its result, a bookmark list, poor words and ear listening', async ({ loginAs, page }) => {
    test.setTimeout(240_000);
    const url = process.env.PORTAL_URL!;
    // A clean slate through the API (a retried test finds the first try's plan and lists), and
    // a reading the speech server scored low, as the reading panel reports it.
    const api = await apiLogin(url, BIZ_STUDENT);
    for (const plan of (await studentGet<{ list: Plan[] }>(url, api, '/biz-word/my-plan-list')).list) await studentPost(url, api, '/biz-word/delete-word-plan', { plan_id: String(plan.plan_id) });
    for (const list of (await studentGet<{ list: { list_id: number }[] }>(url, api, '/biz-word/bookmark-lists')).list) await studentPost(url, api, '/biz-word/delete-bookmark-list', { list_id: String(list.list_id) });
    const levels = await studentGet<{ list: Level[] }>(url, api, '/biz-word/word-level-list');
    const meetings = levels.list[0]!;
    const { words } = await studentGet<{ words: BizCard[] }>(url, api, '/biz-word/level-words', { level_id: String(meetings.level_id) });
    await studentPost(url, api, '/biz-word/report-poor-words', { word_id: String(words[0]!.word_id), score: '42', poorly_words: JSON.stringify([words[1]!.word_name]) });

    await setClock(page, DAY_ONE);
    await loginAs(page, BIZ_STUDENT);
    await page.goto('/eiken/biz');
    await expect(page.getByTestId('biz-level')).toHaveCount(levels.list.length);
    await saveScreenshot(page, 'words-biz-home');

    // A plan of the first level, five words a day.
    await page.getByTestId('add-plan').click();
    await expect(page).toHaveURL(/\/eiken\/biz\/studyWord\/add$/);
    await page.getByTestId('plan-title').fill('会議の単語');
    await page.getByTestId('plan-unit').first().check();
    await page.getByTestId('plan-daily').fill('5');
    await page.getByTestId('plan-save').click();
    await expect(page).toHaveURL(/\/eiken\/biz\/studyWord\?plan_id=\d+/);
    await expectNoSeriousA11yViolations(page, 'business word plan');

    // Learning: the four views of a card (word, with Japanese, its example, with Japanese), then known or not.
    await page.getByTestId('start-learning').click();
    await expect(page).toHaveURL(/\/eiken\/biz\/studyWord\/practice\?/);
    const view = page.getByTestId('view-index');
    await expect(view).toHaveAttribute('data-view', '1');
    for (const next of ['2', '3', '4', '1']) {
      await page.getByTestId('view-next').click();
      await expect(view).toHaveAttribute('data-view', next);
      if (next === '3') await expect(page.getByTestId('card-sentence')).toBeVisible();
    }
    await saveScreenshot(page, 'words-biz-card');
    for (let card = 0; card < 5; card++) await page.getByTestId(card === 1 ? 'card-unknown' : 'card-known').click();
    await expect(page.getByTestId('learning-done')).toBeVisible();

    // The test (named route eikenBizWordTest, with the query, type=challenge and activeTab) to its result.
    await page.getByTestId('done-to-test').click();
    await expect(page).toHaveURL(/\/eiken\/biz\/studyWord\/test\?(?=.*type=challenge)(?=.*activeTab=new)/);
    const paper = page.waitForResponse(/\/v3\/biz-word\/start-testing/);
    await page.getByTestId('start-word-test').click();
    const { items } = await dataOf<{ items: PaperItem[] }>(await paper);
    for (const [position, item] of items.entries()) {
      const following = items[position + 1];
      await answerWordItem(page, item, position !== 0, following ? page.locator(`[data-testid="test-item"][data-question-id="${following.question_id}"]`) : page.getByTestId('biz-test-result'));
    }
    await expect(page.getByTestId('result-score')).toHaveAttribute('data-right', String(items.length - 1));
    await saveScreenshot(page, 'words-biz-test-result');

    // A bookmark list: a name is required; a word goes into it from a card of the word list.
    await page.goto('/eiken/biz/bookmarks');
    await page.getByTestId('bookmark-save').click();
    await expect(page.getByTestId('bookmark-name-error')).toContainText('ブックマーク名を入力してください');
    await page.getByTestId('bookmark-name').fill('来週の会議');
    await page.getByTestId('bookmark-save').click();
    const list = page.getByTestId('bookmark-list');
    await expect(list).toHaveCount(1);
    const listId = await list.getAttribute('data-list-id');
    await page.goto(`/eiken/biz/bizWordList/practice?level_id=${meetings.level_id}`);
    await expect(page.getByTestId('word-card')).toHaveAttribute('data-word', words[0]!.word_name);
    await page.getByTestId('bookmark-word').click();
    await page.getByTestId('bookmark-into').first().click();
    // The toast confirms the save; leaving before it could cancel the request in flight.
    await expect(page.getByTestId('toast').filter({ hasText: '「来週の会議」に入れました。' })).toBeVisible();
    await page.goto(`/eiken/biz/bookmarks/${listId}`);
    await expect(page.getByTestId('bookmark-word-row')).toHaveAttribute('data-word', words[0]!.word_name);
    await saveScreenshot(page, 'words-biz-bookmark');

    // Poor words: the word read badly and the word the speech server named.
    await page.goto('/eiken/biz/poorWord');
    await expect(page.getByTestId('poor-word-row')).toHaveCount(2);
    await saveScreenshot(page, 'words-biz-poor-words');

    // Ear listening: a topic's dictation sets, one opened in the engine.
    await page.goto('/eiken/earListen/');
    await expect(page.getByTestId('ear-class')).toHaveCount(levels.list.length);
    await page.getByTestId('open-practice').first().click();
    await expect(page).toHaveURL(/\/eiken\/earListen\/practice\?/);
    await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-type', 'listen_fill_words');
    await saveScreenshot(page, 'words-ear-listen');
  });
});

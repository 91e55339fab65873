// remote-exams: a business student picks an Eiken grade and practises a section with the exercise
// engine, which remote-exams loads from remote-exercises at run time (Module Federation); the
// answers go to the Eiken calls and come back as the result and the section's progress.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../src/fixtures';
import { answerItem, moveOn, nextOrDone, type PackageIndex, packageIndex, type PackageItem, type ResourceSummary } from './exercises-support';
import { apiLogin, expectNoSeriousA11yViolations, saveScreenshot, studentGet } from './shell-support';
import { cardPercent, launchWithMicrophone, letMicrophonePlay, resultScreen, speak, stopTake, studentPage } from './spoken-support';

const STUDENT = 'biz03';
/** Reads the catalogue through the API as another student: an API login of STUDENT would end the browser's session. */
const READER = 'biz04';

test('Eiken practice: choose grade 3, play a vocabulary set with the engine, see its result and the progress', async ({ loginAs, page, portal }) => {
  test.setTimeout(180_000);
  // The set the student will play and its package (to know the right answers): grade 3's first
  // vocabulary set, found through the directory the student's page links to.
  const reader = await apiLogin(portal.url, READER);
  await loginAs(page, STUDENT);

  // The grade drives what the practice pages show.
  await page.goto('/testing');
  await page.getByRole('button', { name: '英検3級で学習する' }).click();
  await expect(page.getByText('英検3級を学習中のレベルにしました。')).toBeVisible();

  await page.goto('/eiken/practice');
  await expect(page.getByRole('heading', { name: '英検 分野別練習' })).toBeVisible();
  await expect(page.getByText('英検3級の一次試験の形式で、分野ごとに練習できます。')).toBeVisible();
  await expect(page.getByTestId('eiken-class')).toHaveText([/語彙・文法/, /会話文/, /長文読解/, /リスニング/]);
  await saveScreenshot(page, 'exams-eiken-practice');
  await expectNoSeriousA11yViolations(page, 'Eiken practice list');

  const directoryId = new URL((await page.getByTestId('eiken-class').first().getAttribute('href'))!, portal.url).searchParams.get('directory_id')!;
  const sets = await studentGet<{ directory: { code: string }; list: ResourceSummary[] }>(portal.url, reader, '/eiken-toeic/get-resource-list', { directory_id: directoryId });
  expect(sets.directory.code).toBe('eiken-3-vocabulary');
  const set = sets.list[0]!;
  const index = await packageIndex(portal.url, set);

  // From its row (a row of the engine's list component) into the engine's player.
  const row = page.locator(`[data-testid="resource-row"][data-code="${set.code}"]`);
  await row.getByTestId('open-practice').click();
  await expect(page).toHaveURL(/\/eiken\/practice\/detail\?/);
  await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-type', 'grammar_choice');
  // The engine is remote-exercises' code, loaded at run time beside remote-exams.
  expect(await page.evaluate(() => window.__portal?.remoteStates())).toMatchObject({ 'remote-exams': 'loaded' });

  // The first item wrong, the rest right.
  for (const [position, item] of index.items.entries()) {
    await answerItem(page, 'grammar_choice', item, position !== 0);
    if (position === 0) {
      await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'false');
      await saveScreenshot(page, 'exams-eiken-practice-detail');
    }
    await moveOn(page, item);
  }

  await expect(page).toHaveURL(/\/eiken\/practice\/result\?/, { timeout: 20_000 });
  const result = page.getByTestId('exercise-result');
  await expect(result.getByTestId('result-card')).toHaveCount(index.items.length);
  const expected = Math.round((100 * (index.items.length - 1)) / index.items.length);
  await expect(result.getByTestId('result-total')).toHaveText(`${expected}点`);
  await saveScreenshot(page, 'exams-eiken-practice-result');

  // Back in the section: the set is completed with its score, and the section counts it.
  await page.getByRole('button', { name: '一覧に戻る' }).click();
  await expect(page).toHaveURL(/\/eiken\/practice\?directory_id=/);
  await expect(row).toHaveAttribute('data-status', 'completed');
  await expect(row).toContainText(`最高 ${expected}点`);
  await expect(page.getByTestId('eiken-class').first()).toContainText('1 / ');
});

test('CEFR: a first placement test to its result, the level on the index, the map and a unit, tips and about', async ({ loginAs, page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'biz05');

  await page.goto('/cefr');
  await expect(page).toHaveURL(/\/cefr\/index$/);
  await expect(page.getByTestId('cefr-path').locator('li')).toHaveCount(7);
  // A fresh portal: no level yet, so this test places (a retry on the same portal is a later test).
  await expect(page.getByTestId('cefr-level')).toBeVisible();
  const firstTest = await page.getByTestId('no-cefr-level').isVisible();
  await saveScreenshot(page, 'exams-cefr-index-before');

  await page.getByTestId('take-test').click();
  await expect(page).toHaveURL(/\/cefr\/test$/);
  await saveScreenshot(page, 'exams-cefr-test-intro');
  await page.getByTestId('start-test').click();

  // Each item comes from the server after the previous answer; the first option of each is chosen
  // (right or wrong by chance), until the server's stopping rule ends the test (10 to 24 items).
  const player = page.getByTestId('exercise-player');
  const item = page.getByTestId('item');
  const result = page.getByTestId('cefr-test-result');
  const answered: string[] = [];
  /** The question on screen once it is one not answered yet, or null once the result shows. */
  const nextQuestion = async () => {
    let shown: string | null = null;
    await expect
      .poll(
        async () => {
          if (await result.isVisible()) return true;
          shown = await item.getAttribute('data-question-id', { timeout: 500 }).catch(() => null);
          return shown !== null && !answered.includes(shown);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return (await result.isVisible()) ? null : shown;
  };
  for (let questionId = await nextQuestion(); questionId !== null; questionId = await nextQuestion()) {
    if (answered.length === 0) await saveScreenshot(page, 'exams-cefr-test-item');
    const current = page.locator(`[data-testid="item"][data-question-id="${questionId}"]`);
    const reading = (await player.getAttribute('data-type')) === 'reading_comprehension';
    await current.locator('[data-testid="choice-option"]').first().click();
    // A one-question reading item submits itself when an option is chosen.
    if (!reading) await current.getByTestId('submit').click();
    answered.push(questionId);
    expect(answered.length).toBeLessThanOrEqual(24);
  }
  expect(answered.length).toBeGreaterThanOrEqual(10);

  await expect(result.getByTestId('level-change')).toHaveAttribute('data-change', firstTest ? 'placedFirst' : /^(up|down|same)$/);
  const level = (await result.getByTestId('result-level-value').getAttribute('data-level'))!;
  expect(['pre-A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']).toContain(level);
  await expect(result.getByTestId('review-item')).toHaveCount(answered.length);
  await expect(result.getByTestId('lost-by-skill').locator('li')).toHaveCount(4);
  await result.getByTestId('review-item').first().getByRole('button', { name: '見直す' }).click();
  await expect(result.getByTestId('exercise-result')).toBeVisible();
  await saveScreenshot(page, 'exams-cefr-test-result');

  // The index now shows the level the test gave, and the test in the history.
  await page.getByTestId('to-cefr-index').click();
  await expect(page.getByTestId('student-level')).toHaveAttribute('data-level', level);
  await expect(page.getByTestId('cefr-path').locator('[aria-current="step"]')).toHaveAttribute('data-level', level);
  await expect(page.getByTestId('cefr-history').getByRole('link').first()).toBeVisible();
  await saveScreenshot(page, 'exams-cefr-index-after');
  await expectNoSeriousA11yViolations(page, 'CEFR index');

  await page.getByTestId('open-map').click();
  await expect(page).toHaveURL(/\/cefr\/map$/);
  await expect(page.getByTestId('cefr-unit')).toHaveCount(15);
  await saveScreenshot(page, 'exams-cefr-map');
  await page.getByTestId('cefr-unit').first().getByRole('button', { name: '練習する' }).click();
  await expect(page).toHaveURL(/\/cefr\/details\?unit_id=\d+$/);
  await expect(page.getByTestId('can-do')).toBeVisible();
  await page.locator('[data-testid="resource-row"]').first().getByTestId('open-practice').click();
  await expect(page).toHaveURL(/\/cefr\/details\?unit_id=\d+&resource_id=\d+/);
  await expect(page.getByTestId('exercise-player')).toBeVisible();
  await saveScreenshot(page, 'exams-cefr-details');

  for (const [path, testId] of [
    ['/cefr/testTips', 'cefr-tips'],
    ['/cefr/about', 'cefr-about'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(testId).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await saveScreenshot(page, `exams-${testId}`);
  }
});

/** A grade-3 student for the RWL and mock test flows: their data is set up through the API before the browser signs in. */
const RWL_STUDENT = 'biz03';

type Paper = { section: { title: string }; resource: ResourceSummary; index: PackageIndex };

/**
 * Sets grade 3 for RWL_STUDENT through the API and reads every grade-3 practice set and mock
 * test set with its package (to answer as a student who knows the answers). The browser signs
 * in afterwards: an API login ends the browser's session, not the other way round.
 */
async function grade3Material(portalUrl: string) {
  const session = await apiLogin(portalUrl, RWL_STUDENT);
  const levels = await studentGet<{ list: { level_id: number; code: string }[] }>(portalUrl, session, '/eiken-toeic/level-list');
  const grade3 = levels.list.find((level) => level.code === 'eiken-3')!;
  const response = await fetch(`${portalUrl}/v3/eiken-toeic/submit-level?student_id=${session.student_id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ level_id: String(grade3.level_id) }),
  });
  expect(response.ok).toBe(true);
  const classes = await studentGet<{ list: { class_id: number; kind: string }[] }>(portalUrl, session, '/eiken-toeic/get-class-list');
  const byQuestion = new Map<string, { type: string; item: PackageItem }>();
  const practice: { kind: string; resource: ResourceSummary; index: PackageIndex }[] = [];
  for (const directory of classes.list) {
    const sets = await studentGet<{ list: ResourceSummary[] }>(portalUrl, session, '/eiken-toeic/get-resource-list', { directory_id: String(directory.class_id) });
    for (const resource of sets.list) practice.push({ kind: directory.kind, resource, index: await packageIndex(portalUrl, resource) });
  }
  const exams = await studentGet<{ list: { directory_id: number }[] }>(portalUrl, session, '/eiken-toeic-exam/directory-list');
  const exam = await studentGet<{ sections: { title: string; resources: ResourceSummary[] }[] }>(portalUrl, session, '/eiken-toeic-exam/resource-list', { directory_id: String(exams.list[0]!.directory_id) });
  const mock: Paper[] = [];
  for (const section of exam.sections) for (const resource of section.resources) mock.push({ section, resource, index: await packageIndex(portalUrl, resource) });
  for (const entry of [...practice, ...mock]) for (const item of entry.index.items) byQuestion.set(item.question_id, { type: entry.index.res_type, item });
  return { practice, mock, byQuestion };
}

test('Eiken RWL: a listening set with one wrong answer, what to practise next, and the review of wrong answers', async ({ loginAs, page, portal }) => {
  test.setTimeout(180_000);
  const material = await grade3Material(portal.url);
  const listening = material.practice.find((entry) => entry.kind === 'listening')!;
  await loginAs(page, RWL_STUDENT);

  await page.goto('/eiken/rwl/index');
  await expect(page.getByTestId('rwl-skill')).toHaveText([/リーディング/, /リスニング/]);
  await page.getByTestId('rwl-skill').nth(1).click();
  await expect(page).toHaveURL(/skill=listening/);
  const row = page.locator(`[data-testid="resource-row"][data-code="${listening.resource.code}"]`);
  await expect(row).toBeVisible();
  await saveScreenshot(page, 'exams-eiken-rwl-index');
  await expectNoSeriousA11yViolations(page, 'Eiken RWL index');

  await row.getByTestId('open-practice').click();
  await expect(page).toHaveURL(/\/eiken\/rwl\/practice\?/);
  await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-type', listening.index.res_type);
  for (const [position, item] of listening.index.items.entries()) {
    await answerItem(page, listening.index.res_type, item, position !== 0);
    await moveOn(page, item);
  }
  await expect(page).toHaveURL(/\/eiken\/rwl\/practice\/result\?/, { timeout: 20_000 });
  const expected = Math.round((100 * (listening.index.items.length - 1)) / listening.index.items.length);
  await expect(page.getByTestId('result-total')).toHaveText(`${expected}点`);
  // What next: another listening set and a set of the weakest other section, and the review.
  await expect(page.getByTestId('next-set')).toHaveCount(2);
  await expect(page.getByTestId('to-review')).toBeVisible();
  await saveScreenshot(page, 'exams-eiken-rwl-result');

  await page.getByTestId('to-review').click();
  await expect(page).toHaveURL(/\/eiken\/rwl\/review\/startup$/);
  await expect(page.getByTestId('review-total')).toContainText('問');
  await saveScreenshot(page, 'exams-eiken-rwl-review-startup');
  await page.getByTestId('review-start').click();
  await expect(page).toHaveURL(/\/eiken\/rwl\/review\/details\?/);

  // Every wrong item, set by set, answered right this time (the engine shows feedback in review mode).
  const reviewed: string[] = [];
  const card = page.getByTestId('item');
  while (!page.url().includes('/review/result')) {
    await expect(card.or(page.getByTestId('review-result'))).toBeVisible({ timeout: 20_000 });
    if (page.url().includes('/review/result')) break;
    const questionId = (await card.getAttribute('data-question-id'))!;
    const known = material.byQuestion.get(questionId)!;
    await answerItem(page, known.type, known.item, true);
    if (reviewed.length === 0) {
      await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'true');
      await saveScreenshot(page, 'exams-eiken-rwl-review-details');
    }
    reviewed.push(questionId);
    await nextOrDone(page, questionId, /\/review\/result\?/);
    expect(reviewed.length).toBeLessThan(40);
  }
  expect(reviewed).toContain(listening.index.items[0]!.question_id);
  await expect(page.getByTestId('review-score')).toHaveText(`${reviewed.length} / ${reviewed.length}問正解`);
  await expect(page.getByTestId('exercise-result').first()).toBeVisible();
  await saveScreenshot(page, 'exams-eiken-rwl-review-result');

  // Answered right, they leave the list.
  await page.getByTestId('review-again').click();
  await expect(page.getByTestId('review-nothing')).toBeVisible();
});

test('Eiken mock test: a timed sitting handed in, its result with the estimate and the review of each set', async ({ loginAs, page, portal }) => {
  test.setTimeout(180_000);
  const material = await grade3Material(portal.url);
  const first = material.mock[0]!;
  await loginAs(page, RWL_STUDENT);

  await page.goto('/eiken/challenge');
  await expect(page.getByTestId('challenge-intro')).toContainText('制限時間 40分');
  await saveScreenshot(page, 'exams-eiken-challenge-intro');
  await page.getByTestId('start-challenge').click();
  await expect(page.getByTestId('challenge-sitting')).toBeVisible();
  await expect(page.getByTestId('challenge-timer')).toContainText(/残り (40:00|39:\d\d)/);
  await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-mode', 'test');

  // The first set all right (test mode: no feedback, the next item comes at once), then the next set opens.
  for (const [position, item] of first.index.items.entries()) {
    await answerItem(page, first.index.res_type, item, true);
    if (position === 0) await saveScreenshot(page, 'exams-eiken-challenge-sitting');
    await nextOrDone(page, item.question_id, /challengeResult/);
  }
  await expect(page.getByTestId('challenge-part')).toContainText(material.mock[1]!.resource.title);

  await page.getByTestId('hand-in').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/eiken\/challengeResult\?guid=/, { timeout: 20_000 });
  const questions = material.mock.reduce((sum, entry) => sum + entry.index.items.reduce((inner, item) => inner + (item.questions?.length || 1), 0), 0);
  const right = first.index.items.reduce((sum, item) => sum + (item.questions?.length || 1), 0);
  await expect(page.getByTestId('challenge-total')).toHaveText(`${right} / ${questions} 問正解（${Math.round((100 * right) / questions)}%）`);
  await expect(page.getByTestId('challenge-cse')).toContainText('/ 1100');
  await expect(page.getByTestId('challenge-likelihood')).toHaveText(/\d+%/);
  await expect(page.getByTestId('challenge-sections').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('challenge-sections').locator('tbody tr').first()).toContainText(`${right} / ${right}`);
  // Every set can be reviewed item by item: the first (all right) opens with its result cards.
  const review = page.getByTestId('challenge-review').getByTestId('exercise-result');
  await expect(review.getByTestId('result-card')).toHaveCount(first.index.items.length);
  await expect(page.getByTestId('next-set').first()).toBeVisible();
  await expect(page.getByTestId('challenge-history').getByTestId('history-entry')).toHaveCount(1);
  await saveScreenshot(page, 'exams-eiken-challenge-result');
  await expectNoSeriousA11yViolations(page, 'Eiken mock test result');

  // An unanswered set shows each question with its right answer and explanation.
  await page.getByTestId('review-part').nth(1).click();
  await expect(review.getByTestId('result-card')).toHaveCount(material.mock[1]!.index.items.length);
  await page.getByTestId('challenge-review').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'exams-eiken-challenge-review', false);
});

test('Eiken hub and test guide: the grade with its menu and progress, and the guide with the grade marked', async ({ loginAs, page }) => {
  await loginAs(page, RWL_STUDENT);
  await page.goto('/eiken/eikenList');
  await expect(page.getByTestId('hub-grade')).toContainText('英検3級');
  for (const item of ['hub-practice', 'hub-rwl', 'hub-wordtraining', 'hub-wordlearning', 'hub-challenge', 'hub-interview', 'hub-tips']) await expect(page.getByTestId(item)).toBeVisible();
  await expect(page.getByTestId('hub-practice')).toContainText('セット完了');
  await saveScreenshot(page, 'exams-eiken-list');
  await expectNoSeriousA11yViolations(page, 'Eiken hub');

  await page.getByTestId('hub-tips').getByRole('link').click();
  await expect(page).toHaveURL(/\/college\/eiken\/tips$/);
  await expect(page.getByRole('heading', { name: '英検 試験ガイドと勉強のコツ' })).toBeVisible();
  await expect(page.getByTestId('tips-grades').locator('tr[aria-current="true"]')).toContainText('3級');
  await saveScreenshot(page, 'exams-eiken-tips');
  await expectNoSeriousA11yViolations(page, 'Eiken tips');
});

/** Sets `account`'s target grade through the API (before the browser signs in: an API login ends the browser's session). */
async function chooseGrade(portalUrl: string, account: string, code: string): Promise<{ token: string; student_id: number }> {
  const session = await apiLogin(portalUrl, account);
  const levels = await studentGet<{ list: { level_id: number; code: string }[] }>(portalUrl, session, '/eiken-toeic/level-list');
  const level = levels.list.find((entry) => entry.code === code)!;
  const response = await fetch(`${portalUrl}/v3/eiken-toeic/submit-level?student_id=${session.student_id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ level_id: String(level.level_id) }).toString(),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return session;
}

test('Eiken word training: grade 3 units, a word-to-meaning set played with the engine, its result with the words to review', async ({ loginAs, page, portal }) => {
  test.setTimeout(180_000);
  const account = 'biz02';
  await chooseGrade(portal.url, account, 'eiken-3');
  const reader = await apiLogin(portal.url, READER);
  await loginAs(page, account);

  await page.goto('/eiken/wordtraining/index');
  await expect(page.getByRole('heading', { name: '英検 単語トレーニング' })).toBeVisible();
  await expect(page.getByText(/英検3級の単語（\d+語）を、意味・つづり・発音の練習で身につけましょう。/)).toBeVisible();
  await expect(page.getByTestId('word-unit').first()).toContainText('身の回りの動作');
  const unitId = new URL((await page.getByTestId('word-unit').first().getAttribute('href'))!, portal.url).searchParams.get('class_id')!;
  const sets = await studentGet<{ list: ResourceSummary[] }>(portal.url, reader, '/eiken-training/get-resource-list', { class_id: unitId });
  expect(sets.list.map((set) => set.type)).toEqual(['word_choice', 'grammar_choice', 'listen_fill_letters', 'word_reading']);
  const set = sets.list[0]!;
  const index = await packageIndex(portal.url, set);
  await expect(page.locator('[data-testid="resource-row"]')).toHaveCount(4);
  await saveScreenshot(page, 'exams-eiken-wordtraining');
  await expectNoSeriousA11yViolations(page, 'Eiken word training');

  await page.locator(`[data-testid="resource-row"][data-code="${set.code}"]`).getByTestId('open-practice').click();
  await expect(page).toHaveURL(/\/eiken\/wordtraining\/practice\?/);
  await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-type', 'word_choice');
  // The first two words wrong, the rest right.
  for (const [position, item] of index.items.entries()) {
    await answerItem(page, 'word_choice', item, position >= 2);
    if (position === 0) await saveScreenshot(page, 'exams-eiken-wordtraining-practice');
    await moveOn(page, item);
  }

  await expect(page).toHaveURL(/\/eiken\/wordtraining\/practice\/result\?/, { timeout: 20_000 });
  const result = page.getByTestId('exercise-result');
  await expect(result.getByTestId('result-card')).toHaveCount(index.items.length);
  await expect(result.getByTestId('result-total')).toHaveText(`${Math.round((100 * (index.items.length - 2)) / index.items.length)}点`);
  const review = page.getByTestId('review-words');
  await expect(review.getByRole('heading', { name: '復習する単語' })).toBeVisible();
  await expect(review.getByTestId('review-word')).toHaveCount(2);
  await expect(review.getByTestId('review-word').first()).toHaveAttribute('data-word', index.items[0]!.word!);
  await saveScreenshot(page, 'exams-eiken-wordtraining-result');

  await page.getByRole('button', { name: '一覧に戻る' }).click();
  await expect(page).toHaveURL(/\/eiken\/wordtraining\/index\?class_id=/);
  await expect(page.getByTestId('word-unit').first()).toContainText('1 / 4 セット完了');

  // Word learning: the unit's first study card with its example and audio.
  await page.goto('/eiken/wordlearning/index');
  await page.getByTestId('learning-unit').first().getByRole('link', { name: '学習する' }).click();
  const card = page.getByTestId('word-card');
  await expect(card).toHaveAttribute('data-word', 'collect');
  await expect(card).toContainText('My brother collects old coins.');
  await expect(card).toContainText('兄は古い硬貨を集めています。');
  await saveScreenshot(page, 'exams-eiken-wordlearning-card');
});

test('Eiken interview: grade 3 card, the passage read aloud and the questions answered by voice, the result per question', async ({ portal }) => {
  test.setTimeout(240_000);
  const account = 'biz02';
  await chooseGrade(portal.url, account, 'eiken-3');
  const reader = await chooseGrade(portal.url, READER, 'eiken-3');
  const cards = await studentGet<{ list: { code: string; resource: ResourceSummary }[] }>(portal.url, reader, '/eiken-interview/card-list');
  const card = cards.list[0]!;
  expect(card.code).toBe('eiken-3-interview-1');
  const index = await packageIndex(portal.url, card.resource);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exams-interview-'));
  // The fake microphone plays this answer at every take (one WAV per browser).
  const answer = speak(workDir, 'answer', 'Because they want to relax in nature.');
  const browser = await launchWithMicrophone(answer.wav);
  try {
    const page = await studentPage(browser, portal.url, account);
    await page.goto('/eiken/interview/index');
    await expect(page.getByRole('heading', { name: '英検 二次試験（面接）練習' })).toBeVisible();
    await expect(page.getByTestId('interview-card-row')).toHaveCount(2);
    await saveScreenshot(page, 'exams-eiken-interview');
    await page.locator(`[data-testid="interview-card-row"][data-code="${card.code}"]`).getByTestId('open-interview').click();
    await expect(page).toHaveURL(/\/eiken\/interview\/dialog\?/);
    await expect(page.getByTestId('interview-passage')).toContainText('Camping is a popular activity in Japan.');

    for (const [position, item] of index.items.entries()) {
      const current = page.locator(`[data-testid="item"][data-question-id="${item.question_id}"]`);
      await expect(current).toBeVisible({ timeout: 30_000 });
      const start = current.getByTestId('program-start');
      if (await start.isVisible()) await start.click();
      // The reading waits for the 20 seconds of silent reading; a question for its examiner audio.
      await expect(current.getByTestId('record-stop')).toBeVisible({ timeout: 60_000 });
      if (position === 0) await saveScreenshot(page, 'exams-eiken-interview-dialog');
      await letMicrophonePlay(page, answer);
      await stopTake(current);
      await moveOn(page, item);
    }

    await expect(page).toHaveURL(/\/eiken\/interview\/dialog\/result\?/, { timeout: 30_000 });
    const result = await resultScreen(page);
    await expect(result.getByTestId('result-card')).toHaveCount(index.items.length);
    // The answer to the passage question is its model answer: heard and scored.
    const first = result.locator(`[data-testid="result-card"][data-question-id="e3-iv1-q1"]`);
    await expect(first.getByTestId('recognized-text')).toBeVisible();
    expect(await cardPercent(result, 'e3-iv1-q1')).toBeGreaterThan(0);
    await expect(first).toContainText('自然の中でのんびりしたいからです。');
    await saveScreenshot(page, 'exams-eiken-interview-result');
  } finally {
    await browser.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

// remote-arena: student-versus-student battles against the real server, two students in two
// browser contexts. Two students are matched and battle to the result (ratings move); the loser
// replays their wrong questions through the engine; a student who closes the tab mid-battle
// loses by forfeit; a lone student plays a recorded battle (a ghost); grammar mode, the rules
// page and the redirect. The right answers come from the built question packages in the
// portal's DATA_DIR, as a student who knows them would answer.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { FORFEIT_GRACE_SECONDS, GHOST_WAIT_SECONDS } from 'shared-contract';
import { expect, loginAs, test, type Portal } from '../src/fixtures';
import { answerItem, type PackageItem } from './exercises-support';
import { apiLogin, expectNoSeriousA11yViolations, saveScreenshot, studentGet } from './shell-support';

type BankItem = PackageItem & { choose?: { index: number; correct: number }[]; answers?: { index: number; correct: number }[] };

/** Every arena question's package item, by question id (content/arena/questions built by the seed). */
function questionBank(portal: Portal): Map<string, { type: string; item: BankItem }> {
  const bank = new Map<string, { type: string; item: BankItem }>();
  const root = path.join(portal.dataDir, 'resources');
  for (const code of fs.readdirSync(root).filter((name) => name.startsWith('arena-'))) {
    for (const version of fs.readdirSync(path.join(root, code))) {
      const file = path.join(root, code, version, 'index.json');
      if (!fs.existsSync(file)) continue;
      const index = JSON.parse(fs.readFileSync(file, 'utf8')) as { res_type: string; items: BankItem[] };
      for (const item of index.items) bank.set(item.question_id, { type: index.res_type, item });
    }
  }
  return bank;
}

const rightOption = (item: BankItem) => (item.choose ?? item.answers ?? []).find((option) => option.correct === 1)!.index;

type Arena = { typeIds: Map<string, number> };

/** Battle types by code, and no student of the spec left waiting in the queue by an earlier try. */
async function prepareArena(portal: Portal, accounts: string[]): Promise<Arena> {
  let typeIds = new Map<string, number>();
  for (const account of accounts) {
    const session = await apiLogin(portal.url, account);
    await studentGet(portal.url, session, '/arena/leave-matching');
    const types = await studentGet<{ list: { type_id: number; code: string }[] }>(portal.url, session, '/arena/get-type-list');
    typeIds = new Map(types.list.map((type) => [type.code, type.type_id]));
  }
  return { typeIds };
}

async function studentPage(browser: Browser, portal: Portal, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  return loginAs(await context.newPage(), account);
}

/** Chooses a type's level on its page and asks for a rival. */
async function askForRival(page: Page, typeId: number, level: number) {
  await page.goto(`/arena/type?type_id=${typeId}`);
  await page.locator(`[data-testid="level-option"][data-level="${level}"]`).click();
  await page.getByTestId('start-matching').click();
  await expect(page).toHaveURL(/\/arena\/pkwait\?/);
}

/**
 * Plays questions `from` to `to` (exclusive) of the battle on screen, each answered as it opens,
 * right or wrong as `rightAt` says.
 */
async function playBattle(page: Page, bank: Map<string, { item: BankItem }>, rightAt: (index: number) => boolean, to: number, from = 0) {
  for (let index = from; index < to; index += 1) {
    const question = page.locator(`[data-testid="battle-question"][data-index="${index}"]`);
    await expect(question).toBeVisible({ timeout: 30_000 });
    const item = bank.get((await question.getAttribute('data-question-id'))!)!.item;
    const right = rightOption(item);
    const choice = rightAt(index) ? right : ((right % 4) + 1);
    const option = page.locator(`[data-testid="battle-option"][data-option="${choice}"]`);
    await expect(option).toBeEnabled();
    await option.click();
    await expect(page.getByTestId('verdict')).toBeVisible();
  }
}

test.describe('arena', () => {
  test('two students are matched and battle to the result, ratings move; the loser replays a wrong question', async ({ browser, portal }) => {
    test.setTimeout(180_000);
    const arena = await prepareArena(portal, ['col01', 'col02']);
    const bank = questionBank(portal);
    const [first, second] = [await studentPage(browser, portal, 'col01'), await studentPage(browser, portal, 'col02')];

    await first.goto('/arena');
    await expect(first).toHaveURL(/\/arena\/index$/);
    await expect(first.getByTestId('choose-type')).toHaveCount(4);
    await saveScreenshot(first, 'arena-index');
    await expectNoSeriousA11yViolations(first, 'arena index');
    await first.getByTestId('choose-type').first().click();
    await expect(first).toHaveURL(/\/arena\/type\?type_id=/);
    await expect(first.getByTestId('level-option')).toHaveCount(5);
    await saveScreenshot(first, 'arena-type');

    const vocabulary = arena.typeIds.get('vocabulary')!;
    await askForRival(first, vocabulary, 1);
    await expect(first.getByTestId('waited-seconds')).toBeVisible();
    await saveScreenshot(first, 'arena-waiting');
    await askForRival(second, vocabulary, 1);
    await expect(first.getByTestId('matched-intro')).toContainText('さくら');
    await expect(second.getByTestId('matched-intro')).toContainText('だいすけ');
    await saveScreenshot(second, 'arena-matched');

    await Promise.all([
      playBattle(first, bank, () => true, 10),
      (async () => {
        await playBattle(second, bank, (index) => index % 3 === 0, 1);
        // The rival's answers show live on this screen.
        await expect(second.getByTestId('rival-panel-answered')).not.toHaveText(/^0 /);
        await saveScreenshot(second, 'arena-battle');
        await playBattle(second, bank, (index) => index % 3 === 0, 10, 1);
      })(),
    ]).catch(async (error: unknown) => {
      await saveScreenshot(first, 'arena-battle-failed-first');
      await saveScreenshot(second, 'arena-battle-failed-second');
      throw error;
    });

    await expect(first).toHaveURL(/\/arena\/pkresult\?battle_id=/, { timeout: 30_000 });
    await expect(second).toHaveURL(/\/arena\/pkresult\?battle_id=/, { timeout: 30_000 });
    await expect(first.getByTestId('outcome')).toHaveText('勝ち');
    await expect(second.getByTestId('outcome')).toHaveText('負け');
    await expect(first.getByTestId('rating-change')).toContainText('+');
    await expect(second.getByTestId('rating-change')).toContainText('-');
    await expect(second.getByTestId('review-row')).toHaveCount(10);
    await saveScreenshot(first, 'arena-result-win');
    await saveScreenshot(second, 'arena-result-lose');
    await expectNoSeriousA11yViolations(second, 'arena result');

    // The loser's wrong questions, replayed by the engine: one answered right leaves the list.
    await second.getByTestId('review-wrong').click();
    await expect(second).toHaveURL(/\/arena\/wrongQuestions/);
    await expect(second.getByTestId('exercise-player')).toBeVisible();
    await saveScreenshot(second, 'arena-wrong-questions');
    const questionId = (await second.getByTestId('item').getAttribute('data-question-id'))!;
    const wrong = bank.get(questionId)!;
    await answerItem(second, wrong.type, wrong.item, true);
    await expect(second.getByTestId('wrong-questions-progress')).toBeVisible();
    const runGuid = await second.getByTestId('wrong-questions-run').getAttribute('data-guid');
    await first.context().close();
    // The run's result page: the answer reached the server, right, and the question left the list.
    await expect(async () => {
      await second.goto(`/arena/wrongResult?guid=${runGuid}`);
      await expect(second.getByTestId('wrong-result-right')).toContainText('1', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(second.getByTestId('wrong-result-item')).toHaveCount(1);
    await saveScreenshot(second, 'arena-wrong-result');
    await second.context().close();
  });

  test('a student who closes the tab mid-battle loses by forfeit; the other wins', async ({ browser, portal }) => {
    test.setTimeout(120_000);
    const arena = await prepareArena(portal, ['col03', 'biz05']);
    const bank = questionBank(portal);
    const [stayer, leaver] = [await studentPage(browser, portal, 'col03'), await studentPage(browser, portal, 'biz05')];
    const grammar = arena.typeIds.get('grammar')!;
    await askForRival(stayer, grammar, 2);
    await askForRival(leaver, grammar, 2);
    await expect(stayer.getByTestId('matched-intro')).toBeVisible();
    await Promise.all([playBattle(stayer, bank, () => true, 2), playBattle(leaver, bank, () => true, 1)]);
    await leaver.context().close();
    await expect(stayer.getByTestId('rival-away')).toBeVisible();
    await saveScreenshot(stayer, 'arena-rival-away');
    await expect(stayer).toHaveURL(/\/arena\/pkresult\?battle_id=/, { timeout: (FORFEIT_GRACE_SECONDS + 20) * 1000 });
    await expect(stayer.getByTestId('outcome')).toHaveText('不戦勝');
    await saveScreenshot(stayer, 'arena-result-forfeit');
    await stayer.context().close();
  });

  test('a lone student plays a recorded battle (a ghost), clearly labelled', async ({ browser, portal }) => {
    test.setTimeout(120_000);
    const arena = await prepareArena(portal, ['biz04']);
    const bank = questionBank(portal);
    const page = await studentPage(browser, portal, 'biz04');
    await askForRival(page, arena.typeIds.get('vocabulary')!, 1);
    await expect(page.getByTestId('ghost-button')).toBeVisible({ timeout: (GHOST_WAIT_SECONDS + 10) * 1000 });
    await page.getByTestId('ghost-button').click();
    await expect(page.getByTestId('ghost-tag').first()).toBeVisible();
    await saveScreenshot(page, 'arena-ghost');
    await playBattle(page, bank, (index) => index !== 4, 10);
    await expect(page).toHaveURL(/\/arena\/pkresult\?battle_id=/, { timeout: 30_000 });
    await expect(page.getByTestId('ghost-tag').first()).toBeVisible();
    await saveScreenshot(page, 'arena-result-ghost');
    await page.context().close();
  });

  test('grammar mode alone with a personal best, the rules page', async ({ browser, portal }) => {
    test.setTimeout(120_000);
    await prepareArena(portal, ['biz04']);
    const bank = questionBank(portal);
    const page = await studentPage(browser, portal, 'biz04');
    await page.goto('/arena/about');
    await expect(page.getByRole('heading', { name: 'アリーナのルール' })).toBeVisible();
    await expect(page.getByTestId('level-table')).toContainText('英検2級程度');
    await saveScreenshot(page, 'arena-about');
    await page.goto('/arena/grammar?level=1');
    await page.getByTestId('grammar-start').click();
    await playBattle(page, bank, (index) => index < 8, 10);
    await expect(page.getByTestId('grammar-score')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('grammar-correct')).toContainText('8');
    await saveScreenshot(page, 'arena-grammar-result');
    await page.context().close();
  });
});

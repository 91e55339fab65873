// remote-exams: a business student picks an Eiken grade and practises a section with the exercise
// engine, which remote-exams loads from remote-exercises at run time (Module Federation); the
// answers go to the Eiken calls and come back as the result and the section's progress.
import { expect, test } from '../src/fixtures';
import { answerItem, moveOn, packageIndex, type ResourceSummary } from './exercises-support';
import { apiLogin, expectNoSeriousA11yViolations, saveScreenshot, studentGet } from './shell-support';

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

// Issue 6: a business student completes a resource of every written question type through to
// its result screen, in Debian Chromium against the real portal (answers scored by the server),
// with a screenshot of each type's practice and result screens.
import { expect, test } from '../src/fixtures';
import { answerItem, moveOn, packageIndex, textbookResources, type ResourceSummary } from './exercises-support';
import { expectNoSeriousA11yViolations, saveScreenshot } from './shell-support';

const STUDENT = 'biz05';

const TYPES = [
  'listen_choice',
  'word_choice',
  'grammar_choice',
  'word_order_blank_fill',
  'sentence_sorting',
  'translate_fill_words',
  'listen_fill_words',
  'cloze_test',
  'listen_fill_letters',
  'ja_to_en_writing',
  'reading_comprehension',
  'listen_mock',
  'fill_blanks_writing',
] as const;

let resources: (ResourceSummary & { unit_id: number })[] = [];

test.beforeAll(async () => {
  resources = await textbookResources(process.env.PORTAL_URL!, STUDENT);
});

for (const type of TYPES) {
  test(`${type}: a unit's ${type} resource is completed through to its result screen`, async ({ loginAs, page, portal }) => {
    test.setTimeout(180_000);
    const resource = resources.find((candidate) => candidate.type === type);
    expect(resource, `a textbook resource of type ${type}`).toBeTruthy();
    const index = await packageIndex(portal.url, resource!);
    await loginAs(page, STUDENT);

    // From the unit list, as a student gets there.
    await page.goto(`/unitList?unit_id=${resource!.unit_id}`);
    const row = page.locator(`[data-testid="resource-row"][data-code="${resource!.code}"]`);
    await row.getByTestId('open-practice').click();
    await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-type', type);

    // The first item wrong (where a wrong answer can be given), the rest right.
    for (const [position, item] of index.items.entries()) {
      const right = position !== 0;
      await answerItem(page, type, item, right);
      if (position === 0) {
        await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'false');
        await saveScreenshot(page, `exercises-${type}-practice`);
        if (type === 'listen_choice' || type === 'cloze_test' || type === 'ja_to_en_writing') await expectNoSeriousA11yViolations(page, `${type} practice`);
      }
      await moveOn(page, item);
    }

    await expect(page).toHaveURL(/\/result\?/, { timeout: 20_000 });
    const result = page.getByTestId('exercise-result');
    await expect(result).toHaveAttribute('data-type', type);
    const cards = result.getByTestId('result-card');
    await expect(cards).toHaveCount(index.items.length);
    // The first card shows the student's wrong answer and the right one (score 0).
    await expect(cards.first().getByTestId('result-item-score')).toHaveText('0点');
    await expect(cards.first().getByTestId('result-right-answer').first()).toBeVisible();
    for (let card = 1; card < index.items.length; card++) await expect(cards.nth(card).getByTestId('result-item-score')).toHaveText('100点');
    const expected = Math.round((100 * (index.items.length - 1)) / index.items.length);
    await expect(result.getByTestId('result-total')).toHaveText(`${expected}点`);
    await saveScreenshot(page, `exercises-${type}-result`);
    if (type === 'listen_choice') await expectNoSeriousA11yViolations(page, `${type} result`);

    // The unit list now says it is completed, with the score.
    await page.goto(`/unitList?unit_id=${resource!.unit_id}`);
    await expect(row).toHaveAttribute('data-status', 'completed');
    await expect(row).toContainText(`最高 ${expected}点`);
  });
}

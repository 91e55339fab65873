// Issue 6: the modes of the exercise engine in the browser (exam, homework) and the textbook
// navigation with its named routes.
import { expect, test } from '../src/fixtures';
import { answerItem, currentItem, moveOn, packageIndex, textbookResources } from './exercises-support';
import { apiLogin, saveScreenshot, studentGet } from './shell-support';

test('an exam run hides feedback and toggles, skips with a link and moves on right after each answer', async ({ loginAs, page, portal }) => {
  test.setTimeout(120_000);
  const resource = (await textbookResources(portal.url, 'biz04')).find((candidate) => candidate.code === 'biz-u3-grammar-choice')!;
  const index = await packageIndex(portal.url, resource);
  await loginAs(page, 'biz04');
  await page.goto(`/unitList?unit_id=${resource.unit_id}`);
  await page.locator(`[data-testid="resource-row"][data-code="${resource.code}"]`).getByTestId('open-test').click();
  const player = page.getByTestId('exercise-player');
  await expect(player).toHaveAttribute('data-mode', 'test');
  await expect(page.getByTestId('toggle-bar')).toHaveCount(0);
  await expect(page.getByTestId('next')).toHaveCount(0);
  await expect(page.getByTestId('skip')).toBeVisible();

  // A wrong answer: no right/wrong feedback, and the next item at once.
  const [first, second, ...rest] = index.items;
  await answerItem(page, 'grammar_choice', first!, false);
  await expect(currentItem(page)).toHaveAttribute('data-question-id', second!.question_id, { timeout: 900 });
  await expect(page.getByTestId('feedback')).toHaveCount(0);
  await expect(page.locator('[data-correct]')).toHaveCount(0);
  await saveScreenshot(page, 'exercises-exam-mode');

  // Skipping posts is_skipped=1 and moves on.
  await page.getByTestId('skip').click();
  await expect(currentItem(page)).toHaveAttribute('data-question-id', rest[0]!.question_id);
  for (const item of rest) await answerItem(page, 'grammar_choice', item, true);

  await expect(page).toHaveURL(/\/textbook\/details\/result\?.*mode=test/, { timeout: 20_000 });
  const cards = page.getByTestId('result-card');
  await expect(cards).toHaveCount(index.items.length);
  await expect(cards.nth(1)).toContainText('スキップしました');
  await expect(cards.nth(1).getByTestId('result-your-answer')).toContainText('解答なし');
  await expect(page.getByTestId('result-total')).toHaveText('50点');
  await saveScreenshot(page, 'exercises-exam-result');
});

test('a homework run shows only the toggles the homework allows, without previous or list jumps', async ({ loginAs, page, portal }) => {
  test.setTimeout(120_000);
  // What the student will meet, read through the API first (logging in in the browser later
  // ends this API session: one login per student).
  const session = await apiLogin(portal.url, 'biz03');
  const list = await studentGet<{ unfinished_count: number; items: { homework_id: number; title: string }[] }>(portal.url, session, '/homework/list');
  const homework = list.items.find((item) => item.title === '宿題：ユニット1・2の復習')!;
  const detail = await studentGet<{ topics: { topic_id: number; resource: { type: string } }[] }>(portal.url, session, '/homework/detail', { homework_id: String(homework.homework_id) });
  const topicId = detail.topics.find((entry) => entry.resource.type === 'listen_choice')!.topic_id;
  const resourceInfo = await studentGet<{ resource_file: string; resource_id: number; code: string; type: string; title: string }>(portal.url, session, '/homework/topic-resource-info', {
    topic_id: String(topicId),
  });
  const index = await packageIndex(portal.url, resourceInfo);
  await loginAs(page, 'biz03');
  await page.goto('/homeworkList');
  await expect(page.getByTestId('unfinished-count')).toContainText(`${list.unfinished_count} 件`);
  await saveScreenshot(page, 'exercises-homework-list');
  await page.locator('[data-testid="homework-card"]', { hasText: homework.title }).click();
  await expect(page).toHaveURL(new RegExp(`/homework/detail\\?homework_id=${homework.homework_id}`));
  await expect(page.getByTestId('homework-topic')).toHaveCount(4);
  await saveScreenshot(page, 'exercises-homework-detail');

  const topic = page.locator('[data-testid="homework-topic"][data-type="listen_choice"]');
  await topic.getByTestId('topic-start').click();
  await expect(page).toHaveURL(/\/homework\/practice\/listen_choice\?/);
  await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-mode', 'homework');
  // The homework allows translation and answer tips only: no subtitle, sample answer or speed.
  await expect(page.getByTestId('toggle-translation')).toBeVisible();
  await expect(page.getByTestId('toggle-answerTips')).toBeVisible();
  await expect(page.getByTestId('toggle-subtitle')).toHaveCount(0);
  await expect(page.getByTestId('toggle-sampleAnswer')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: '再生速度' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '前へ' })).toHaveCount(0);
  await expect(page.getByTestId('side-list')).toHaveCount(0);
  await page.getByTestId('toggle-translation').click();
  await expect(page.getByTestId('support-translation')).toBeVisible();
  await saveScreenshot(page, 'exercises-homework-practice');

  expect(new URL(page.url()).searchParams.get('topic_id')).toBe(String(topicId));
  for (const item of index.items) {
    // Next stays disabled until the item is answered.
    await expect(page.getByTestId('next')).toBeDisabled();
    await answerItem(page, 'listen_choice', item, true);
    await moveOn(page, item);
  }
  await expect(page).toHaveURL(/\/homework\/practice\/result\/listen_choice\?/, { timeout: 20_000 });
  await expect(page.getByTestId('result-total')).toHaveText('100点');
  // Limited to 3 tries and one used: trying again is still offered.
  await expect(page.getByTestId('try-again')).toBeVisible();
  await saveScreenshot(page, 'exercises-homework-result');
  await page.getByRole('button', { name: '一覧に戻る' }).click();
  await expect(page.locator('[data-testid="homework-topic"][data-type="listen_choice"]')).toHaveAttribute('data-finished', '1');
});

test('textbook navigation: book list, contents, unit, grammar page and its named training routes', async ({ loginAs, page }) => {
  await loginAs(page, 'biz04');
  await page.goto('/bookList');
  await expect(page.getByTestId('book-card')).toHaveCount(2);
  await saveScreenshot(page, 'exercises-book-list');
  await page.locator('[data-testid="book-card"][data-code="biz-basics"]').click();
  await expect(page.getByTestId('unit-card')).toHaveCount(3);
  await saveScreenshot(page, 'exercises-unit-directory');
  await page.locator('[data-testid="unit-card"][data-code="biz-u1"]').click();
  await expect(page.getByTestId('resource-row').first()).toBeVisible();
  await saveScreenshot(page, 'exercises-unit-list');
  await page.locator('[data-testid="resource-row"][data-type="grammar_index"]').getByTestId('open-grammar').click();
  await expect(page).toHaveURL(/\/textbook\/grammarExample\?/);
  await expect(page.getByText('文を疑問文にするときは')).toBeVisible();
  await page.getByRole('tab', { name: '例文' }).click();
  await expect(page.getByText('Does she speak Japanese?')).toBeVisible();
  await saveScreenshot(page, 'exercises-grammar-example');
  await page.getByRole('tab', { name: '練習問題' }).click();
  const unitId = new URL(page.url()).searchParams.get('unit_id');

  await page.getByTestId('training-choose').click();
  await expect(page).toHaveURL(/\/textbook\/details\?/);
  let query = new URL(page.url()).searchParams;
  expect(query.get('type')).toBe('choose');
  expect(query.get('unit_id')).toBe(unitId);
  await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-type', 'grammar_choice');

  await page.goBack();
  await page.getByRole('tab', { name: '練習問題' }).click();
  await page.getByTestId('training-blank_filling').click();
  await expect(page).toHaveURL(/\/textbook\/grammarBlankfill\?/);
  query = new URL(page.url()).searchParams;
  expect(query.get('type')).toBe('blank_filling');
  await expect(page.getByTestId('exercise-player')).toHaveAttribute('data-type', 'word_order_blank_fill');
});

test('bookmarks are offered to business students and never to college students', async ({ browser, loginAs, portal }) => {
  const resource = (await textbookResources(portal.url, 'col02')).find((candidate) => candidate.code === 'biz-u1-words')!;
  const practice = `/textbook/details?resource_id=${resource.resource_id}&unit_id=${resource.unit_id}`;
  const college = await browser.newContext({ baseURL: portal.url, locale: 'ja-JP' });
  const business = await browser.newContext({ baseURL: portal.url, locale: 'ja-JP' });
  try {
    const collegePage = await loginAs(await college.newPage(), 'col02');
    await collegePage.goto(practice);
    await expect(collegePage.getByTestId('exercise-player')).toBeVisible();
    await expect(collegePage.getByTestId('bookmark')).toHaveCount(0);

    const businessPage = await loginAs(await business.newPage(), 'biz04');
    await businessPage.goto(practice);
    const bookmark = businessPage.getByTestId('bookmark');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(businessPage.getByText('お気に入りに追加しました。')).toBeVisible();
  } finally {
    await college.close();
    await business.close();
  }
});

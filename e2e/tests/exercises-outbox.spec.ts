// Issue 6: no answer is lost. With the server stopped mid-run the answers wait in the durable
// outbox (IndexedDB), survive the tab being closed, and arrive exactly once when the server is
// back; the run then resumes where it stopped and its result counts every answer once.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { runOps } from '../src/fixtures';
import { REPO_ROOT } from '../src/paths';
import { answerItem, currentItem, moveOn, packageIndex, textbookResources } from './exercises-support';
import { apiLogin, OwnPortal, saveScreenshot, studentGet } from './shell-support';

/** Entries waiting in the page's answer outbox (IndexedDB exercise-outbox). */
function outboxEntries(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Never create the database here: the app must create it with its store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'exercise-outbox')) return 0;
    return new Promise<number>((resolve, reject) => {
      const request = indexedDB.open('exercise-outbox');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const db = request.result;
        const count = db.transaction('answers').objectStore('answers').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  });
}

type RecordItem = { question_id: string; learn_count: number; percent_score: number; answer_result: string };
type Record = { guid: string; is_completed: number; items: RecordItem[] };

test('answers given while the server is down are kept, sent once when it is back, and the run resumes', async ({ browser }) => {
  test.setTimeout(300_000);
  const own = await OwnPortal.create();
  try {
    runOps(own.url, 'publish', path.join(REPO_ROOT, 'remote-exercises', 'dist'), '--if-missing', '--activate-if-none');
    const resource = (await textbookResources(own.url, 'biz05')).find((candidate) => candidate.code === 'biz-u1-words')!;
    const index = await packageIndex(own.url, resource);
    const [first, second, third, fourth] = index.items;

    const context = await browser.newContext({ baseURL: own.url, locale: 'ja-JP' });
    let page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('ID またはメールアドレス').fill('biz05');
    await page.getByLabel('パスワード', { exact: true }).fill('pass1234');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto(`/textbook/details?resource_id=${resource.resource_id}&unit_id=${resource.unit_id}`);
    await answerItem(page, 'word_choice', first!, true);
    await moveOn(page, first!);

    // The server goes away mid-run: the student keeps answering.
    await own.stop();
    for (const item of [second!, third!]) {
      await answerItem(page, 'word_choice', item, true);
      await moveOn(page, item);
    }
    await expect(currentItem(page)).toHaveAttribute('data-question-id', fourth!.question_id);
    await expect(page.getByTestId('outbox-status')).toContainText('未送信の解答が 2 件');
    await saveScreenshot(page, 'exercises-outbox-waiting');
    // The student closes the tab before the server is back.
    await page.close();

    await own.start();
    page = await context.newPage();
    await page.goto(`/unitList?unit_id=${resource.unit_id}`);
    // The answers left in the outbox (IndexedDB) are sent and removed from it...
    await expect.poll(() => outboxEntries(page), { timeout: 60_000 }).toBe(0);
    // ...and the run resumes at the fourth item (resuming reads the server's record of the run).
    const row = page.locator(`[data-testid="resource-row"][data-code="${resource.code}"]`);
    await expect(row).toHaveAttribute('data-status', 'in_progress');
    await row.getByTestId('open-practice').click();
    await expect(currentItem(page)).toHaveAttribute('data-question-id', fourth!.question_id);
    await answerItem(page, 'word_choice', fourth!, true);
    await moveOn(page, fourth!);
    await expect(page).toHaveURL(/\/result\?/, { timeout: 20_000 });
    await expect(page.getByTestId('result-total')).toHaveText('100点');
    await expect(page.getByTestId('result-item-score')).toHaveText(['100点', '100点', '100点', '100点']);
    // Each answer is on the server once (an API login now ends the browser's session; it is done).
    const guid = new URL(page.url()).searchParams.get('guid')!;
    await context.close();
    const session = await apiLogin(own.url, 'biz05');
    const final = await studentGet<Record>(own.url, session, '/textbook/answer-result', { resource_id: String(resource.resource_id), guid });
    expect(final.is_completed).toBe(1);
    expect(final.items.map((item) => item.learn_count)).toEqual([1, 1, 1, 1]);
  } finally {
    await own.dispose();
  }
});

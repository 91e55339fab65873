// Issue 4: a second login elsewhere signs the first browser out with the spec's message.
import { expect, test } from '../src/fixtures';
import { mainMenu, saveScreenshot } from './shell-support';

const REPLACED = '他の端末でログインされたため、ログアウトしました。';

test('a login on another device signs this browser out with the spec’s message', async ({ browser, loginAs }) => {
  const first = await browser.newContext({ locale: 'ja-JP' });
  const second = await browser.newContext({ locale: 'ja-JP' });
  try {
    const pageA = await loginAs(await first.newPage(), 'biz05');
    await expect(pageA).toHaveURL(/\/home$/);
    const pageB = await loginAs(await second.newPage(), 'biz05');
    await expect(pageB).toHaveURL(/\/home$/);

    // The first browser's next call is refused: one alert with the message, then login.
    await mainMenu(pageA).getByRole('link', { name: 'ポイント' }).click();
    const alert = pageA.getByRole('alertdialog', { name: 'お知らせ' });
    await expect(alert).toContainText(REPLACED);
    await expect(pageA.getByRole('alertdialog')).toHaveCount(1);
    await saveScreenshot(pageA, 'shell-signed-out-elsewhere', false);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(pageA).toHaveURL(/\/login$/);
    await pageA.reload();
    await expect(pageA).toHaveURL(/\/login$/);

    // The second browser is unaffected.
    await mainMenu(pageB).getByRole('link', { name: 'ポイント' }).click();
    await expect(pageB.getByTestId('points-balance')).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test('a page left open learns about the other login when the student comes back to it', async ({ browser, loginAs }) => {
  const first = await browser.newContext({ locale: 'ja-JP' });
  const second = await browser.newContext({ locale: 'ja-JP' });
  try {
    const pageA = await loginAs(await first.newPage(), 'biz04');
    await loginAs(await second.newPage(), 'biz04');
    // Coming back to the tab checks the token without any click.
    await pageA.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(pageA.getByRole('alertdialog', { name: 'お知らせ' })).toContainText(REPLACED);
  } finally {
    await first.close();
    await second.close();
  }
});

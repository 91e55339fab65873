// Issue 4: the start-up service check. disabled: one button that leaves the app for a blank
// page; tips: one button that returns to the app; a failed check starts the app normally.
import { expect, test } from '../src/fixtures';
import { expectNoSeriousA11yViolations, saveScreenshot, setServiceStatus } from './shell-support';

test.afterEach(async ({ portal }) => {
  await setServiceStatus(portal.url, 'normal');
});

test('disabled: the notice blocks the app and its one button leaves to a blank page', async ({ portal, page }) => {
  await setServiceStatus(portal.url, 'disabled', 'ただいまシステム障害のため、サービスを停止しています。復旧まで今しばらくお待ちください。');
  await page.goto('/');
  const dialog = page.getByRole('alertdialog', { name: 'システム障害のお知らせ' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('ただいまシステム障害のため、サービスを停止しています。');
  await expect(dialog.getByRole('button')).toHaveText(['アプリを終了する']);
  await saveScreenshot(page, 'shell-outage-disabled', false);
  await expectNoSeriousA11yViolations(page, 'outage disabled');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'アプリを終了する' }).click();
  await expect(page).toHaveURL('about:blank');
});

test('tips: the notice shows at start-up and its button returns to the app', async ({ portal, page, loginAs }) => {
  await loginAs(page, 'biz05');
  await setServiceStatus(portal.url, 'tips', '一部の音声評価が遅くなっています。');
  await page.goto('/integral');
  const dialog = page.getByRole('alertdialog', { name: 'システム障害のお知らせ' });
  await expect(dialog).toContainText('一部の音声評価が遅くなっています。');
  await expect(dialog.getByRole('button')).toHaveText(['アプリに戻る']);
  await saveScreenshot(page, 'shell-outage-tips', false);
  await dialog.getByRole('button', { name: 'アプリに戻る' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/integral$/);
  await expect(page.getByTestId('points-balance')).toBeVisible();
});

test('a service check that fails starts the app normally', async ({ portal, page }) => {
  await setServiceStatus(portal.url, 'disabled', '停止中');
  // The check's request fails on the wire; nothing else is touched.
  await page.route('**/v3/app/service-check**', (route) => route.abort('connectionfailed'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '英語学習ポータルにログイン' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('network-dialog')).toHaveCount(0);
});

// Issue 4: inactive and expired card dialogs. Both block the app (no Escape, no outside click);
// inactive offers activation (posts card_id, then joinClass) or logout; expired shows the end of
// the period with logout only.
import { expect, test } from '../src/fixtures';
import { expectNoSeriousA11yViolations, saveScreenshot } from './shell-support';

test('an expired card shows its expiry and only lets the student log out', async ({ loginAs, page }) => {
  await loginAs(page, 'expired01');
  const dialog = page.getByRole('alertdialog', { name: '学習カードの有効期限切れ' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/有効期限は\d{4}年\d{1,2}月\d{1,2}日で終了しました/);
  await expect(dialog).toContainText('先生にお問い合わせください');
  await expect(dialog.getByRole('button')).toHaveText(['ログアウト']);
  await saveScreenshot(page, 'shell-card-expired', false);
  await expectNoSeriousA11yViolations(page, 'expired card dialog');

  // It cannot be dismissed.
  await page.keyboard.press('Escape');
  await page.getByTestId('card-expired-dialog-overlay').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog).toHaveCount(0);
});

test('an inactive card blocks the app; logout leaves, activation posts the card and opens joinClass', async ({ loginAs, page }) => {
  await loginAs(page, 'inactive01');
  const dialog = page.getByRole('alertdialog', { name: '学習カードの有効化' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('EC-INACTIVE01');
  await expect(dialog.getByRole('button')).toHaveText(['ログアウト', '有効化する']);
  await saveScreenshot(page, 'shell-card-inactive', false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginAs(page, 'inactive01');
  await expect(dialog).toBeVisible();
  const activation = page.waitForRequest((request) => request.url().includes('/v3/edu-card/activate') && request.method() === 'POST');
  await dialog.getByRole('button', { name: '有効化する' }).click();
  expect((await activation).postData()).toBe('card_id=EC-INACTIVE01');
  await expect(page).toHaveURL(/\/joinClass$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('学習カードを有効にしました。続けてクラスに参加してください。')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'マイアカウント' })).toBeVisible();

  // Active from now on: a fresh sign-in shows no dialog.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'マイアカウント' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

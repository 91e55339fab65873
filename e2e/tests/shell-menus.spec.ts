// Issue 4: college and business students see their menus and start pages; the main pages
// render in Japanese with Noto Sans JP, pass axe, and are saved as screenshots.
import { expect, test } from '../src/fixtures';
import { expectNoSeriousA11yViolations, mainMenu, saveScreenshot } from './shell-support';

test('a business student starts at home with the full menu, news and feedback buttons', async ({ loginAs, page }) => {
  await loginAs(page, 'biz02');
  await expect(page).toHaveURL(/\/home$/);
  const menu = mainMenu(page);
  for (const name of ['ホーム', '英検', 'CEFR', '教科書']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  // The homework link carries the unfinished-homework count in its name when there is any.
  const homework = menu.getByRole('link', { name: /^宿題/ });
  await expect(homework).toBeVisible();
  const badge = homework.getByTestId('badge');
  if ((await badge.count()) > 0) await expect(homework).toHaveAccessibleName(`宿題（未完了${await badge.innerText()}件）`);
  await expect(menu.getByRole('link', { name: 'マイコレクション' })).toBeVisible();
  await expect(page.getByTestId('header-news')).toBeVisible();
  await expect(page.getByTestId('header-feedback')).toBeVisible();
  await expect(page.getByTestId('nickname')).not.toBeEmpty();
  // Noto Sans JP (Debian's Noto Sans CJK JP) is the font in use.
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toMatch(/Noto Sans (JP|CJK JP)/);
  await expect(page.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();
  await saveScreenshot(page, 'shell-home-business');
  await expectNoSeriousA11yViolations(page, 'home');

  // The login page sends a signed-in student back to the start page; unknown paths go to /.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
});

test('a college student starts at bookList with textbooks and homework only, no news or feedback', async ({ loginAs, page }) => {
  await loginAs(page, 'col01');
  await expect(page).toHaveURL(/\/bookList$/);
  const menu = mainMenu(page);
  await expect(menu.getByRole('link')).toHaveCount(2);
  await expect(menu.getByRole('link', { name: '教科書' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^宿題/ })).toBeVisible();
  await expect(page.getByTestId('header-news')).toHaveCount(0);
  await expect(page.getByTestId('header-feedback')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'shell-start-college', false);
  await page.goto('/');
  await expect(page).toHaveURL(/\/bookList$/);
});

test('without a token every page leads to login', async ({ page }) => {
  await page.goto('/integral');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '英語学習ポータルにログイン' })).toBeVisible();
  // The login form's own validation, in Japanese.
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByText('ID またはメールアドレスを入力してください。')).toBeVisible();
  await expect(page.getByText('パスワードを入力してください。', { exact: true })).toBeVisible();
  await page.getByLabel('ID またはメールアドレス').fill('biz01');
  await page.getByLabel('パスワード', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('ID（またはメールアドレス）かパスワードが正しくありません。');
  // Teachers and operations staff are not students: no session is kept.
  await page.getByLabel('ID またはメールアドレス').fill('teacher01');
  await page.getByLabel('パスワード', { exact: true }).fill('pass1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('このアカウントは生徒用ではありません。生徒のIDでログインしてください。');
  await expect(page).toHaveURL(/\/login$/);
  await saveScreenshot(page, 'shell-login', false);
  await expectNoSeriousA11yViolations(page, 'login');
});

test('the user menu works by keyboard and logout asks first', async ({ loginAs, page }) => {
  await loginAs(page, 'biz03');
  const button = page.getByTestId('user-menu-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'ユーザーメニュー' });
  await expect(menu.getByRole('menuitem')).toHaveText(['プロフィール', 'パスワード変更', 'マイアカウント（クラス参加）', 'ユーザーカード', 'お問い合わせ', 'このアプリについて', 'ログアウト']);
  await expect(menu.getByRole('menuitem', { name: 'プロフィール' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'ログアウト' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  const confirm = page.getByRole('alertdialog', { name: '確認' });
  await expect(confirm).toContainText('ログアウトしますか？');
  await confirm.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await button.click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await page.getByRole('alertdialog', { name: '確認' }).getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The token is gone: a reload stays on login.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});

const MAIN_PAGES: { path: string; heading: string; shot: string }[] = [
  { path: '/integral', heading: 'ポイント', shot: 'shell-points' },
  { path: '/integral/logs', heading: 'ポイント履歴', shot: 'shell-points-logs' },
  { path: '/news', heading: 'お知らせ', shot: 'shell-news' },
  { path: '/rank/list', heading: 'ランキング', shot: 'shell-ranking' },
  { path: '/history/index', heading: '学習履歴', shot: 'shell-history' },
  { path: '/live', heading: 'ライブ授業', shot: 'shell-live' },
  { path: '/usercard', heading: 'ユーザーカード', shot: 'shell-usercard' },
  { path: '/usercard/list', heading: '月ごとのカード', shot: 'shell-usercard-list' },
  { path: '/settings', heading: '設定', shot: 'shell-settings' },
  { path: '/changeName', heading: 'ニックネームの変更', shot: 'shell-change-name' },
  { path: '/changePassword', heading: 'パスワードの変更', shot: 'shell-change-password' },
  { path: '/joinClass', heading: 'マイアカウント', shot: 'shell-join-class' },
  { path: '/about', heading: 'このアプリについて', shot: 'shell-about' },
  { path: '/about/details/privacy', heading: 'プライバシーポリシー', shot: 'shell-privacy' },
  { path: '/feedback', heading: 'ご意見・お問い合わせ', shot: 'shell-feedback' },
  { path: '/feedback/faq', heading: 'よくある質問', shot: 'shell-feedback-faq' },
];

test('the shell’s pages load from the real server, in Japanese, without serious axe violations', async ({ loginAs, page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'biz04');
  for (const { path, heading, shot } of MAIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Loaded, not failed.
    await expect(page.getByRole('status').filter({ hasText: '読み込み中' })).toHaveCount(0);
    // QueryState's error block (読み込めませんでした。 with 再読み込み) is not there.
    await expect(page.getByTestId('query-error')).toHaveCount(0);
    await saveScreenshot(page, shot);
    await expectNoSeriousA11yViolations(page, path);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
  await expect(page.locator('details').first()).toBeVisible();
});

// Issue 2, e2e (2): an allowlisted per-browser override shows a non-active version to the
// browser that opened the ops link, and to no other browser.
import { activeVersion, ensurePublished, expect, loginAs, remoteVersionLabel, test } from '../../src/fixtures';

const REMOTE = 'remote-ebook';

test('an override link pins a test version for one browser only', async ({ portal, browser, ops }) => {
  test.setTimeout(180_000);
  ensurePublished(portal.url, REMOTE, '1.1.0-rc.1');
  expect(activeVersion(portal.url, REMOTE)).toBe('1.0.0');

  const override = ops<{ id: number; link: string }>('override', REMOTE, '1.1.0-rc.1', '--hours', '1', '--note', 'e2e');
  const tester = await browser.newContext();
  const student = await browser.newContext();
  try {
    const testerPage = await loginAs(await tester.newPage(), 'biz02');
    await testerPage.goto(override.link);
    await expect(testerPage.getByRole('heading', { name: 'テスト用バージョンを設定しました' })).toBeVisible();
    await testerPage.goto('/ebook/index');
    await expect(remoteVersionLabel(testerPage, REMOTE)).toHaveAttribute('data-version', '1.1.0-rc.1');
    await expect(testerPage.getByTestId('book-card').first()).toBeVisible();

    const studentPage = await loginAs(await student.newPage(), 'biz03');
    await studentPage.goto('/ebook/index');
    await expect(remoteVersionLabel(studentPage, REMOTE)).toHaveAttribute('data-version', '1.0.0');

    // A forged or revoked override changes nothing.
    await student.addCookies([{ name: 'portal_overrides', value: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', url: portal.url }]);
    await studentPage.reload();
    await expect(remoteVersionLabel(studentPage, REMOTE)).toHaveAttribute('data-version', '1.0.0');

    ops('override', 'revoke', String(override.id));
    await testerPage.reload();
    await expect(remoteVersionLabel(testerPage, REMOTE)).toHaveAttribute('data-version', '1.0.0');
    expect(activeVersion(portal.url, REMOTE)).toBe('1.0.0');
  } finally {
    await tester.close();
    await student.close();
  }
});

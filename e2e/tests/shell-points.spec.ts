// Issue 4: claiming a mission's points updates the balance once, even on a double click; the
// log shows the credit.
import { expect, test } from '../src/fixtures';
import { apiLogin, expectNoSeriousA11yViolations, saveScreenshot, studentGet } from './shell-support';

type Overview = { total_points: number };
type Mission = { mission_id: number; type_id: number; title: string; points: number; status: number };

test('a double click on 受け取る credits the mission once and the balance shows it once', async ({ portal, loginAs, page }) => {
  const account = 'biz02';
  // Arrange through the API first (its login replaces the page's token, so the page signs in again).
  const api = await apiLogin(portal.url, account);
  const before = (await studentGet<Overview>(portal.url, api, '/integral/student-index')).total_points;
  const challenges = await studentGet<{ list: Mission[] }>(portal.url, api, '/integral/mission-list', { type_id: '3' });
  const reached = challenges.list.find((mission) => mission.status === 1);
  expect(reached, 'the seed gives biz02 a reached challenge mission').toBeTruthy();

  // The API login above replaced the page's token: sign the page in again.
  await loginAs(page, account);
  await page.goto('/integral');
  await expect(page.getByTestId('points-balance')).toHaveText(`${before} pt`);
  await page.getByRole('tab', { name: 'チャレンジ' }).click();
  const row = page.getByTestId('mission').filter({ hasText: reached!.title });
  let claims = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v3/integral/mission-get-points')) claims += 1;
  });
  await row.getByRole('button', { name: '受け取る' }).dblclick();
  await expect(row.getByRole('button', { name: '受け取り済み' })).toBeDisabled();
  await expect(page.getByTestId('points-balance')).toHaveText(`${before + reached!.points} pt`);
  await expect(page.getByText(`${reached!.points}ポイントを受け取りました。`)).toHaveCount(1);
  expect(claims).toBe(1);
  await saveScreenshot(page, 'shell-points-claimed', false);

  // The server agrees, and a reload shows the same balance.
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText(`${before + reached!.points} pt`);
  await page.getByRole('link', { name: 'ポイント履歴' }).click();
  await expect(page.getByTestId('points-log').first()).toContainText(`+${reached!.points}`);
  await expectNoSeriousA11yViolations(page, 'points log');
});

import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerShellTexts } from '../../lib/shell-texts';
import { PointsPage } from './points-page';

const mission = (mission_id: number, title: string, status: 0 | 1 | 2, points: number) => ({
  mission_id,
  type_id: 1,
  title,
  description: `${title}の説明`,
  points,
  progress: status === 0 ? 1 : 3,
  target: 3,
  status,
});

let server: ScriptedServer;
/** Holds the overview's answer back until the test lets it go (undefined: answers at once). */
let overviewGate: Promise<void> | undefined;
let balance: number;
let unclaimed: number;

beforeAll(async () => {
  await startTestSession();
  registerShellTexts();
});

beforeEach(() => {
  balance = 120;
  unclaimed = 1;
  overviewGate = undefined;
  server = scriptServer({
    'GET /integral/student-index': () => overview(),
    'GET /integral/mission-list': () => ({ data: { list: [mission(11, '単語を3回練習する', 1, 20), mission(12, '宿題を3つ終える', 0, 30)] } }),
    'POST /integral/mission-get-points': ({ body }) => {
      const missionId = Number(new URLSearchParams(body as URLSearchParams).get('mission_id'));
      balance += 20;
      unclaimed -= 1;
      return { data: { mission_id: missionId, points_awarded: 20, already_claimed: 0, total_points: balance } };
    },
  });
});

afterEach(cleanup);

const overview = async () => {
  const answer = { total_points: balance, today_points: 10, week_points: 40, month_points: 120, unclaimed_count: unclaimed, level: 2, level_name: 'ブロンズ', next_level_points: 80, mission_types: [{ type_id: 1, name: 'デイリー' }] };
  await overviewGate;
  return { data: answer };
};

const requestsTo = (path: string, method = 'GET') => server.requests.filter((request) => request.path === path && request.method === method);

describe('PointsPage', () => {
  it('shows the balance and the missions with a claim button only for a reached one', async () => {
    renderPage(<PointsPage />, { path: '/integral' });
    expect((await screen.findByTestId('points-balance')).textContent).toBe('120 pt');
    const [reached, notReached] = await screen.findAllByTestId('mission');
    expect(within(reached!).getByRole('button', { name: '受け取る' })).toBeTruthy();
    expect((within(notReached!).getByRole('button', { name: '未達成' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('claiming marks the mission claimed and raises the balance without loading the missions again; a double click claims once', async () => {
    renderPage(<PointsPage />, { path: '/integral' });
    const [reached] = await screen.findAllByTestId('mission');
    // The overview asked for again after the claim stays unanswered: what shows comes from the claim.
    let answerOverview!: () => void;
    overviewGate = new Promise<void>((resolve) => {
      answerOverview = resolve;
    });
    await userEvent.dblClick(within(reached!).getByRole('button', { name: '受け取る' }));

    expect(await within(reached!).findByRole('button', { name: '受け取り済み' })).toBeTruthy();
    expect((within(reached!).getByRole('button', { name: '受け取り済み' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('points-balance').textContent).toBe('140 pt');
    expect(await screen.findByText('20ポイントを受け取りました。')).toBeTruthy();
    expect(screen.queryByText(/受け取れるポイントがあります/)).toBeNull();
    expect(requestsTo('/integral/mission-get-points', 'POST')).toHaveLength(1);
    // The missions were not asked for again: the cached list was updated from the claim's answer.
    expect(requestsTo('/integral/mission-list')).toHaveLength(1);
    answerOverview();
  });

  it('a refused claim leaves the mission claimable and the balance as it was', async () => {
    server.route('POST', '/integral/mission-get-points', () => ({ errcode: 400, errmsg: 'このミッションはまだ達成していません。' }));
    renderPage(<PointsPage />, { path: '/integral' });
    const [reached] = await screen.findAllByTestId('mission');
    await userEvent.click(within(reached!).getByRole('button', { name: '受け取る' }));
    // The client's error policy toasts the server's message.
    expect(await screen.findByText('このミッションはまだ達成していません。')).toBeTruthy();
    expect(within(reached!).getByRole('button', { name: '受け取る' })).toBeTruthy();
    expect(screen.getByTestId('points-balance').textContent).toBe('120 pt');
  });
});

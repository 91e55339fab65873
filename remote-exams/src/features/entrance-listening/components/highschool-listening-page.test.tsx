import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HighschoolListeningPage } from './highschool-listening-page';

const region = (region_id: number, title: string) => ({ region_id, code: `region-${region_id}`, title, title_en: title, description: `${title}の入試の形式`, resource_count: 4, completed_count: 0 });
const REGIONS = [region(11, '東京都'), region(12, '大阪府'), region(13, '北海道')];
const PAPER = { level: { level_id: 7, code: 'highschool-listening', name: '高校入試リスニング対策', name_en: 'High school' }, total: 0, kinds: [], sections: [], open_review: null, last_review: null };

let server: ScriptedServer;
let chosen: number | null;

beforeAll(() => startTestSession());
beforeEach(() => {
  chosen = null;
  server = scriptServer({
    'GET /college-exam/region/list': () => ({ data: { current_region_id: chosen, list: REGIONS } }),
    'GET /college-exam/region/index': () => {
      const current = REGIONS.find((entry) => entry.region_id === chosen);
      return { data: { level_id: 7, region: current ? { region_id: current.region_id, code: current.code, title: current.title, title_en: current.title_en, description: current.description } : null, list: [] } };
    },
    'POST /college-exam/region/submit': ({ body }) => {
      chosen = Number(new URLSearchParams(body as URLSearchParams).get('region_id'));
      return { data: { region_id: chosen } };
    },
    'GET /college-exam/review/index': () => ({ data: PAPER }),
  });
});
afterEach(cleanup);

describe('HighschoolListeningPage', () => {
  it('asks for a region first, then marks the chosen one and reads its sets', async () => {
    renderPage(<HighschoolListeningPage />, { path: '/high-school-entrance-exam/listening' });
    expect(await screen.findByTestId('no-region')).toBeTruthy();
    expect(screen.getAllByTestId('region')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '大阪府にする' }));
    expect(await screen.findByText('大阪府の問題')).toBeTruthy();
    const current = screen.getAllByTestId('region').find((card) => card.dataset.current === 'true')!;
    expect(within(current).getByText('選択中')).toBeTruthy();
    expect(server.requests.filter((request) => request.path === '/college-exam/region/submit')).toHaveLength(1);
    // The review entry asks with the test's level as eiken_id.
    expect(server.requests.find((request) => request.path === '/college-exam/review/index')?.params.eiken_id).toBe(7);
    expect(screen.getByTestId('to-review').getAttribute('href')).toBe('/high-school-entrance-exam/review-info?eiken_id=7');
  });

  it('keeps the choice when the server refuses it', async () => {
    server.route('POST', '/college-exam/region/submit', () => ({ errcode: 400, errmsg: '地域が見つかりません。一覧から選び直してください。' }));
    renderPage(<HighschoolListeningPage />, { path: '/high-school-entrance-exam/listening' });
    await userEvent.click(await screen.findByRole('button', { name: '東京都にする' }));
    expect(await screen.findByText('地域が見つかりません。一覧から選び直してください。')).toBeTruthy();
    expect(screen.getByTestId('no-region')).toBeTruthy();
  });
});

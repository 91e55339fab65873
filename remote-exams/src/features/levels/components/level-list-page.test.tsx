import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LevelListPage } from './level-list-page';

const level = (level_id: number, exam: 'eiken' | 'toeic', name: string) => ({
  level_id,
  code: `${exam}-${level_id}`,
  exam,
  name,
  name_en: name,
  cefr: 'A2',
  description: `${name}の説明`,
  sample_en: 'I go to school by bus.',
  sample_ja: '私はバスで学校に行きます。',
});
const LEVELS = [level(1, 'eiken', '英検3級'), level(2, 'eiken', '英検準2級'), level(3, 'toeic', 'TOEIC 600点コース')];

let server: ScriptedServer;

beforeAll(() => startTestSession());
beforeEach(() => {
  server = scriptServer({
    'GET /eiken-toeic/level-list': () => ({ data: { current_level_id: 1, list: LEVELS } }),
    'POST /eiken-toeic/submit-level': ({ body }) => ({ data: { level_id: Number(new URLSearchParams(body as URLSearchParams).get('level_id')) } }),
  });
});
afterEach(cleanup);

describe('LevelListPage', () => {
  it('groups the levels by exam and marks the current one', async () => {
    renderPage(<LevelListPage />, { path: '/testing' });
    const eiken = await screen.findByRole('region', { name: '英検' });
    expect(within(eiken).getAllByTestId('level-card')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'TOEIC' })).getAllByTestId('level-card')).toHaveLength(1);
    expect(within(eiken).getAllByTestId('level-card')[0]!.textContent).toContain('学習中のレベル');
  });

  it('makes a chosen level current without loading the list again', async () => {
    renderPage(<LevelListPage />, { path: '/testing' });
    await userEvent.click(await screen.findByRole('button', { name: '英検準2級で学習する' }));
    expect(await screen.findByText('英検準2級を学習中のレベルにしました。')).toBeTruthy();
    const cards = screen.getAllByTestId('level-card');
    expect(cards[1]!.textContent).toContain('学習中のレベル');
    expect(cards[0]!.textContent).not.toContain('学習中のレベル');
    expect(server.requests.filter((request) => request.path === '/eiken-toeic/level-list')).toHaveLength(1);
  });

  it('keeps the current level when the choice is refused', async () => {
    server.route('POST', '/eiken-toeic/submit-level', () => ({ errcode: 400, errmsg: '選んだレベルが見つかりません。一覧から選び直してください。' }));
    renderPage(<LevelListPage />, { path: '/testing' });
    await userEvent.click(await screen.findByRole('button', { name: '英検準2級で学習する' }));
    expect(await screen.findByText('選んだレベルが見つかりません。一覧から選び直してください。')).toBeTruthy();
    expect(screen.getAllByTestId('level-card')[0]!.textContent).toContain('学習中のレベル');
  });
});

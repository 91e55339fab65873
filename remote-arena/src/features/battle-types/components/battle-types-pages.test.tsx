import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArenaLevel } from '../../levels/api/get-level-list';
import type { MyLevelInfo } from '../../levels/api/get-my-level-info';
import type { BattleType } from '../api/get-battle-types';
import { ArenaHomePage } from './arena-home-page';
import { BattleTypePage } from './battle-type-page';

const LEVELS: ArenaLevel[] = ['ビギナー', 'ブロンズ', 'シルバー', 'ゴールド', 'マスター'].map((name, index) => ({
  level: index + 1,
  name,
  eiken: `英検${5 - index}級程度`,
  description: `${name}の問題`,
  rating_min: index === 0 ? 0 : 1300 + index * 150,
  rating_max: index === 4 ? null : 1449 + index * 150,
  question_total: 88,
}));

const TYPES: BattleType[] = [
  { type_id: 1, code: 'vocabulary', name: '単語バトル', name_en: 'Vocabulary battle', description: '英単語の意味をすばやく選びます。', question_count: 10, seconds_per_question: 10, level: 3, rating: 1612, battles: 12, wins: 7, wrong_count: 4 },
  { type_id: 2, code: 'grammar', name: '文法バトル', name_en: 'Grammar battle', description: '空所に入る正しい語句を選びます。', question_count: 10, seconds_per_question: 15, level: 2, rating: 1500, battles: 0, wins: 0, wrong_count: 2 },
];

const INFO: MyLevelInfo = { type_id: 1, code: 'vocabulary', name: '単語バトル', rating: 1612, deviation: 84, level: 3, level_name: 'シルバー', next_level_rating: 1750, battles: 12, wins: 7, losses: 4, draws: 1 };

let server: ScriptedServer;

beforeAll(() => startTestSession());
beforeEach(() => {
  server = scriptServer({
    'GET /arena/get-type-list': () => ({ data: { list: TYPES } }),
    'GET /arena/get-level-list': () => ({ data: { list: LEVELS } }),
    'GET /arena/my-level-info': () => ({ data: { list: [INFO] } }),
  });
});
afterEach(cleanup);

describe('ArenaHomePage', () => {
  it('shows each battle type with the student’s level, rating and record, and the other modes', async () => {
    renderPage(<ArenaHomePage />, { path: '/arena/index' });
    const cards = await screen.findAllByTestId('battle-type');
    expect(cards).toHaveLength(2);
    await waitFor(() => expect(within(cards[0]!).getByTestId('type-level').textContent).toBe('レベル3：シルバー'));
    expect(within(cards[0]!).getByTestId('type-rating').textContent).toBe('1612');
    expect(within(cards[0]!).getByTestId('type-record').textContent).toBe('12戦 7勝');
    expect(within(cards[1]!).getByTestId('type-record').textContent).toBe('まだ対戦していません');
    expect(within(cards[1]!).getByRole('link', { name: '文法バトルを選ぶ' }).getAttribute('href')).toBe('/arena/type?type_id=2');
    expect(screen.getByRole('link', { name: '文法モード（ひとりで挑戦）' }).getAttribute('href')).toBe('/arena/grammar');
    expect(screen.getByRole('link', { name: '間違えた問題を復習（6問）' }).getAttribute('href')).toBe('/arena/wrongQuestions');
    expect(screen.getByRole('link', { name: 'ルールとレベル' }).getAttribute('href')).toBe('/arena/about');
  });
});

describe('BattleTypePage', () => {
  it('shows the type and the student’s standing, preselects the recommended level and starts at the chosen one', async () => {
    const { router } = renderPage(<BattleTypePage />, { path: '/arena/type', url: '/arena/type?type_id=1' });
    expect((await screen.findByTestId('type-description')).textContent).toContain('英単語の意味をすばやく選びます。');
    expect(server.requests.find((request) => request.path === '/arena/my-level-info')!.params).toMatchObject({ type_id: 1 });
    expect(screen.getByTestId('standing-rating').textContent).toBe('1612 信頼幅 ±84');
    expect(screen.getByTestId('standing-level').textContent).toBe('レベル3：シルバー');
    expect(screen.getByTestId('standing-next').textContent).toBe('レーティング1750で昇格（あと138）');
    expect(screen.getByTestId('standing-record').textContent).toBe('12戦 7勝 4敗 1分');
    const recommended = screen.getByRole('radio', { name: /レベル3：シルバー/ }) as HTMLInputElement;
    expect(recommended.checked).toBe(true);
    expect(recommended.closest('label')!.textContent).toContain('おすすめ');
    await userEvent.click(screen.getByRole('radio', { name: /レベル4：ゴールド/ }));
    await userEvent.click(screen.getByTestId('start-matching'));
    expect(router.state.location.pathname).toBe('/arena/pkwait');
    expect(router.state.location.search).toBe('?type_id=1&level=4');
  });

  it('says so when the type does not exist', async () => {
    renderPage(<BattleTypePage />, { path: '/arena/type', url: '/arena/type?type_id=9' });
    expect((await screen.findByTestId('type-missing')).textContent).toContain('このバトルの種類は見つかりませんでした。');
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reviewed, RIVAL } from '../../battle-player/battle-fixtures.test-data';
import type { BattleResult } from '../api/get-battle-result';
import { PkResultPage } from './pk-result-page';

const LEVELS = [
  { level: 2, name: 'ブロンズ', eiken: '英検4級程度', description: '', rating_min: 1450, rating_max: 1599, question_total: 88 },
  { level: 3, name: 'シルバー', eiken: '英検3級程度', description: '', rating_min: 1600, rating_max: 1749, question_total: 88 },
];

const result = (overrides: Partial<BattleResult> = {}): BattleResult => ({
  battle_id: 7,
  mode: 'live',
  type_id: 1,
  type_name: '単語バトル',
  level: 2,
  outcome: 'win',
  forfeit: null,
  me: { student_id: 3, nickname: 'さくら', avatar: '', level: 2, rating: 1590, is_ghost: false, score: 33, correct: 2, total: 3, rating_before: 1590, rating_after: 1606, level_before: 2, level_after: 3 },
  rival: { ...RIVAL, score: 18, correct: 1, total: 3 },
  questions: [reviewed(0, { my_points: 18, rival_right: true }), reviewed(1, { my_choice: 'go', my_right: false, my_points: 0, right_answer: 'went', rival_right: false }), reviewed(2, { my_choice: null, my_right: false, my_points: 0, rival_right: null })],
  ...overrides,
});

let server: ScriptedServer;
let answer: BattleResult;

beforeAll(() => startTestSession());
beforeEach(() => {
  answer = result();
  server = scriptServer({
    'GET /arena/battle-result': () => ({ data: answer }),
    'GET /arena/get-level-list': () => ({ data: { list: LEVELS } }),
  });
});
afterEach(cleanup);

const open = () => renderPage(<PkResultPage />, { path: '/arena/pkresult', url: '/arena/pkresult?battle_id=7' });

describe('PkResultPage', () => {
  it('shows the outcome, both sides, the rating and level change, every question and the ways on', async () => {
    open();
    expect((await screen.findByTestId('outcome')).textContent).toBe('勝ち');
    expect(server.requests.find((request) => request.path === '/arena/battle-result')!.params).toMatchObject({ battle_id: 7 });
    expect(screen.getByTestId('result-me-score').textContent).toBe('33点');
    expect(screen.getByTestId('result-me-correct').textContent).toBe('2 / 3問正解');
    expect(within(screen.getByTestId('result-rival')).getByTestId('contestant-name').textContent).toBe('けんた');
    expect(screen.getByTestId('result-rival-score').textContent).toBe('18点');
    expect(screen.getByTestId('rating-change').textContent).toBe('1590 → 1606（+16）');
    expect((await screen.findByText('レベルアップ！ レベル2：ブロンズ → レベル3：シルバー')).dataset.testid).toBe('level-change');

    const rows = screen.getAllByTestId('review-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByTestId('review-mine').textContent).toBe('×不正解 go');
    expect(within(rows[1]!).getByTestId('review-right').textContent).toBe('went');
    expect(within(rows[0]!).getByTestId('review-rival').textContent).toBe('○正解');
    expect(within(rows[1]!).getByTestId('review-rival').textContent).toBe('×不正解');
    expect(within(rows[2]!).getByTestId('review-mine').textContent).toBe('×不正解 （時間切れ）');
    const explanation = within(rows[1]!).getByTestId('review-explanation');
    expect(explanation.closest('details')!.open).toBe(false);
    await userEvent.click(within(rows[1]!).getByText('解説'));
    expect(explanation.closest('details')!.open).toBe(true);
    expect(explanation.textContent).toBe('解説2');

    expect(screen.getByTestId('battle-again').getAttribute('href')).toBe('/arena/pkwait?type_id=1&level=2');
    expect(screen.getByTestId('review-wrong').getAttribute('href')).toBe('/arena/wrongQuestions?type_id=1');
    expect(screen.getByTestId('to-index').getAttribute('href')).toBe('/arena/index');
  });

  it('says 不戦勝 when the rival gave up, and no level change when there is none', async () => {
    answer = result({ forfeit: 'rival', me: { ...result().me, rating_after: 1598, level_after: 2 } });
    open();
    expect((await screen.findByTestId('outcome')).textContent).toBe('不戦勝');
    expect(screen.getByText('相手が対戦の途中でいなくなったため、あなたの勝ちです。')).toBeTruthy();
    expect(screen.getByTestId('rating-change').textContent).toBe('1590 → 1598（+8）');
    expect(screen.queryByTestId('level-change')).toBeNull();
  });

  it('says 不戦敗 after giving up, 引き分け on equal points, and marks a ghost battle', async () => {
    answer = result({ outcome: 'lose', forfeit: 'me', me: { ...result().me, rating_after: 1580, level_after: 2 } });
    const first = open();
    expect((await screen.findByTestId('outcome')).textContent).toBe('不戦敗');
    expect(screen.getByTestId('rating-change').textContent).toBe('1590 → 1580（-10）');
    first.unmount();
    answer = result({ outcome: 'draw', mode: 'ghost', rival: { ...RIVAL, is_ghost: true, student_id: null, score: 33, correct: 2, total: 3 } });
    open();
    expect((await screen.findByTestId('outcome')).textContent).toBe('引き分け');
    expect(screen.getByText('単語バトル・レベル2（ゴーストとの対戦）')).toBeTruthy();
    expect(within(screen.getByTestId('result-rival')).getByTestId('ghost-tag').textContent).toBe('ゴースト');
  });

  it('shows the server’s message when the battle is not decided', async () => {
    server.route('GET', '/arena/battle-result', () => ({ errcode: 400, errmsg: 'この対戦の結果はまだ出ていません。' }));
    open();
    expect((await screen.findByTestId('query-error')).textContent).toContain('この対戦の結果はまだ出ていません。');
  });
});

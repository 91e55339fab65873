import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, battle, QUESTIONS, reply, reviewed, T0 } from '../../battle-player/battle-fixtures.test-data';
import { GrammarPage } from './grammar-page';

const LEVELS = [1, 2, 3].map((level) => ({ level, name: `L${level}`, eiken: `英検${6 - level}級程度`, description: `レベル${level}の内容`, rating_min: 1300 + level * 150, rating_max: null, question_total: 88 }));

/** A one-question grammar run starting at T0 + 3 s. */
const paper = battle({
  battle_id: 21,
  mode: 'grammar',
  rival: null,
  question_count: 1,
  starts_at: at(3_000),
  contest_paper: { questions: [{ ...QUESTIONS[1]!, index: 0 }] },
  current: { index: 0, opens_at: at(3_000), closes_at: at(13_000) },
});

let server: ScriptedServer;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

beforeAll(() => startTestSession());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(T0);
  server = scriptServer({
    'GET /arena/get-level-list': () => ({ data: { list: LEVELS } }),
    'GET /arena/get-type-list': () => ({ data: { list: [{ type_id: 2, code: 'grammar', name: '文法バトル', name_en: 'Grammar battle', description: '', question_count: 10, seconds_per_question: 15, level: 2, rating: 1500, battles: 0, wins: 0, wrong_count: 0 }] } }),
    'GET /arena/grammar-paper': () => ({ data: paper }),
    'POST /arena/submit-exercise-log': () => ({ data: reply({ right_choice: 0, points: 17, me: { answered: 1, correct: 1, score: 17 }, next: null }) }),
    'POST /arena/submit-grammar-score': () => ({ data: { battle_id: 21, level: 2, score: 17, correct: 1, total: 1, best_score: 17, new_best: true, questions: [reviewed(1, { index: 0, my_points: 17, rival_right: null })] } }),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('GrammarPage', () => {
  it('starts at the chosen level, plays the questions alone, then shows the score and a new best', async () => {
    const { router } = renderPage(<GrammarPage />, { path: '/arena/grammar' });
    const options = await screen.findAllByTestId('level-option');
    // The student's grammar level is preselected and marked.
    await waitFor(() => expect((screen.getByRole('radio', { name: /レベル2：L2/ }) as HTMLInputElement).checked).toBe(true));
    expect(options[1]!.textContent).toContain('おすすめ');
    await user().click(screen.getByRole('radio', { name: /レベル3：L3/ }));
    await user().click(screen.getByTestId('grammar-start'));

    expect((await screen.findByTestId('start-countdown')).dataset.seconds).toBe('3');
    expect(server.requests.find((request) => request.path === '/arena/grammar-paper')!.params).toMatchObject({ level: 3 });
    expect(router.state.location.search).toBe('?level=3');
    await advance(3_100);
    expect(screen.queryByTestId('rival-panel')).toBeNull();
    await user().click(screen.getByRole('button', { name: /went/ }));
    expect(await screen.findByText('○ 正解！ +17点')).toBeTruthy();
    await advance(1_100);

    expect((await screen.findByTestId('grammar-score')).textContent).toBe('17点');
    expect(screen.getByTestId('grammar-correct').textContent).toBe('1 / 1問正解');
    expect(screen.getByTestId('grammar-new-best').textContent).toBe('自己ベスト更新！');
    expect(screen.getByTestId('grammar-best').textContent).toBe('自己ベスト：17点');
    expect(screen.getAllByTestId('review-row')).toHaveLength(1);
    expect(screen.queryByText('相手')).toBeNull();
    const scorePost = server.requests.find((request) => request.path === '/arena/submit-grammar-score')!;
    expect(new URLSearchParams(scorePost.body as URLSearchParams).get('battle_id')).toBe('21');

    // Again: a new run at the same level.
    await user().click(screen.getByTestId('grammar-again'));
    expect(await screen.findByTestId('start-countdown')).toBeTruthy();
    expect(server.requests.filter((request) => request.path === '/arena/grammar-paper').map((request) => request.params.level)).toEqual([3, 3]);
  });

  it('takes the level from the address', async () => {
    renderPage(<GrammarPage />, { path: '/arena/grammar', url: '/arena/grammar?level=1' });
    await screen.findAllByTestId('level-option');
    expect((screen.getByRole('radio', { name: /レベル1：L1/ }) as HTMLInputElement).checked).toBe(true);
  });
});

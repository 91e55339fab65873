import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, battle, RIVAL, T0 } from '../../battle-player/battle-fixtures.test-data';
import type { MatchingAnswer } from '../api/matching-rival';
import { FakeLiveSocket } from '../fake-live-socket.test-data';
import { PkWaitPage } from './pk-wait-page';

let server: ScriptedServer;
let matching: MatchingAnswer | 'waiting';

const URL = '/arena/pkwait?type_id=1&level=2';
const calls = (path: string) => server.requests.filter((request) => request.path === path);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const live = (fn: () => void) => act(fn);

/** Matched 3 s before the battle starts (the countdown), the server clock at T0. */
const matched = (overrides: Parameters<typeof battle>[0] = {}): MatchingAnswer => ({
  status: 'matched',
  battle: battle({ starts_at: at(3_000), current: { index: 0, opens_at: at(3_000), closes_at: at(13_000) }, ...overrides }),
});

beforeAll(() => startTestSession());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(T0);
  vi.stubGlobal('WebSocket', FakeLiveSocket);
  FakeLiveSocket.all = [];
  // In the queue since T0, as the server counts it.
  matching = 'waiting';
  server = scriptServer({
    'GET /arena/matching-rival': ({ params }) => {
      if (params.ghost === 1) return { data: { status: 'no_ghost', errmsg: 'このレベルの対戦記録がまだありません。' } };
      return { data: matching === 'waiting' ? { status: 'waiting', waited_seconds: Math.floor((Date.now() - T0) / 1000), ghost_after_seconds: 15 } : matching };
    },
    'GET /arena/leave-matching': () => ({ data: { left: true } }),
    'GET /arena/get-type-list': () => ({ data: { list: [{ type_id: 1, code: 'vocabulary', name: '単語バトル', name_en: 'Vocabulary battle', description: '', question_count: 3, seconds_per_question: 10, level: 2, rating: 1520, battles: 0, wins: 0, wrong_count: 0 }] } }),
    'GET /arena/get-level-list': () => ({ data: { list: [{ level: 2, name: 'ブロンズ', eiken: '英検4級程度', description: '', rating_min: 1450, rating_max: 1599, question_total: 88 }] } }),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PkWaitPage', () => {
  it('waits in the queue with the live socket (authenticated with the token), then plays the battle once matched', async () => {
    renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: URL });
    expect(await screen.findByTestId('waiting-panel')).toBeTruthy();
    expect(calls('/arena/matching-rival')[0]!.params).toMatchObject({ type_id: 1, level: 2 });
    expect(await screen.findByText('単語バトル・レベル2：ブロンズ')).toBeTruthy();

    const socket = FakeLiveSocket.latest();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/v3\/arena\/live$/);
    live(() => socket.authenticate());
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'test-token' });
    // Ready: the queue is read again (a rival may have come before the socket was there).
    await waitFor(() => expect(calls('/arena/matching-rival')).toHaveLength(2));

    await advance(4_600);
    expect(screen.getByTestId('waited-seconds').textContent).toBe('待ち時間 4秒');

    matching = matched();
    live(() => socket.emit({ event: 'matched', battle_id: 7 }));
    const intro = await screen.findByTestId('matched-intro');
    expect(within(intro).getByText('対戦相手が見つかりました！')).toBeTruthy();
    expect(within(screen.getByTestId('rival-side')).getByTestId('contestant-name').textContent).toBe(RIVAL.nickname);
    expect(screen.queryByTestId('ghost-tag')).toBeNull();
    expect(screen.getByTestId('start-countdown').dataset.seconds).toBe('3');

    await advance(3_100);
    expect(screen.getByTestId('question-number').textContent).toBe('第1問（全3問）');
    expect(within(screen.getByTestId('rival-panel')).getByText(RIVAL.nickname)).toBeTruthy();
    // The same socket carries the battle; nothing left the queue.
    expect(FakeLiveSocket.all.filter((each) => each.readyState !== FakeLiveSocket.CLOSED)).toHaveLength(1);
    expect(calls('/arena/leave-matching')).toEqual([]);
  });

  it('shows the rival’s progress live, and when the rival left and came back', async () => {
    matching = matched({ starts_at: at(0), current: { index: 0, opens_at: at(0), closes_at: at(10_000) } });
    renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: URL });
    const panel = await screen.findByTestId('rival-panel');
    const socket = FakeLiveSocket.latest();
    live(() => socket.authenticate());
    live(() => socket.emit({ event: 'rival_progress', battle_id: 7, answered: 2, correct: 1, score: 17 }));
    expect(within(panel).getByTestId('rival-panel-answered').textContent).toBe('2 / 3問');
    expect(within(panel).getByTestId('rival-panel-score').textContent).toBe('17点');
    live(() => socket.emit({ event: 'rival_left', battle_id: 7 }));
    expect(within(panel).getByTestId('rival-away').textContent).toBe('相手の接続が切れました…10秒以内に戻らないと、あなたの勝ちになります。');
    live(() => socket.emit({ event: 'rival_back', battle_id: 7 }));
    expect(within(panel).getByTestId('rival-back').textContent).toBe('相手が戻ってきました。');
  });

  it('replays a ghost’s recorded progress, labelled ゴースト', async () => {
    matching = matched({
      mode: 'ghost',
      starts_at: at(0),
      current: { index: 0, opens_at: at(0), closes_at: at(10_000) },
      rival: { ...RIVAL, student_id: null, is_ghost: true, progress: { answered: 0, correct: 0, score: 0 }, finished: false, away: false },
      ghost_timeline: [
        { index: 0, at_ms: 2_000, right: true, score: 18 },
        { index: 1, at_ms: 5_000, right: false, score: 18 },
      ],
    });
    renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: URL });
    const panel = await screen.findByTestId('rival-panel');
    expect(within(panel).getByTestId('ghost-tag').textContent).toBe('ゴースト');
    expect(within(panel).getByTestId('rival-panel-answered').textContent).toBe('0 / 3問');
    await advance(2_300);
    expect(within(panel).getByTestId('rival-panel-score').textContent).toBe('18点');
    await advance(3_000);
    expect(within(panel).getByTestId('rival-panel-answered').textContent).toBe('2 / 3問');
  });

  it('offers a ghost after ghost_after_seconds; without a record it says so and keeps waiting', async () => {
    vi.setSystemTime(T0 + 13_000);
    renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: URL });
    await screen.findByTestId('waiting-panel');
    expect(screen.queryByTestId('ghost-button')).toBeNull();
    await advance(2_100);
    await user().click(screen.getByRole('button', { name: '記録と対戦する（ゴースト）' }));
    expect((await screen.findByTestId('ghost-message')).textContent).toBe('このレベルの対戦記録がまだありません。');
    expect(calls('/arena/matching-rival').at(-1)!.params).toMatchObject({ type_id: 1, level: 2, ghost: 1 });
    expect(screen.getByTestId('waiting-panel')).toBeTruthy();
  });

  it('cancels: leaves the queue and goes back to the type', async () => {
    const { router } = renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: URL });
    await user().click(await screen.findByTestId('cancel-matching'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/arena/type'));
    expect(router.state.location.search).toBe('?type_id=1&level=2');
    expect(calls('/arena/leave-matching').map((request) => request.params)).toEqual([expect.objectContaining({ type_id: 1 })]);
  });

  it('after the last question sends the score, waits for the rival, and goes to the result on the live finished event', async () => {
    // A reload after answering everything: the server has no current question for the student.
    matching = matched({ starts_at: at(-30_000), current: null });
    server.route('POST', '/arena/submit-battle-score', () => ({ data: { status: 'waiting_rival' } }));
    server.route('GET', '/arena/battle-result', () => ({ errcode: 400, errmsg: 'この対戦の結果はまだ出ていません。' }));
    const { router } = renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: URL });
    expect((await screen.findByTestId('waiting-rival')).textContent).toContain('相手の回答を待っています');
    expect(new URLSearchParams(calls('/arena/submit-battle-score')[0]!.body as URLSearchParams).get('battle_id')).toBe('7');
    const socket = FakeLiveSocket.latest();
    live(() => socket.authenticate());
    // Waiting for the decision, the queue is not read again (that would queue the student anew).
    expect(calls('/arena/matching-rival')).toHaveLength(1);
    // The fallback asks for the result every few seconds; the server has not decided yet.
    await advance(3_100);
    expect(calls('/arena/battle-result').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('この対戦の結果はまだ出ていません。')).toBeNull();
    live(() => socket.emit({ event: 'finished', battle_id: 7 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/arena/pkresult'));
    expect(router.state.location.search).toBe('?battle_id=7');
  });

  it('sends the score again once the rival has been away past the grace, so the server decides the forfeit', async () => {
    matching = matched({ starts_at: at(-30_000), current: null });
    let sent = 0;
    server.route('POST', '/arena/submit-battle-score', () => (sent++ === 0 ? { data: { status: 'waiting_rival' } } : { data: { status: 'finished', result: { battle_id: 7 } } }));
    server.route('GET', '/arena/battle-result', () => ({ errcode: 400, errmsg: 'まだです' }));
    const { router } = renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: URL });
    await screen.findByTestId('waiting-rival');
    const socket = FakeLiveSocket.latest();
    live(() => socket.authenticate());
    live(() => socket.emit({ event: 'rival_left', battle_id: 7 }));
    await advance(9_000);
    expect(calls('/arena/submit-battle-score')).toHaveLength(1);
    await advance(2_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/arena/pkresult'));
    expect(calls('/arena/submit-battle-score')).toHaveLength(2);
  });

  it('reconnects once when the socket drops, and reads the queue again when it is back', async () => {
    renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: URL });
    await screen.findByTestId('waiting-panel');
    const first = FakeLiveSocket.latest();
    live(() => first.authenticate());
    await waitFor(() => expect(calls('/arena/matching-rival')).toHaveLength(2));
    live(() => first.close(1006));
    await advance(1_100);
    const second = FakeLiveSocket.latest();
    expect(second).not.toBe(first);
    live(() => second.authenticate());
    expect(second.sent[0]).toEqual({ type: 'auth', token: 'test-token' });
    await waitFor(() => expect(calls('/arena/matching-rival')).toHaveLength(3));
    // A reconnect that fails too is not tried again by itself: the page says so and offers one.
    live(() => second.close(1006));
    await advance(1_100);
    const third = FakeLiveSocket.latest();
    expect(third).not.toBe(second);
    live(() => third.close(1006));
    await advance(2_000);
    expect(FakeLiveSocket.all).toHaveLength(3);
    const lost = screen.getByTestId('live-lost');
    expect(lost.textContent).toContain('サーバーとの接続が切れました');
    await user().click(within(lost).getByRole('button', { name: '再接続' }));
    expect(FakeLiveSocket.all).toHaveLength(4);
  });

  it('asks for a type and level when the address has none', () => {
    renderPage(<PkWaitPage />, { path: '/arena/pkwait', url: '/arena/pkwait' });
    expect(screen.getByTestId('pkwait-missing').textContent).toContain('対戦の種類とレベルが選ばれていません');
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { audioPlayer } from 'shared-speech';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, battle, reply, T0 } from '../battle-fixtures.test-data';
import type { AnswerReply } from '../api/submit-exercise-log';
import { BattlePlayer } from './battle-player';

let server: ScriptedServer;
let replies: AnswerReply[];

const answers = () => server.requests.filter((request) => request.path === '/arena/submit-exercise-log').map((request) => Object.fromEntries(new URLSearchParams(request.body as URLSearchParams)));
const options = () => screen.getAllByTestId('battle-option');
const option = (content: string) => options().find((button) => button.textContent?.includes(content))!;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

beforeAll(() => startTestSession());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(T0);
  vi.spyOn(audioPlayer, 'playToEnd').mockResolvedValue('ended');
  replies = [];
  server = scriptServer({ 'POST /arena/submit-exercise-log': () => ({ data: replies.shift() }) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BattlePlayer', () => {
  it('posts a choice, shows the verdict with the right option, then the next question when the server opens it', async () => {
    replies = [reply(), reply({ question_index: 1, right: false, right_choice: 0, points: 0, me: { answered: 2, correct: 1, score: 18 }, next: { index: 2, opens_at: at(6_000), closes_at: at(16_000) } })];
    renderPage(<BattlePlayer battle={battle()} offsetMs={0} onDone={() => undefined} />);
    expect(screen.getByTestId('question-number').textContent).toBe('第1問（全3問）');
    expect(screen.getByText('apple')).toBeTruthy();
    expect(screen.getByTestId('time-left').dataset.seconds).toBe('10');

    await user().click(option('りんご'));
    expect(await screen.findByText('○ 正解！ +18点')).toBeTruthy();
    expect(option('りんご').dataset.state).toBe('right');
    expect(options().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByTestId('my-panel-score').textContent).toBe('18点');
    expect(screen.getByTestId('my-panel-answered').textContent).toBe('1 / 3問');

    // The server opened question 2 at +3 s: the verdict stays until then.
    await advance(2_000);
    expect(screen.getByTestId('question-number').textContent).toBe('第1問（全3問）');
    await advance(1_100);
    expect(screen.getByTestId('question-number').textContent).toBe('第2問（全3問）');
    expect(screen.getByText('I ___ to the park yesterday.')).toBeTruthy();

    await user().click(option('goes'));
    const verdict = await screen.findByTestId('verdict');
    await waitFor(() => expect(verdict.dataset.verdict).toBe('wrong'));
    expect(verdict.textContent).toContain('× 不正解');
    expect(verdict.textContent).toContain('正解は「went」');
    expect(option('goes').dataset.state).toBe('wrong');
    expect(option('went').dataset.state).toBe('right');

    const sent = answers();
    expect(sent.map(({ battle_id, question_index, choice }) => ({ battle_id, question_index, choice }))).toEqual([
      { battle_id: '7', question_index: '0', choice: '2' },
      { battle_id: '7', question_index: '1', choice: '2' },
    ]);
    expect(sent[0]!.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[1]!.guid).not.toBe(sent[0]!.guid);
  });

  it('times a question out without posting, shows 時間切れ for a moment, then the next question (opened a reveal after the limit)', async () => {
    renderPage(<BattlePlayer battle={battle()} offsetMs={0} onDone={() => undefined} />);
    await advance(9_000);
    expect(screen.getByTestId('time-left').dataset.seconds).toBe('1');
    await advance(1_100);
    expect(screen.getByTestId('verdict').textContent).toBe('時間切れ');
    expect(options().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await advance(1_000);
    expect(screen.getByTestId('question-number').textContent).toBe('第2問（全3問）');
    // Question 2 opened a reveal after question 1's limit: the verdict's moment cost it nothing.
    expect(screen.getByTestId('time-left').dataset.seconds).toBe('10');
    expect(answers()).toEqual([]);
  });

  it('counts on the server clock, not this device’s', async () => {
    // The device is 8 s behind the server: the question closing at +10 s has 2 s left.
    renderPage(<BattlePlayer battle={battle()} offsetMs={8_000} onDone={() => undefined} />);
    expect(screen.getByTestId('time-left').dataset.seconds).toBe('2');
    await advance(2_100);
    expect(screen.getByTestId('verdict').textContent).toBe('時間切れ');
  });

  it('resends an answer lost on the way with the same guid', async () => {
    let calls = 0;
    server.route('POST', '/arena/submit-exercise-log', () => (calls++ === 0 ? { network: true } : { data: reply() }));
    renderPage(<BattlePlayer battle={battle()} offsetMs={0} onDone={() => undefined} />);
    await user().click(option('りんご'));
    await advance(1_000);
    expect(await screen.findByText('○ 正解！ +18点')).toBeTruthy();
    const sent = answers();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.guid).toBe(sent[0]!.guid);
  });

  it('shows the server’s refusal and moves on', async () => {
    server.route('POST', '/arena/submit-exercise-log', () => ({ errcode: 400, errmsg: 'この問題の解答時間は終わりました。' }));
    renderPage(<BattlePlayer battle={battle()} offsetMs={0} onDone={() => undefined} />);
    await user().click(option('みかん'));
    expect(await screen.findByText('答えは記録されませんでした: この問題の解答時間は終わりました。')).toBeTruthy();
    await advance(11_100);
    expect(screen.getByTestId('question-number').textContent).toBe('第2問（全3問）');
  });

  it('plays a listening question’s sound when it opens and again on demand; after the last question it is done', async () => {
    const onDone = vi.fn();
    replies = [reply({ question_index: 2, next: null, me: { answered: 3, correct: 3, score: 50 } })];
    const last = { index: 2, opens_at: at(0), closes_at: at(10_000) };
    renderPage(<BattlePlayer battle={battle({ current: last })} offsetMs={0} onDone={onDone} afterLast={<p>相手を待っています（テスト）</p>} />);
    expect(audioPlayer.playToEnd).toHaveBeenCalledWith('/resources/arena/audio/l-station.mp3');
    await user().click(screen.getByTestId('replay-audio'));
    expect(audioPlayer.playToEnd).toHaveBeenCalledTimes(2);
    await user().click(option('To the station.'));
    await screen.findByTestId('verdict');
    expect(onDone).not.toHaveBeenCalled();
    await advance(1_100);
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.getByText('相手を待っています（テスト）')).toBeTruthy();
    expect(within(screen.getByTestId('my-panel')).getByText('50点')).toBeTruthy();
  });

  it('shows nothing but the score panels when the server says every question is done (a resumed battle)', () => {
    const onDone = vi.fn();
    renderPage(<BattlePlayer battle={battle({ current: null })} offsetMs={0} onDone={onDone} />);
    expect(screen.queryByTestId('battle-question')).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
  });
});

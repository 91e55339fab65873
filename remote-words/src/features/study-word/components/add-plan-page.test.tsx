import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddPlanPage } from './add-plan-page';
import { StudyWordPlanPage } from './study-word-plan-page';

const plan = (plan_id: number) => ({
  plan_id,
  module: 'study',
  title: `プラン${plan_id}`,
  list_code: 'eiken-3',
  list_title: '英検3級',
  daily_new: 10,
  desired_retention: 0.9,
  word_count: 300,
  created_at: '2030-01-01T00:00:00.000Z',
  counts: { new: 290, learning: 4, review: 6, due_now: 3 },
  retention_now: 0.86 as number | null,
  today: { due_count: 3, new_count: 10 },
});
const LISTS = [{ list_code: 'eiken-3', title: '英検3級', title_en: 'Eiken 3', word_count: 300, units: [{ unit_id: 7, title: 'Unit 1', word_count: 30 }, { unit_id: 8, title: 'Unit 2', word_count: 30 }] }];

let server: ScriptedServer;
let plans: ReturnType<typeof plan>[];

beforeAll(() => startTestSession());
beforeEach(() => {
  plans = [plan(1)];
  server = scriptServer({
    'GET /study-word/plan-list': () => ({ data: { list: plans, max_plans: 3 } }),
    'GET /study-word/word-lists': () => ({ data: { list: LISTS } }),
    'POST /study-word/add-plan': () => ({
      data: { plan: { ...plan(2), list_code: null, list_title: null, word_count: 1 }, added: ['apple'], skipped: [{ word: "don't", reason: 'apostrophe' }, { word: 'zzzq', reason: 'unknown' }] },
    }),
  });
});
afterEach(cleanup);

const sent = (path: string) => new URLSearchParams(server.requests.find((request) => request.path === path)?.body as URLSearchParams);

describe('AddPlanPage', () => {
  it('checks the fields before sending', async () => {
    renderPage(<AddPlanPage />, { path: '/add_plan' });
    await userEvent.click(await screen.findByTestId('add-plan-submit'));
    expect(screen.getByText('プラン名を入力してください。')).toBeTruthy();
    expect(screen.getByText('単語リストを選んでください。')).toBeTruthy();
    expect(server.requests.some((request) => request.path === '/study-word/add-plan')).toBe(false);
  });

  it('adds a plan from a list with the chosen units', async () => {
    renderPage(<AddPlanPage />, { path: '/add_plan' });
    await userEvent.type(await screen.findByTestId('plan-title'), '英検3級');
    await userEvent.selectOptions(screen.getByTestId('plan-list-code'), 'eiken-3');
    await userEvent.click(screen.getAllByTestId('plan-unit')[1]!);
    expect(screen.getByText('このプランの単語：30語')).toBeTruthy();
    await userEvent.click(screen.getByTestId('add-plan-submit'));
    await screen.findByTestId('add-plan-result');
    const body = sent('/study-word/add-plan');
    expect(body.get('list_code')).toBe('eiken-3');
    expect(body.get('unit_ids')).toBe('[8]');
    expect(body.get('daily_new')).toBe('10');
    expect(body.get('desired_retention')).toBe('0.9');
  });

  it('previews typed words with the reasons they are skipped, then shows what the server added', async () => {
    renderPage(<AddPlanPage />, { path: '/add_plan' });
    await userEvent.type(await screen.findByTestId('plan-title'), '自分の単語');
    await userEvent.click(screen.getByTestId('source-words'));
    await userEvent.type(screen.getByTestId('plan-words'), "Apple, don't{enter}covid19");
    const preview = screen.getByTestId('preview-words');
    expect(within(preview).getByText('apple')).toBeTruthy();
    const skipped = screen.getByTestId('preview-skipped');
    expect(skipped.textContent).toContain('アポストロフィ');
    expect(skipped.textContent).toContain('数字を含む');
    await userEvent.click(screen.getByTestId('add-plan-submit'));
    const result = await screen.findByTestId('add-plan-result');
    expect(within(result).getByTestId('added-words').textContent).toContain('apple');
    expect(within(result).getByTestId('skipped-words').textContent).toContain('ポータルの単語リストにありません');
    expect(sent('/study-word/add-plan').get('words')).toBe("Apple, don't\ncovid19");
  });

  it('shows the refusal of a fourth plan', async () => {
    plans = [plan(1), plan(2), plan(3)];
    renderPage(<AddPlanPage />, { path: '/add_plan' });
    expect((await screen.findByTestId('plan-limit')).textContent).toContain('単語タスクは同時に3つまでです');
  });
});

describe('StudyWordPlanPage', () => {
  it('shows each plan with its counts from the plan list alone and refuses adding at three plans', async () => {
    plans = [plan(1), plan(2), { ...plan(3), retention_now: null, today: { due_count: 0, new_count: 0 } }];
    renderPage(<StudyWordPlanPage />, { path: '/study_word/plan' });
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByTestId('count-due').textContent).toBe('3');
    expect(within(cards[0]!).getByTestId('plan-retention').textContent).toBe('86%');
    expect(within(cards[0]!).getByTestId('plan-today-counts').textContent).toBe('今日のタスク：復習 3語・新しい単語 10語');
    expect(within(cards[2]!).getByTestId('plan-retention').textContent).toBe('まだありません');
    expect(within(cards[2]!).getByTestId('plan-today-counts').textContent).toBe('今日のタスクは終わりました。');
    // No call per card: the counts come with the list.
    expect(server.requests.filter((request) => request.path === '/study-word/plan-info')).toEqual([]);
    await userEvent.click(screen.getByTestId('add-plan'));
    expect(await screen.findByText('単語タスクは同時に3つまでです。不要なプランを削除してから追加してください。')).toBeTruthy();
    expect(screen.queryByTestId('navigated-to')).toBeNull();
  });
});

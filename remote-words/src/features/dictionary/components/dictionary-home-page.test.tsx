import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DictionaryHomePage } from './dictionary-home-page';

const brief = (word_id: number, word: string, mean: string) => ({ word_id, word, mean, ipa: '', is_phrase: word.includes(' ') });
const log = (word_id: number, word: string, mean: string, times = 1) => ({ word_id, word, mean, searched_at: '2030-04-01T01:00:00.000Z', times });

let server: ScriptedServer;
let logs: ReturnType<typeof log>[];

beforeAll(() => startTestSession());
beforeEach(() => {
  logs = [log(1, 'go', '行く', 3), log(2, 'receive', '受け取る'), log(3, 'take off', '離陸する')];
  server = scriptServer({
    'GET /dictionary/screen-search-word': ({ params }) => ({
      data: { query: params.word, list: [brief(10, 'receive', '受け取る'), brief(11, 'recent', '最近の'), brief(12, 'record', '記録')].filter((item) => item.word.startsWith(String(params.word))) },
    }),
    'GET /dictionary/word-search-logs': () => ({ data: { list: logs } }),
    'POST /dictionary/del-search-log': ({ body }) => {
      const ids = JSON.parse(new URLSearchParams(body as URLSearchParams).get('word_ids') ?? '[]') as number[];
      logs = logs.filter((item) => !ids.includes(item.word_id));
      return { data: { removed: ids.length } };
    },
  });
});
afterEach(cleanup);

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);
/** A request's form body (the client sends it encoded). */
const formOf = (request: { body: unknown }) => new URLSearchParams(request.body as URLSearchParams);

describe('DictionaryHomePage', () => {
  it('suggests words while typing, once typing pauses, and opens one chosen with the arrow keys', async () => {
    const { router } = renderPage(<DictionaryHomePage />, { path: '/dictionary/index' });
    const input = screen.getByTestId('search-input');
    await userEvent.type(input, 'rec');
    const options = await screen.findAllByTestId('suggestion');
    expect(options.map((option) => option.getAttribute('data-word'))).toEqual(['receive', 'recent', 'record']);
    // Typed quickly: one request for the settled text, not one per letter.
    expect(requestsTo('/dictionary/screen-search-word').map((request) => request.params.word)).toEqual(['rec']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?word=recent&via=suggestion'));
    expect(router.state.location.pathname).toBe('/dictionary/search');
  });

  it('closes the suggestions with Escape and searches the typed text; Japanese text searches by meaning', async () => {
    const { router } = renderPage(<DictionaryHomePage />, { path: '/dictionary/index' });
    const input = screen.getByTestId('search-input');
    await userEvent.type(input, 're');
    await screen.findAllByTestId('suggestion');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?word=re'));
    cleanup();

    const again = renderPage(<DictionaryHomePage />, { path: '/dictionary/index' });
    await userEvent.type(screen.getByTestId('search-input'), '会議{Enter}');
    await waitFor(() => expect(again.router.state.location.search).toBe(`?word=${encodeURIComponent('会議')}&type=2`));
    expect(requestsTo('/dictionary/screen-search-word').filter((request) => request.params.word === '会議')).toHaveLength(0);
  });

  it('asks for a word when the box is empty', async () => {
    renderPage(<DictionaryHomePage />, { path: '/dictionary/index' });
    await userEvent.click(screen.getByTestId('search-submit'));
    expect(screen.getByTestId('search-problem').textContent).toBe('調べたい言葉を入力してください。');
  });

  it('lists recent searches that open their entry, and deletes one after a confirmation', async () => {
    renderPage(<DictionaryHomePage />, { path: '/dictionary/index' });
    const rows = await screen.findAllByTestId('search-log');
    expect(rows.map((row) => row.getAttribute('data-word'))).toEqual(['go', 'receive', 'take off']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/dictionary/search?word=go&via=history');
    expect(rows[0]!.textContent).toContain('3回');
    await userEvent.click(within(rows[1]!).getByTestId('search-log-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('「receive」を最近調べた単語から削除しますか？');
    await userEvent.click(within(confirm).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(screen.getAllByTestId('search-log').map((row) => row.getAttribute('data-word'))).toEqual(['go', 'take off']));
    expect(formOf(requestsTo('/dictionary/del-search-log')[0]!).get('word_ids')).toBe('[2]');
  });

  it('deletes the ticked words together, and nothing when the confirmation is cancelled', async () => {
    renderPage(<DictionaryHomePage />, { path: '/dictionary/index' });
    await screen.findAllByTestId('search-log');
    await userEvent.click(screen.getByTestId('logs-select'));
    const deleteButton = screen.getByTestId('logs-delete-selected') as HTMLButtonElement;
    expect(deleteButton.disabled).toBe(true);
    const checks = screen.getAllByTestId('search-log-check');
    await userEvent.click(checks[0]!);
    await userEvent.click(checks[2]!);
    expect(screen.getByText('2件を選択中')).toBeTruthy();
    await userEvent.click(deleteButton);
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'キャンセル' }));
    expect(requestsTo('/dictionary/del-search-log')).toHaveLength(0);
    await userEvent.click(deleteButton);
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(screen.getAllByTestId('search-log').map((row) => row.getAttribute('data-word'))).toEqual(['receive']));
    expect(formOf(requestsTo('/dictionary/del-search-log')[0]!).get('word_ids')).toBe('[1,3]');
    expect(screen.queryByTestId('logs-delete-selected')).toBeNull();
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../api/search-word';
import { DictionarySearchPage } from './dictionary-search-page';

const go: Entry = {
  word_id: 41,
  word: 'go',
  ipa: 'ɡoʊ',
  is_phrase: false,
  mean: '行く、動く',
  senses: [
    { pos: 'verb', pos_ja: '動詞', meanings: ['行く', '進む'], definition_en: 'move from one place to another' },
    { pos: 'noun', pos_ja: '名詞', meanings: ['試み'], definition_en: 'a time for working after which you will be relieved by someone else' },
    { pos: 'verb', pos_ja: '動詞', meanings: ['（機械が）動く'], definition_en: 'perform as expected when applied' },
  ],
  examples: [
    { en: 'We went to the park.', ja: '私たちは公園へ行った。', source: 'tatoeba' },
    { en: 'The car won’t go.', ja: '', source: 'wordnet' },
  ],
  forms: [
    { kind: 'past', label_ja: '過去形', word: 'went' },
    { kind: 'past_participle', label_ja: '過去分詞', word: 'gone' },
  ],
  related: [{ word: 'goer', word_id: 77, relation: 'derived', relation_ja: '派生語' }],
  phrases: [{ word_id: 90, word: 'go on', mean: '続ける' }],
  sources: ['edict', 'wordnet'],
};

const brief = (word_id: number, word: string, mean: string) => ({ word_id, word, mean, ipa: '', is_phrase: word.includes(' ') });
const went = {
  query: 'went',
  type: 1,
  entries: [go],
  inflection: { form: 'went', lemma: 'go', kind: 'past', label_ja: '過去形' },
  list: [brief(90, 'go on', '続ける'), brief(91, 'goer', '行く人')],
  suggestions: [],
};
const plans = [{ plan_id: 5, module: 'study', title: '英検3級', list_code: 'eiken-3', list_title: '英検3級', word_count: 300, daily_new: 10, desired_retention: 0.9, created_at: '2030-01-01T00:00:00.000Z' }];

let server: ScriptedServer;

beforeAll(() => startTestSession());
beforeEach(() => {
  server = scriptServer({
    'GET /dictionary/new-search-word': ({ params }) => {
      if (params.word === 'went') return { data: went };
      if (params.word === 'app1e') return { errcode: 400, errmsg: 'パラメータが正しくありません（querystring: word: 英単語（アルファベット）で入力してください）' };
      return { data: { query: params.word, type: 1, entries: [], inflection: null, list: [], suggestions: [] } };
    },
    'GET /dictionary/fuzzy-search-word': () => ({ data: { query: 'recieve', list: [{ word_id: 12, word: 'receive', mean: '受け取る', ipa: 'rɪˈsiːv', is_phrase: false, distance: 1 }] } }),
    'POST /dictionary/submit-word-log': () => ({ data: { word_id: 41, times: 1 } }),
    'GET /device/favorites/en-page-list': () => ({ data: { total: 0, page: 1, limit: 100, items: [] } }),
    'POST /favorite-sentence/collect': () => ({ data: { favorite_id: 3, is_collected: 1, removed: 0 } }),
    'POST /favorite-sentence/discard': () => ({ data: { favorite_id: null, is_collected: 0, removed: 1 } }),
    'GET /study-word/plan-list': () => ({ data: { list: plans, max_plans: 3 } }),
    'POST /study-word/add-words': () => ({ data: { plan: { ...plans[0], word_count: 301 }, added: ['go'], skipped: [] } }),
  });
});
afterEach(cleanup);

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);
/** A request's form body (the client sends it encoded). */
const formOf = (request: { body: unknown }) => new URLSearchParams(request.body as URLSearchParams);
const render = (url: string) => renderPage(<DictionarySearchPage />, { path: '/dictionary/search', url });

describe('DictionarySearchPage', () => {
  it('shows the lemma of an inflected form with its meanings by part of speech, and logs it once', async () => {
    render('/dictionary/search?word=went');
    expect((await screen.findByTestId('inflection')).textContent).toBe('「went」は「go」の過去形です。');
    const entry = screen.getByTestId('entry');
    expect(within(entry).getByRole('heading', { level: 2 }).textContent).toBe('go');
    expect(within(entry).getByTestId('entry-ipa').textContent).toBe('/ɡoʊ/');
    const groups = within(entry).getAllByTestId('pos-group');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['動詞', '名詞']);
    expect(within(groups[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(entry).getByText('私たちは公園へ行った。')).toBeTruthy();
    expect(within(entry).getByRole('link', { name: 'gone' }).getAttribute('href')).toBe('/dictionary/search?word=gone&via=related');
    expect(within(entry).getByTestId('phrase').getAttribute('href')).toBe('/dictionary/search?word=go+on&via=related');
    // Other matches leave out what the entry shows already (its phrase go on).
    expect(within(screen.getByTestId('other-matches')).getAllByTestId('other-match').map((item) => item.getAttribute('data-word'))).toEqual(['goer']);
    await waitFor(() => expect(requestsTo('/dictionary/submit-word-log')).toHaveLength(1));
    const log = formOf(requestsTo('/dictionary/submit-word-log')[0]!);
    expect(Object.fromEntries(log)).toEqual({ word_id: '41', query: 'went', via: 'search' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo('/dictionary/submit-word-log')).toHaveLength(1);
  });

  it('folds the entries after the first, and shows the start of a long list of meanings', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ pos: 'noun', pos_ja: '名詞', meanings: [`意味${index + 1}`], definition_en: '' }));
    const saw = { ...go, word_id: 50, word: 'saw', mean: 'のこぎり', senses: many, forms: [], related: [], phrases: [], examples: [] };
    server.route('GET', '/dictionary/new-search-word', () => ({ data: { ...went, query: 'saw', entries: [saw, go], inflection: { form: 'saw', lemma: 'see', kind: 'past', label_ja: '過去形' } } }));
    render('/dictionary/search?word=saw');
    const [first, second] = await screen.findAllByTestId('entry');
    expect(within(first!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['意味1', '意味2', '意味3', '意味4', '意味5']);
    await userEvent.click(within(first!).getByTestId('more-senses'));
    expect(within(first!).getAllByRole('listitem')).toHaveLength(8);
    expect(within(second!).queryByTestId('pos-group')).toBeNull();
    await userEvent.click(within(second!).getByTestId('entry-toggle'));
    expect(within(second!).getAllByTestId('pos-group')).toHaveLength(2);
    await waitFor(() => expect(requestsTo('/dictionary/submit-word-log')).toHaveLength(1));
    expect(formOf(requestsTo('/dictionary/submit-word-log')[0]!).get('word_id')).toBe('50');
  });

  it('asks for a word when the address has none, and looks nothing up', async () => {
    render('/dictionary/search');
    expect((await screen.findByTestId('search-missing')).textContent).toContain('調べる言葉が指定されていません');
    expect(requestsTo('/dictionary/new-search-word')).toHaveLength(0);
  });

  it('offers the nearest spellings from the fuzzy search when nothing is found', async () => {
    render('/dictionary/search?word=recieve');
    expect((await screen.findByTestId('not-found')).textContent).toContain('「recieve」は見つかりませんでした。');
    const candidate = await screen.findByTestId('fuzzy-word');
    expect(candidate.textContent).toContain('receive');
    expect(candidate.getAttribute('href')).toBe('/dictionary/search?word=receive&via=fuzzy');
    expect(requestsTo('/dictionary/submit-word-log')).toHaveLength(0);
  });

  it("shows the server's message next to the box for bad input, and nothing else breaks", async () => {
    render('/dictionary/search?word=app1e');
    expect((await screen.findByTestId('search-problem')).textContent).toBe('英単語（アルファベット）で入力してください');
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('app1e');
  });

  it('collects the word and takes it out again', async () => {
    render('/dictionary/search?word=went');
    const button = await screen.findByTestId('collect-word');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('data-collected')).toBe('1'));
    const sent = Object.fromEntries(formOf(requestsTo('/favorite-sentence/collect')[0]!));
    expect(sent).toMatchObject({ sentence_source: 'dictionary', sentence_id: '41', category: 'read_word', evaluate_text: 'go', screen_jp_text: '行く、動く' });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('data-collected')).toBe('0'));
    expect(Object.fromEntries(formOf(requestsTo('/favorite-sentence/discard')[0]!))).toEqual({ sentence_source: 'dictionary', sentence_id: '41' });
  });

  it('adds the word to a chosen plan, and says why when word study cannot take it', async () => {
    render('/dictionary/search?word=went');
    await userEvent.click(await screen.findByTestId('add-to-plan'));
    const dialog = await screen.findByTestId('add-to-plan-dialog');
    expect((await within(dialog).findAllByTestId('plan-option')).map((option) => option.parentElement?.textContent)).toEqual(['英検3級（300語）']);
    await userEvent.click(within(dialog).getByTestId('plan-submit'));
    expect((await within(dialog).findByTestId('plan-result')).textContent).toBe('「go」を「英検3級」に追加しました。');
    expect(Object.fromEntries(formOf(requestsTo('/study-word/add-words')[0]!))).toEqual({ plan_id: '5', words: 'go' });
    await userEvent.click(within(dialog).getByTestId('plan-dialog-close'));

    server.route('POST', '/study-word/add-words', () => ({ data: { plan: plans[0], added: [], skipped: [{ word: 'go', reason: 'known' }] } }));
    await userEvent.click(screen.getByTestId('add-to-plan'));
    await userEvent.click(await within(await screen.findByTestId('add-to-plan-dialog')).findByTestId('plan-submit'));
    expect((await screen.findByTestId('plan-result')).getAttribute('data-outcome')).toBe('known');
  });

  it('refuses a fourth plan with the server message', async () => {
    server.route('GET', '/study-word/plan-list', () => ({ data: { list: plans.slice(0, 1), max_plans: 3 } }));
    server.route('POST', '/study-word/add-plan', () => ({ errcode: 409, errmsg: '単語タスクは同時に3つまでです。不要なプランを削除してから追加してください。' }));
    render('/dictionary/search?word=went');
    await userEvent.click(await screen.findByTestId('add-to-plan'));
    await userEvent.click(await screen.findByTestId('plan-option-new'));
    await userEvent.click(screen.getByTestId('plan-submit'));
    expect((await screen.findByTestId('plan-error')).textContent).toBe('単語タスクは同時に3つまでです。不要なプランを削除してから追加してください。');
  });

  it('makes a plan from the word when the student has none, and shows a refusal in the dialog', async () => {
    server.route('GET', '/study-word/plan-list', () => ({ data: { list: [], max_plans: 3 } }));
    server.route('POST', '/study-word/add-plan', () => ({ errcode: 400, errmsg: '追加できる単語がありません。リストや入力した単語を見直してください。' }));
    render('/dictionary/search?word=went');
    await userEvent.click(await screen.findByTestId('add-to-plan'));
    const title = await screen.findByTestId('plan-title');
    expect((title as HTMLInputElement).value).toBe('辞書で調べた単語');
    await userEvent.clear(title);
    await userEvent.click(screen.getByTestId('plan-submit'));
    expect(screen.getByText('プランの名前を入力してください。')).toBeTruthy();
    await userEvent.type(title, '辞書の単語');
    await userEvent.click(screen.getByTestId('plan-submit'));
    expect((await screen.findByTestId('plan-error')).textContent).toBe('「go」は単語学習に追加できません。ポータルの単語リストにないか、すでにほかのプランに入っています。');
    expect(Object.fromEntries(formOf(requestsTo('/study-word/add-plan')[0]!))).toEqual({ title: '辞書の単語', words: 'go' });
  });
});

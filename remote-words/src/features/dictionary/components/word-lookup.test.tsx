import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../api/search-word';
import { cleanWord, WordLookup } from './word-lookup';

const go: Entry = {
  word_id: 41,
  word: 'go',
  ipa: 'ɡoʊ',
  is_phrase: false,
  mean: '行く、動く',
  senses: [{ pos: 'verb', pos_ja: '動詞', meanings: ['行く', '進む'], definition_en: 'move from one place to another' }],
  examples: [],
  forms: [{ kind: 'past', label_ja: '過去形', word: 'went' }],
  related: [],
  phrases: [],
  sources: ['edict'],
};

let server: ScriptedServer;

beforeAll(() => startTestSession());
beforeEach(() => {
  server = scriptServer({
    'GET /dictionary/new-search-word': ({ params }) =>
      params.word === 'went'
        ? { data: { query: 'went', type: 1, entries: [go], inflection: { form: 'went', lemma: 'go', kind: 'past', label_ja: '過去形' }, list: [], suggestions: [] } }
        : { data: { query: params.word, type: 1, entries: [], inflection: null, list: [], suggestions: [{ word_id: 12, word: 'receive', mean: '受け取る', ipa: '', is_phrase: false }] } },
    'GET /device/favorites/en-page-list': () => ({ data: { total: 0, page: 1, limit: 100, items: [] } }),
    'POST /favorite-sentence/collect': () => ({ data: { favorite_id: 3, is_collected: 1, removed: 0 } }),
  });
});
afterEach(cleanup);

describe('WordLookup', () => {
  it('looks up a word as it stands in a text and collects its headword', async () => {
    renderPage(<WordLookup word="“went," />, { path: '/testing' });
    expect((await screen.findByTestId('lookup-inflection')).textContent).toBe('「went」は「go」の過去形です。');
    expect(screen.getByRole('heading', { name: 'go' })).toBeTruthy();
    expect(server.requests.find((request) => request.path === '/dictionary/new-search-word')?.params).toMatchObject({ word: 'went', type: 1 });
    await userEvent.click(screen.getByTestId('collect-word'));
    expect(await screen.findByText('★', { exact: false })).toBeTruthy();
    const body = new URLSearchParams(server.requests.find((request) => request.path === '/favorite-sentence/collect')?.body as URLSearchParams);
    expect(body.get('evaluate_text')).toBe('go');
    expect(screen.getByTestId('lookup-open-dictionary').getAttribute('href')).toBe('/dictionary/search?word=went');
  });

  it('offers the nearest spellings when nothing matched', async () => {
    renderPage(<WordLookup word="recieve" />, { path: '/testing' });
    expect((await screen.findByTestId('lookup-not-found')).textContent).toContain('「recieve」は見つかりませんでした。');
    expect(screen.getByTestId('lookup-suggestion').textContent).toContain('receive');
  });
});

describe('cleanWord', () => {
  it('drops the punctuation and possessive around a word', () => {
    expect(cleanWord('Tom’s,')).toBe('Tom');
    expect(cleanWord('“Yes!”')).toBe('Yes');
    expect(cleanWord("don't")).toBe("don't");
    expect(cleanWord('...')).toBe('');
  });
});

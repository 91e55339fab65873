// Matrix cases for the dictionary (/v3/dictionary/...). Test portals load the dictionary's most
// common words and the words named in features/dictionary/seed.ts SUBSET_WORDS (vitest.config.ts
// DICTIONARY_SUBSET); dictionary.full-data.test.ts looks the same words up in the whole data.
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { dictionaryLookupLogs, dictionaryWords } from '../../src/db/tables/dictionary';
import type { TestPortal } from '../harness';
import type { RouteCases } from './types';

export async function dictionaryWordId(portal: TestPortal, key: string): Promise<number> {
  const [row] = await portal.db.select({ id: dictionaryWords.id }).from(dictionaryWords).where(eq(dictionaryWords.key, key));
  if (!row) throw new Error(`the test dictionary has no "${key}"`);
  return row.id;
}

async function clearLogs(portal: TestPortal, studentId: number) {
  await portal.db.delete(dictionaryLookupLogs).where(eq(dictionaryLookupLogs.userId, studentId));
}

const otherLogin = (login: string) => (login === 'biz02' ? 'biz03' : 'biz02');

export const cases: RouteCases = {
  'GET /v3/dictionary/introduce': {
    check: (data) => {
      expect(data.title).toBe('辞書の使い方');
      expect(data.paragraphs.length).toBeGreaterThan(2);
      expect(data.stats.headwords).toBeGreaterThan(500);
      expect(data.stats.phrases).toBeGreaterThan(0);
      expect(data.licences.map((licence: { name: string }) => licence.name)).toEqual(expect.arrayContaining(['JMdict/EDICT', 'WordNet 3.0', 'eSpeak NG']));
      expect(data.licences.find((licence: { name: string }) => licence.name === 'JMdict/EDICT').notice).toContain('Electronic Dictionary Research and Development Group');
    },
  },
  'GET /v3/dictionary/new-search-word': {
    input: () => ({ query: { word: 'went', type: '1' } }),
    check: async (data, { portal, session }) => {
      expect(data.query).toBe('went');
      expect(data.entries.map((entry: { word: string }) => entry.word)).toContain('go');
      expect(data.inflection).toEqual({ form: 'went', lemma: 'go', kind: 'past', label_ja: '過去形' });
      const go = data.entries.find((entry: { word: string }) => entry.word === 'go');
      expect(go.mean).toContain('行く');
      expect(go.ipa).not.toBe('');
      expect(go.forms).toEqual(expect.arrayContaining([{ kind: 'past', label_ja: '過去形', word: 'went' }]));
      expect(go.senses[0]).toMatchObject({ pos: 'verb', pos_ja: '動詞' });
      // A phrase, found by its own words and by an inflected first word.
      const phrase = (await portal.get('/v3/dictionary/new-search-word', { as: session, query: { word: 'Take  off' } })).body.data;
      expect(phrase.entries[0]).toMatchObject({ word: 'take off', is_phrase: true });
      const took = (await portal.get('/v3/dictionary/new-search-word', { as: session, query: { word: 'took off' } })).body.data;
      expect(took.entries[0].word).toBe('take off');
      // A misspelling finds nothing but suggests the word.
      const misspelt = (await portal.get('/v3/dictionary/new-search-word', { as: session, query: { word: 'recieve' } })).body.data;
      expect(misspelt.entries).toEqual([]);
      expect(misspelt.suggestions[0].word).toBe('receive');
      // In Japanese: the words with that meaning.
      const japanese = (await portal.get('/v3/dictionary/new-search-word', { as: session, query: { word: '行く', type: '2' } })).body.data;
      expect(japanese.type).toBe(2);
      expect(japanese.entries.map((entry: { word: string }) => entry.word)).toContain('go');
      // Looking up writes no log.
      expect(await portal.db.select().from(dictionaryLookupLogs).where(eq(dictionaryLookupLogs.userId, session.studentId))).toEqual([]);
    },
    bad: () => ({
      'no word': { query: {} },
      'Japanese with type 1': { query: { word: 'りんご' } },
      'English with type 2': { query: { word: 'apple', type: '2' } },
      'an unknown type': { query: { word: 'apple', type: '7' } },
      'digits': { query: { word: 'abc123' } },
      'a wildcard': { query: { word: '%' } },
      '51 letters': { query: { word: 'a'.repeat(51) } },
    }),
  },
  'GET /v3/dictionary/fuzzy-search-word': {
    input: () => ({ query: { word: 'recieve' } }),
    check: (data) => {
      expect(data.query).toBe('recieve');
      expect(data.list[0]).toMatchObject({ word: 'receive', distance: 1 });
      expect(data.list.length).toBeLessThanOrEqual(10);
      const distances = data.list.map((item: { distance: number }) => item.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    },
    bad: () => ({ 'no word': { query: {} }, 'type 2': { query: { word: 'recieve', type: '2' } }, 'Japanese': { query: { word: '受け取る' } } }),
  },
  'GET /v3/dictionary/screen-search-word': {
    input: () => ({ query: { word: 'Rec' } }),
    check: (data) => {
      expect(data.query).toBe('rec');
      expect(data.list.length).toBeGreaterThan(1);
      expect(data.list.length).toBeLessThanOrEqual(10);
      expect(data.list.every((item: { word: string }) => item.word.toLowerCase().startsWith('rec'))).toBe(true);
      expect(data.list.map((item: { word: string }) => item.word)).toContain('receive');
    },
    bad: () => ({ 'no word': { query: {} }, 'an empty word': { query: { word: ' ' } }, 'a wildcard': { query: { word: 're_' } } }),
  },
  'GET /v3/dictionary/word-search-logs': {
    input: async ({ portal, session }) => {
      await clearLogs(portal, session.studentId);
      for (const key of ['apple', 'go', 'apple']) await portal.postJson('/v3/dictionary/submit-word-log', { word_id: await dictionaryWordId(portal, key) }, { as: session });
      return {};
    },
    check: async (data, { portal }) => {
      expect(data.list.map((row: { word: string; times: number }) => [row.word, row.times])).toEqual([
        ['apple', 2],
        ['go', 1],
      ]);
      expect(data.list[0]).toMatchObject({ word_id: await dictionaryWordId(portal, 'apple'), mean: expect.stringMatching(/りんご|リンゴ|林檎/) });
      expect(Date.parse(data.list[0].searched_at)).toBeGreaterThan(Date.now() - 60_000);
    },
  },
  'POST /v3/dictionary/submit-word-log': {
    input: async ({ portal, session }) => {
      await clearLogs(portal, session.studentId);
      return { json: { word_id: await dictionaryWordId(portal, 'reluctant'), query: 'reluctant', via: 'search' } };
    },
    check: async (data, { portal, session }) => {
      expect(data).toEqual({ word_id: await dictionaryWordId(portal, 'reluctant'), times: 1 });
      const again = await portal.postJson('/v3/dictionary/submit-word-log', { word_id: data.word_id, via: 'history' }, { as: session });
      expect(again.body.data).toEqual({ word_id: data.word_id, times: 2 });
      const unknown = await portal.postJson('/v3/dictionary/submit-word-log', { word_id: 2_000_000_000 }, { as: session });
      expect(unknown.status).toBe(404);
      expect(unknown.body.errmsg).toContain('辞書にありません');
    },
    bad: () => ({
      'no word_id': { json: { query: 'x' } },
      'a word_id that is no number': { json: { word_id: 'go' } },
      'an unknown via': { json: { word_id: 1, via: 'somewhere' } },
      'a query over 50 characters': { json: { word_id: 1, query: 'a'.repeat(51) } },
    }),
  },
  'POST /v3/dictionary/del-search-log': {
    input: async ({ portal, session }) => {
      await clearLogs(portal, session.studentId);
      const ids = [await dictionaryWordId(portal, 'apple'), await dictionaryWordId(portal, 'go')];
      for (const id of ids) await portal.postJson('/v3/dictionary/submit-word-log', { word_id: id }, { as: session });
      return { json: { word_ids: ids } };
    },
    check: async (data, { portal, session }) => {
      expect(data).toEqual({ removed: 2 });
      expect((await portal.get('/v3/dictionary/word-search-logs', { as: session })).body.data.list).toEqual([]);
      // The other student's log of the same kind of word is still there (the refused call removed nothing).
      const other = await portal.session(otherLogin(session.login));
      const rest = await portal.db
        .select()
        .from(dictionaryLookupLogs)
        .where(and(eq(dictionaryLookupLogs.userId, other.studentId), inArray(dictionaryLookupLogs.wordId, [await dictionaryWordId(portal, 'ubiquitous')])));
      expect(rest).toHaveLength(1);
    },
    bad: () => ({
      'no word_ids': { json: {} },
      'an empty list': { json: { word_ids: [] } },
      '101 ids': { json: { word_ids: Array.from({ length: 101 }, (_, at) => at + 1) } },
      'an id that is no number': { json: { word_ids: ['go'] } },
    }),
    // A word only the other student looked up: refused, and the other student's log stays.
    othersRecord: async ({ portal, session }) => {
      const other = await portal.session(otherLogin(session.login));
      const id = await dictionaryWordId(portal, 'ubiquitous');
      await portal.postJson('/v3/dictionary/submit-word-log', { word_id: id }, { as: other });
      return { json: { word_ids: [await dictionaryWordId(portal, 'apple'), id] } };
    },
  },
};

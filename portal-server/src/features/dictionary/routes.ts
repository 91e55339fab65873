// The English-Japanese dictionary (spec part 3, section 7): lookups, spelling suggestions, the
// suggestions while typing, each student's lookup log and the about page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { responses, studentQuery } from '../../http/schemas';
import {
  deleteLogsBody,
  deleteLogsResult,
  fuzzyQuery,
  fuzzyResult,
  introduceResult,
  newSearchQuery,
  newSearchResult,
  screenQuery,
  screenResult,
  searchLogsResult,
  submitLogBody,
  submitLogResult,
} from './schemas';
import { deleteLookups, fuzzySearch, introduce, listLookups, recordLookup, screenSearch, searchEnglish, searchJapanese } from './service';

const tags = ['dictionary'];

export async function dictionaryRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/dictionary/introduce',
    {
      config: { auth: 'student' },
      schema: {
        summary: '辞書の説明ページ',
        description: '使い方の説明、収録語数（読み込まれているデータの数）、データの出典とライセンス表示。',
        tags,
        querystring: studentQuery,
        response: responses(introduceResult),
      },
    },
    async () => ok(await introduce(db)),
  );

  app.get(
    '/dictionary/new-search-word',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語を調べる',
        description:
          'type=1：英語の見出し語。見出し語そのもの、変化形ならそのもとの形（went → go、invoices → invoice）を entries に、その語で始まるほかの見出し語を list に返す。見つからないときは suggestions につづりの近い語。type=2：日本語の意味がその語と同じ見出し語を entries に、その語で始まる意味を持つ語を list に。履歴には残さない（開いた単語は submit-word-log で記録）。',
        tags,
        querystring: newSearchQuery,
        response: responses(newSearchResult),
      },
    },
    async (request) => ok(request.query.type === 2 ? await searchJapanese(db, request.query.word) : await searchEnglish(db, request.query.word)),
  );

  app.get(
    '/dictionary/fuzzy-search-word',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'つづりの近い単語（スペルミスの候補）',
        description: '編集距離（隣り合う文字の入れ替えも1）の小さい順、同じなら入れ替え・文字の重なり・母音の違いを近いとみなし、よく使う語を先に、10語まで。',
        tags,
        querystring: fuzzyQuery,
        response: responses(fuzzyResult),
      },
    },
    async (request) => ok(await fuzzySearch(db, request.query.word)),
  );

  app.get(
    '/dictionary/screen-search-word',
    {
      config: { auth: 'student' },
      schema: {
        summary: '入力中の候補（前方一致）',
        description: 'その文字列で始まる見出し語を10語まで。完全に一致する語を先頭に、あとはよく使う語の順。',
        tags,
        querystring: screenQuery,
        response: responses(screenResult),
      },
    },
    async (request) => ok(await screenSearch(db, request.query.word)),
  );

  app.get(
    '/dictionary/word-search-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '最近調べた単語',
        description: '開いた単語を新しい順に50語まで。同じ単語は1行で、開いた回数が times。',
        tags,
        querystring: studentQuery,
        response: responses(searchLogsResult),
      },
    },
    async (request) => ok(await listLookups(db, currentUser(request).id)),
  );

  app.post(
    '/dictionary/submit-word-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語を開いたことを記録する',
        description: '生徒と単語ごとに1行：初めてなら追加、2回目からは回数を1増やして日時を今にする。辞書にない word_id は 404。',
        tags,
        querystring: studentQuery,
        body: submitLogBody,
        response: responses(submitLogResult),
      },
    },
    async (request) => ok(await recordLookup(db, currentUser(request).id, request.body.word_id)),
  );

  app.post(
    '/dictionary/del-search-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '検索履歴から単語を消す',
        description: 'word_ids（1〜100個）をその生徒の履歴から消す。1つでもその生徒の履歴にない単語があれば 404 で、何も消さない。',
        tags,
        querystring: studentQuery,
        body: deleteLogsBody,
        response: responses(deleteLogsResult),
      },
    },
    async (request) => ok(await deleteLookups(db, currentUser(request).id, request.body.word_ids)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, isoTime, paging, percentScore, responses, studentQuery } from '../../http/schemas';
import { requestNow } from '../../http/request-clock';
import { BOOKMARK_NAME_MAX } from './bookmark-name';
import { addBookmark, addBookmarkList, bookmarkLists, bookmarkWords, deleteBookmarkList, listsHoldingWord, removeBookmark, renameBookmarkList } from './bookmarks';
import { bizWordCards, bizWordCardSchema, requireWord } from './cards';
import { poorWordList, poorWordSchema, reportPoorWords } from './poor-words';

// Bookmarks (/eiken/biz/bookmarks, /bookmarks/:word) and the poor-word list (/eiken/biz/poorWord)
// of business words. The spec says only that a bookmark needs a name; these calls are ours.

const bookmarkList = z.object({ list_id: z.number().int(), name: z.string(), word_count: z.number().int(), created_at: isoTime });
/** The name as typed: bookmark-name.ts decides (and words the refusal), so only a runaway length stops here. */
const nameField = z.string().max(200, `ブックマーク名は${BOOKMARK_NAME_MAX}文字以内で入力してください。`).describe(`ブックマーク名（必須、${BOOKMARK_NAME_MAX}文字以内、生徒ごとに重複不可）`);
const listWordBody = z.object({ list_id: idParam(), word_id: idParam() }).strict();
const listWordReply = responses(z.object({ list_id: z.number().int(), word_id: z.number().int(), word_count: z.number().int() }));

export async function bookmarkRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const tags = ['biz-word'];

  app.get(
    '/biz-word/bookmark-lists',
    { config: { auth: 'student' }, schema: { summary: 'ブックマーク（名前つきの単語リスト）の一覧', tags, querystring: studentQuery, response: responses(z.object({ list: z.array(bookmarkList), max_lists: z.number().int() })) } },
    async (request) => ok(await bookmarkLists(db, currentUser(request).id)),
  );

  app.post(
    '/biz-word/add-bookmark-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ブックマークを作る',
        description: '名前は必須（前後の空白は除き、全角英数字は半角にそろえる）。同じ名前がすでにあれば 409。',
        tags,
        querystring: studentQuery,
        body: z.object({ name: nameField }).strict(),
        response: responses(z.object({ list: bookmarkList })),
      },
    },
    async (request) => ok(await addBookmarkList(db, currentUser(request).id, request.body.name)),
  );

  app.post(
    '/biz-word/rename-bookmark-list',
    {
      config: { auth: 'student' },
      schema: { summary: 'ブックマークの名前を変える', tags, querystring: studentQuery, body: z.object({ list_id: idParam(), name: nameField }).strict(), response: responses(z.object({ list: bookmarkList })) },
    },
    async (request) => ok(await renameBookmarkList(db, currentUser(request).id, request.body.list_id, request.body.name)),
  );

  app.post(
    '/biz-word/delete-bookmark-list',
    {
      config: { auth: 'student' },
      schema: { summary: 'ブックマークを削除する（中の単語の登録も消える）', tags, querystring: studentQuery, body: z.object({ list_id: idParam() }).strict(), response: responses(z.object({ list_id: z.number().int() })) },
    },
    async (request) => ok(await deleteBookmarkList(db, currentUser(request).id, request.body.list_id)),
  );

  app.post(
    '/biz-word/add-bookmark',
    { config: { auth: 'student' }, schema: { summary: '単語をブックマークに入れる（入っていれば1件のまま）', tags, querystring: studentQuery, body: listWordBody, response: listWordReply } },
    async (request) => ok(await addBookmark(db, currentUser(request).id, request.body.list_id, request.body.word_id)),
  );

  app.post(
    '/biz-word/remove-bookmark',
    { config: { auth: 'student' }, schema: { summary: '単語をブックマークから外す（入っていなくてもエラーにしない）', tags, querystring: studentQuery, body: listWordBody, response: listWordReply } },
    async (request) => ok(await removeBookmark(db, currentUser(request).id, request.body.list_id, request.body.word_id)),
  );

  app.get(
    '/biz-word/bookmark-words',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ブックマークの単語（新しく入れた順）',
        tags,
        querystring: studentQuery.extend({ list_id: idParam(), ...paging(50, 200) }),
        response: responses(z.object({ list: bookmarkList, total: z.number().int(), page: z.number().int(), limit: z.number().int(), words: z.array(bizWordCardSchema) })),
      },
    },
    async (request) => ok(await bookmarkWords(db, currentUser(request).id, request.query.list_id, request.query)),
  );

  app.get(
    '/biz-word/word-detail',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語1語のカードと、その単語が入っているブックマーク',
        tags,
        querystring: studentQuery.extend({ word_id: idParam() }),
        response: responses(z.object({ word: bizWordCardSchema, bookmark_list_ids: z.array(z.number().int()) })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const [word] = await bizWordCards(db, student.id, [await requireWord(db, request.query.word_id)]);
      return ok({ word: word!, bookmark_list_ids: await listsHoldingWord(db, student.id, request.query.word_id) });
    },
  );

  app.post(
    '/biz-word/report-poor-words',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語（または例文）の音読結果から苦手な発音の単語を記録する',
        description:
          'word_id は読んだ単語、score はその音読の点数（0〜100）、poorly_words は音声評価が発音不十分とした単語の JSON 配列（例 ["agenda"]）。80点未満なら読んだ単語と poorly_words の単語を苦手に加え（回数 +1）、80点以上なら読んだ単語を苦手から外す（poorly_words のほかの単語は加える）。単語リストにない語は無視する。',
        tags,
        querystring: studentQuery,
        body: z
          .object({
            word_id: idParam(),
            score: percentScore('score は 0〜100 です'),
            poorly_words: z.union([z.string().max(5000), z.array(z.string().max(60)).max(60)]).optional(),
          })
          .strict(),
        response: responses(z.object({ marked: z.array(z.number().int()).describe('苦手に加えた単語 ID'), cleared: z.array(z.number().int()).describe('苦手から外した単語 ID') })),
      },
    },
    async (request) => ok(await reportPoorWords(db, currentUser(request).id, request.body, requestNow(request, context.config))),
  );

  app.get(
    '/biz-word/poor-words',
    {
      config: { auth: 'student' },
      schema: {
        summary: '発音が苦手な単語（最近読んだ順）',
        tags,
        querystring: studentQuery.extend(paging(50, 200)),
        response: responses(z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), list: z.array(poorWordSchema) })),
      },
    },
    async (request) => ok(await poorWordList(db, currentUser(request).id, request.query)),
  );
}

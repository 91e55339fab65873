import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { isoTime, paging, responses, studentQuery, text } from '../../http/schemas';
import { flag01 } from '../answer-records/input';
import { assertWordCollectionAllowed, FAVORITE_WORD_MODULES, listFavoriteWords, toggleFavoriteWord } from './service';

// Favourite words of word study and business words. The spec gives the payload (word_name,
// words, is_collected) but no path; these are ours. Collection is not for college students
// (spec part 3 section 6), as the sentence favourites (features/favorites).

const moduleField = z.enum(FAVORITE_WORD_MODULES, { message: 'module は word（単語学習）か biz（ビジネス単語）です' });

const collectBody = z
  .object({
    word_name: text(60).describe('単語（見出し語）'),
    words: z.string().trim().max(300, '意味は300文字以内で送ってください').default('').describe('単語の意味（追加するときは必須）'),
    is_collected: flag01().describe('今の状態。0 なら追加、1 なら外す'),
    module: moduleField,
  })
  .strict();

const favoriteWord = z.object({
  favorite_id: z.number().int(),
  module: moduleField,
  word_name: z.string(),
  words: z.string(),
  is_collected: z.literal(1),
  word_id: z.number().int().nullable().describe('ポータルの単語リストにある単語ならその ID'),
  ipa: z.string(),
  word_reading: z.string().describe('単語の音声の URL（単語リストにない単語は空）'),
  created_at: isoTime,
});

export async function favoriteWordRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.post(
    '/favorite-word/collect',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語のお気に入りを切り替える（単語学習・ビジネス単語）',
        description: 'is_collected は画面に出ている今の状態：0 なら追加、1 なら外し、切り替えたあとの is_collected を返す。もう入っている単語の追加や、入っていない単語を外してもエラーにはしない。大学生は 403。',
        tags: ['collection'],
        querystring: studentQuery,
        body: collectBody,
        response: responses(z.object({ is_collected: z.union([z.literal(0), z.literal(1)]) })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      assertWordCollectionAllowed(student);
      return ok({ is_collected: await toggleFavoriteWord(db, student.id, request.body) });
    },
  );

  app.get(
    '/favorite-word/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'お気に入りの単語（新しい順）',
        description: 'module を付けるとその機能の単語だけ。大学生は 403。',
        tags: ['collection'],
        querystring: studentQuery.extend({ module: moduleField.optional(), ...paging(40, 100) }),
        response: responses(z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), list: z.array(favoriteWord) })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      assertWordCollectionAllowed(student);
      return ok(await listFavoriteWords(db, student.id, request.query));
    },
  );
}

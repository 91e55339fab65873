import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TARGET_MARK_REASONS } from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { requestNow } from '../../http/request-clock';
import { idParam, isoTime, jsonList, percentScore, responses, studentQuery } from '../../http/schemas';
import { flag01, runGuid } from '../answer-records/input';
import { CHALLENGE_GRACE_SECONDS, CHALLENGE_SECONDS, CHALLENGE_SIZE } from './challenge-mix';
import { challengeResult, phonogramDetail, phonogramList, startChallenge, submitChallenge, submitPractice } from './service';

// Phonics (/phonogram): the spec names the routes (/phonogram/list, detail, practice, challenge,
// result) but no calls; these are ours (issue 14). The client reads a word with the speech
// server (read_word, the word's phones as its vocabulary) and posts the word's scored phones;
// the server marks the pattern's target sound with shared-contract's markTargetSound.

const TAGS = ['phonogram'];

const phonogramId = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'phonogram_id は一覧にある音のつづりの ID（short-a など）で指定してください');

const scoredPhone = z
  .object({
    phone: z.string().regex(/^[A-Za-z]{1,2}[0-2]?$/, '音素は ARPAbet（AE, TH など）で送ってください'),
    ipa: z.string().max(8).default(''),
    score: percentScore('音素の score は0〜100の数で送ってください', 'number'),
    type: z.enum(['correct', 'mispronunciation', 'omission', 'insertion'], { message: '音素の type は correct・mispronunciation・omission・insertion のどれかです' }).default('correct'),
    start_ms: z.number().int().min(0).nullable().optional(),
    end_ms: z.number().int().min(0).nullable().optional(),
  })
  .strict();

const phonesField = jsonList(scoredPhone, 'phones は評価結果の単語の音素（phone, ipa, score, type）の配列で送ってください').refine((phones) => phones.length > 0, 'phones が空です。録音をやり直してください');

const wordScore = percentScore('word_score は0〜100の数で送ってください');

const readingFields = {
  phones: phonesField.describe('評価結果（read_word）の単語の phones：[{ phone, ipa, score, type, start_ms, end_ms }]（speech-server の形のまま）'),
  word_score: wordScore.describe('単語全体のスコア（評価結果の words[].score）'),
  is_rejected: flag01().optional().describe('評価結果の is_rejected（1 なら目標の音も不正解）'),
};

const segment = z.object({ text: z.string(), target: z.boolean() });
const wordSchema = z.object({
  word_id: z.number().int(),
  word: z.string(),
  meaning: z.string(),
  phones: z.string().describe('音声評価の発音（ARPAbet）。録音のときに vocabulary として送る'),
  segments: z.array(segment).describe('単語を文字で区切ったもの。target が true の文字がこの音をつづる'),
});
const patternBrief = {
  phonogram_id: z.string(),
  group: z.string(),
  title: z.string(),
  spellings: z.array(z.string()),
  ipa: z.string(),
  target_phones: z.array(z.string()).describe('目標の音（ARPAbet）'),
};
const progressSchema = z.object({
  attempts: z.number().int(),
  right: z.number().int(),
  recent: z.number().int().describe('最近の読み（最大10回）の数'),
  recent_right: z.number().int(),
  words_right: z.number().int().describe('一度でも正しく読めた例の単語の数'),
  status: z.enum(['new', 'weak', 'practicing', 'mastered']).describe('new: まだ読んでいない、weak: 最近の正解が60%未満、mastered: 全部の単語を正しく読め、最近80%以上、practicing: それ以外'),
});
const markFields = {
  is_right: z.boolean().describe('目標の音が正しく発音できたか'),
  reason: z.enum(TARGET_MARK_REASONS).describe('right / low_score（スコアが足りない）/ omitted（読まれていない）/ not_found（目標の音がない）/ rejected（録音が単語の読みでない）/ word_not_read（単語全体のスコアが低すぎる：別の語を読んだ）'),
  target: z.object({ phones: z.array(z.string()), ipa: z.string(), score: z.number().nullable().describe('目標の音のスコア（複数の音素ならいちばん低いもの）') }),
  word_score: z.number(),
  tip_ja: z.string().describe('不正解のときのこつ（正解なら空）'),
};
const resultSchema = z.object({
  challenge_id: z.number().int(),
  started_at: isoTime,
  ends_at: isoTime,
  submitted_at: isoTime,
  timed_out: z.boolean().describe('時間切れで答えを受け付けずに閉じたチャレンジ'),
  score: z.number().int().describe('正解した単語の割合（0〜100）'),
  right: z.number().int(),
  answered: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({
      position: z.number().int(),
      ...patternBrief,
      ...wordSchema.shape,
      answered: z.boolean(),
      is_right: z.boolean(),
      reason: z.enum(TARGET_MARK_REASONS).nullable(),
      target: markFields.target,
      word_score: z.number().nullable(),
      tip_ja: z.string(),
    }),
  ),
  to_work_on: z.array(z.object({ phonogram_id: z.string(), title: z.string(), ipa: z.string(), tip_ja: z.string(), wrong: z.number().int() })).describe('間違えた音（目標の音のスコアの低い順）'),
});

export async function phonogramRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const now = (request: Parameters<typeof requestNow>[0]) => requestNow(request, context.config);

  app.get(
    '/phonogram/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'フォニックスの一覧：グループごとの音のつづりと、生徒の練習の状況',
        tags: TAGS,
        querystring: studentQuery,
        response: responses(
          z.object({
            groups: z.array(
              z.object({
                code: z.string(),
                title: z.string(),
                title_en: z.string(),
                description: z.string(),
                patterns: z.array(z.object({ ...patternBrief, word_count: z.number().int(), example: wordSchema.nullable(), progress: progressSchema })),
              }),
            ),
            summary: z.object({ patterns: z.number().int(), practiced: z.number().int(), mastered: z.number().int(), weak: z.number().int() }),
          }),
        ),
      },
    },
    async (request) => ok(await phonogramList(db, currentUser(request).id)),
  );

  app.get(
    '/phonogram/detail',
    {
      config: { auth: 'student' },
      schema: {
        summary: '音のつづり1つ：IPA、口の形の説明、よくある間違い、例の単語（生徒の読みの記録つき）',
        tags: TAGS,
        querystring: studentQuery.extend({ phonogram_id: phonogramId }),
        response: responses(
          z.object({
            phonogram: z.object({
              ...patternBrief,
              group_title: z.string(),
              how_ja: z.string(),
              mistake_ja: z.string(),
              tip_ja: z.string(),
              progress: progressSchema,
              words: z.array(
                wordSchema.extend({
                  record: z.object({ attempts: z.number().int(), right: z.number().int(), last: z.object({ is_right: z.boolean(), target_score: z.number().nullable(), read_at: isoTime }).nullable() }),
                }),
              ),
            }),
            prev_id: z.string().nullable(),
            next_id: z.string().nullable(),
          }),
        ),
      },
    },
    async (request) => ok(await phonogramDetail(db, currentUser(request).id, request.query.phonogram_id)),
  );

  app.post(
    '/phonogram/submit-practice',
    {
      config: { auth: 'student' },
      schema: {
        summary: '例の単語の読みを送り、目標の音で採点する',
        description:
          'クライアントは単語を read_word で評価し（vocabulary に単語の phones）、評価結果の単語の phones と score を送る。目標の音の音素が並んで現れ、どれも omission でなく、単語全体のスコアが PHONOGRAM_MIN_WORD_SCORE 以上で、目標の音素のいちばん低いスコアが合格点（shared-contract PHONOGRAM_PASS_SCORE）以上なら正解。is_rejected=1 なら不正解。同じ guid をもう一度送っても記録は増えず、最初の採点を返す。',
        tags: TAGS,
        querystring: studentQuery,
        body: z.object({ phonogram_id: phonogramId, word_id: idParam(), guid: runGuid(), ...readingFields }).strict(),
        response: responses(z.object({ attempt_id: z.number().int(), phonogram_id: z.string(), word_id: z.number().int(), ...markFields, progress: progressSchema })),
      },
    },
    async (request) => ok(await submitPractice(db, currentUser(request).id, request.body, now(request))),
  );

  app.post(
    '/phonogram/start-challenge',
    {
      config: { auth: 'student' },
      schema: {
        summary: `チャレンジを始める：いくつもの音のつづりから${CHALLENGE_SIZE}語（苦手な音ほど多く）、制限時間${CHALLENGE_SECONDS}秒`,
        description: 'group を付けるとそのグループの音だけから選ぶ。最近よく間違える音ほど選ばれやすく、まだ読んでいない音も入る。',
        tags: TAGS,
        querystring: studentQuery,
        body: z
          .object({ group: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'group は一覧のグループのコード（consonant など）で指定してください').optional() })
          .strict()
          .nullish(),
        response: responses(
          z.object({
            challenge_id: z.number().int(),
            started_at: isoTime,
            ends_at: isoTime,
            time_limit_sec: z.number().int(),
            items: z.array(z.object({ position: z.number().int(), ...patternBrief, ...wordSchema.shape })),
          }),
        ),
      },
    },
    async (request) => ok(await startChallenge(db, currentUser(request).id, { group: request.body?.group }, now(request))),
  );

  app.post(
    '/phonogram/submit-challenge',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'チャレンジの答えをまとめて送る（1回だけ）',
        description: `answers は [{ position, phones, word_score, is_rejected }] の JSON。送られなかった問題は不正解。2回目以降は何も変えずに結果を返す。終了時刻の${CHALLENGE_GRACE_SECONDS}秒後を過ぎると 423（答えは受け付けず、何も答えなかったものとして閉じる）。ほかの生徒のチャレンジは 404。`,
        tags: TAGS,
        querystring: studentQuery,
        body: z
          .object({
            challenge_id: idParam(),
            answers: jsonList(z.object({ position: z.number().int().min(1).max(CHALLENGE_SIZE), ...readingFields }).strict(), 'answers は [{ position, phones, word_score }] の配列で送ってください'),
          })
          .strict(),
        response: responses(resultSchema),
      },
    },
    async (request) => ok(await submitChallenge(db, currentUser(request).id, request.body, now(request))),
  );

  app.get(
    '/phonogram/challenge-result',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'チャレンジの結果：スコア、単語ごとの採点、練習したい音',
        description: 'まだ答えを送っていないチャレンジは、終了時刻の猶予が過ぎるまで 409。過ぎていれば何も答えなかったものとして閉じて返す。ほかの生徒のチャレンジは 404。',
        tags: TAGS,
        querystring: studentQuery.extend({ challenge_id: idParam() }),
        response: responses(resultSchema),
      },
    },
    async (request) => ok(await challengeResult(db, currentUser(request).id, request.query.challenge_id, now(request))),
  );
}

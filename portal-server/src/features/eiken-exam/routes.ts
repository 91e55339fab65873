import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { EXAM_KINDS } from '../../db/tables/eiken-toeic';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, isoTime, responses, studentQuery } from '../../http/schemas';
import { answerRecordFields, flag01, runGuid } from '../answer-records/input';
import { answerRecordSchema, recordPostReplySchema, resourceInfoSchema, resourceSummarySchema } from '../answer-records/responses';
import { questionIdSchema } from '../../lib/item-meta';
import { directoryList, examExerciseLogs, examLogs, examResourceList, historyList, historyLogs, submitExamExercise, submitExamLogs } from './service';
import { nextResourceList, reviewLogs, submitReviewItem, suggestResource } from './suggest-service';

// The first-stage mock test (/v3/eiken-toeic-exam/, spec part 3 section 7) and the review of
// wrong answers and next-step suggestions (/v3/eiken/suggest/). The spec names the calls and a
// few parameters; the payloads are ours, documented here. The exam calls are level-neutral so
// that TOEIC mock tests can use them as they are.

/** A sitting's guid: the client makes it (a UUID); each section's run guid is `<guid>-r<resource_id>`. */
const examGuid = () => z.string().regex(/^[A-Za-z0-9_-]{8,48}$/, 'exam_guid は英数字・-・_ の8〜48文字で指定してください');

const level = z.object({ level_id: z.number().int(), code: z.string(), exam: z.enum(EXAM_KINDS), name: z.string(), name_en: z.string() });

const exam = z
  .object({
    directory_id: z.number().int().describe('模擬テストの ID（resource-list の directory_id）'),
    level_id: z.number().int(),
    code: z.string(),
    title: z.string(),
    title_en: z.string(),
    description: z.string(),
    minutes: z.number().int().describe('制限時間（分）'),
    pass_ratio: z.number().describe('合格ラインとみなす正答率（0..1）'),
    section_count: z.number().int(),
    item_count: z.number().int().describe('設問の数'),
  })
  .meta({ id: 'EikenExam' });

const attempt = z
  .object({
    guid: z.string(),
    directory_id: z.number().int(),
    started_at: isoTime,
    deadline_at: isoTime.describe('この時刻を過ぎた回答は受け付けない（送信中のものに30秒の猶予）'),
    remaining_seconds: z.number().int().describe('サーバーの時計で残り時間（秒）'),
    finished_at: isoTime.nullable(),
    finish_reason: z.enum(['submitted', 'timeout']).nullable().describe('submitted: 提出、timeout: 時間切れ'),
  })
  .meta({ id: 'EikenExamAttempt' });

const kindEnum = z.string().describe('大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6）');
const section = z.object({ kind: kindEnum, title: z.string() });

const sectionLogs = resourceInfoSchema.extend({ directory_id: z.number().int(), section, attempt: attempt.nullable(), answer_record: answerRecordSchema });

const examResult = z
  .object({
    correct: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    sections: z.array(
      section.extend({
        correct: z.number().int(),
        total: z.number().int(),
        percent: z.number().int(),
        resources: z.array(z.object({ resource_id: z.number().int(), title: z.string(), correct: z.number().int(), total: z.number().int(), answered: z.number().int() })),
      }),
    ),
    skills: z.array(
      z.object({
        skill: z.string().describe('reading（語彙・会話・長文）か listening'),
        correct: z.number().int(),
        total: z.number().int(),
        percent: z.number().int(),
        scaled: z.number().int().nullable().describe('技能ごとの CSE 風スコア'),
        scaled_max: z.number().int().nullable(),
      }),
    ),
    estimate: z.object({
      scaled_score: z.number().int().nullable().describe('出題された技能の CSE 風スコアの合計（CSE の表がない級は null）'),
      scaled_max: z.number().int().nullable(),
      scaled_pass: z.number().int().nullable().describe('出題された技能ぶんの合格スコア（一次試験の合格スコア × 出題技能数 / 一次の技能数）'),
      pass_ratio: z.number(),
      pass_probability: z.number().describe('合格ラインに届く見込み（0..1）'),
      proportion_low: z.number().describe('本当の正答率の95%範囲（Wilson 区間）の下限'),
      proportion_high: z.number(),
      verdict: z.enum(['likely', 'borderline', 'unlikely']).describe('見込み 70% 以上 likely、30% 以上 borderline'),
    }),
  })
  .meta({ id: 'EikenExamResult' });

const ESTIMATE_DESCRIPTION = `推定の方法: 語彙・会話・長文を Reading、リスニングを Listening の技能とし、技能ごとの正答率 p を英検の CSE スケールに区分線形で写す（0→0、級の pass_ratio→一次試験の合格スコア÷一次の技能数、1→技能の満点）。ライティングは模擬テストにないため、スコアと合格ラインは出題された技能だけで数える。
合格の見込み: c 問正解 / n 問のとき本当の正答率の事後分布を Beta(c+1, n−c+1)（一様事前）とし、その分散を各技能の写像の傾きで CSE に移して合計の標準誤差を出し（デルタ法）、正規近似 Φ((スコア − 合格ライン) / 標準誤差) とする。合格ライン上でちょうど 50%。正答率の95%範囲は Wilson 区間。`;

const flag01Out = z.union([z.literal(0), z.literal(1)]);
const reviewSummary = z.object({ guid: z.string(), started_at: isoTime, completed_at: isoTime.nullable(), answered: z.number().int(), correct: z.number().int(), total: z.number().int() });
const choiceResult = z.array(z.object({ question_id: z.string(), answer_index: z.array(z.number().int()), score: z.number() })).nullable();
const suggestLevel = z.object({ level_id: z.number().int(), code: z.string(), name: z.string(), name_en: z.string() });

/** The review of wrong answers (per level): its paper, one review's answers, the reply to an answer. */
export const reviewPaperSchema = z.object({
  level: suggestLevel,
  total: z.number().int(),
  kinds: z.array(z.object({ kind: kindEnum, count: z.number().int() })),
  sections: z.array(resourceInfoSchema.extend({ kind: kindEnum, count: z.number().int() }).describe('question_ids は復習する問題だけ')),
  open_review: reviewSummary.nullable(),
  last_review: reviewSummary.nullable(),
});
export const reviewLogsSchema = z.object({
  level: suggestLevel,
  guid: z.string(),
  status: z.enum(['new', 'open', 'completed']),
  started_at: isoTime.nullable(),
  completed_at: isoTime.nullable(),
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  sections: z.array(
    resourceInfoSchema.extend({
      kind: kindEnum,
      items: z.array(z.object({ question_id: z.string(), answered: flag01Out, percent_score: z.number().int(), result: choiceResult, answer_result: z.string(), is_skipped: flag01Out })),
    }),
  ),
});
export const reviewSubmitReplySchema = reviewSummary.extend({
  is_completed: flag01Out,
  answer: z.object({ question_id: z.string(), percent_score: z.number().int(), result: choiceResult, is_skipped: flag01Out, replayed: flag01Out }).nullable(),
});

export async function eikenExamRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/eiken-toeic-exam/directory-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '学習中の級の模擬テスト一覧と受験の記録',
        description:
          '級がまだ選ばれていなければ level は null、list は空。exam=toeic / tokyo / college なら選んだ級にかかわらずその試験の模擬テスト。締め切りを過ぎた未提出の回はここで時間切れとして採点される。',
        tags: ['eiken-toeic-exam'],
        querystring: studentQuery.extend({ exam: z.enum(EXAM_KINDS).optional().describe('試験の種類（省略時は選んだ級）') }),
        response: responses(
          z.object({
            level: level.nullable(),
            list: z.array(
              exam.extend({
                attempt_count: z.number().int().describe('提出済み（時間切れを含む）の回数'),
                best_percent: z.number().int().nullable(),
                last_guid: z.string().describe('最後に終わった回の guid（結果画面用）'),
                open_attempt: attempt.nullable().describe('解答中の回（続きから）'),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await directoryList(db, currentUser(request).id, request.query.exam)),
  );

  app.get(
    '/eiken-toeic-exam/resource-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '模擬テストの大問（セクション）と問題セット',
        tags: ['eiken-toeic-exam'],
        querystring: studentQuery.extend({ directory_id: idParam() }),
        response: responses(
          z.object({
            directory: exam,
            level,
            sections: z.array(section.extend({ resources: z.array(resourceInfoSchema.extend({ item_count: z.number().int(), question_count: z.number().int().describe('設問の数（長文は1項目に複数の設問）') })) })),
            open_attempt: attempt.nullable(),
          }),
        ),
      },
    },
    async (request) => ok(await examResourceList(db, currentUser(request).id, request.query.directory_id)),
  );

  app.get(
    '/eiken-toeic-exam/get-exercise-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '模擬テストの問題セットと、解答中の回でのその記録',
        description: 'exam_guid を省くと解答中の回（なければ空の記録、attempt は null）。解答を再開するときに使う。',
        tags: ['eiken-toeic-exam'],
        querystring: studentQuery.extend({ resource_id: idParam(), exam_guid: examGuid().optional() }),
        response: responses(sectionLogs),
      },
    },
    async (request) => ok(await examExerciseLogs(db, currentUser(request).id, request.query.resource_id, request.query.exam_guid)),
  );

  app.post(
    '/eiken-toeic-exam/submit-exercise-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '模擬テストの回答を1つ記録する',
        description: `エンジンが回答ごとに送る。exam_guid は受験1回の ID（クライアントが作る）、guid はその回の問題セットの run で <exam_guid>-r<resource_id>。
新しい exam_guid の最初の投稿（回答なしの進み具合だけでもよい）で受験が始まり、制限時間が動き出す（attempt.deadline_at）。同じテストの解答中の回があれば 409。
締め切り（＋30秒）を過ぎた投稿と提出済みの回への投稿は 423。回答の項目と採点は他の回答記録と同じ。`,
        tags: ['eiken-toeic-exam'],
        querystring: studentQuery,
        body: z.object({ resource_id: idParam(), exam_guid: examGuid(), ...answerRecordFields }).strict(),
        response: responses(recordPostReplySchema.extend({ attempt })),
      },
    },
    async (request) => ok(await submitExamExercise(db, currentUser(request).id, request.body)),
  );

  app.post(
    '/eiken-toeic-exam/submit-exam-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '模擬テストを提出する（時間切れを含む）',
        description: `受験を終えて採点し、結果（get-history-logs と同じ形）を返す。reason は submitted（提出）か timeout（時間切れ）。締め切りを過ぎていれば timeout として扱う。
answers に手元に残っている回答をまとめて送ってもよい（TOEIC の画面のように最後に一括で送る場合。締め切り前なら記録してから採点する）。未回答の問題は 0 点。提出済みの回をもう一度送ると最初の結果を返す。
${ESTIMATE_DESCRIPTION}`,
        tags: ['eiken-toeic-exam'],
        querystring: studentQuery,
        body: z
          .object({
            exam_guid: examGuid(),
            reason: z.enum(['submitted', 'timeout']),
            // A JSON body carries a list; a form carries it as JSON text (shared-api form-encodes lists so).
            answers: z.preprocess(
              (value) => (typeof value === 'string' ? parseJsonList(value) : value),
              z
              .array(
                z
                  .object({
                    resource_id: idParam(),
                    question_id: questionIdSchema,
                    result: z.string().max(50_000).optional(),
                    answer_result: z.string().max(5000).optional(),
                    is_skipped: flag01().optional(),
                  })
                  .strict(),
              )
              .max(300),
            ).optional(),
          })
          .strict(),
        response: responses(historyLogsSchema()),
      },
    },
    async (request) => ok(await submitExamLogs(db, currentUser(request).id, { ...request.body, answers: request.body.answers ?? [] })),
  );

  app.get(
    '/eiken-toeic-exam/get-exam-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '終わった受験での問題セットの記録（見直し用。解説つき）',
        description: 'guid を省くと最後に終わった回。解答中の回は 409。',
        tags: ['eiken-toeic-exam'],
        querystring: studentQuery.extend({ resource_id: idParam(), guid: examGuid().optional() }),
        response: responses(sectionLogs),
      },
    },
    async (request) => ok(await examLogs(db, currentUser(request).id, request.query.resource_id, request.query.guid)),
  );

  app.get(
    '/eiken-toeic-exam/get-history-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '模擬テストの受験履歴（新しい順、50件まで）',
        description: 'directory_id でその模擬テストだけ、exam でその試験（eiken / toeic / tokyo / college）の模擬テストだけに絞る。',
        tags: ['eiken-toeic-exam'],
        querystring: studentQuery.extend({ directory_id: idParam().optional(), exam: z.enum(EXAM_KINDS).optional() }),
        response: responses(
          z.object({
            list: z.array(
              attempt.extend({
                title: z.string(),
                correct: z.number().int(),
                total: z.number().int(),
                percent: z.number().int(),
                scaled_score: z.number().int().nullable(),
                pass_probability: z.number(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await historyList(db, currentUser(request).id, { examId: request.query.directory_id, exam: request.query.exam })),
  );

  app.get(
    '/eiken-toeic-exam/get-history-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '受験1回の結果: 大問・技能ごとの点、CSE 風スコア、合格の見込み',
        description: `解答中の回は status=open、result は null。\n${ESTIMATE_DESCRIPTION}`,
        tags: ['eiken-toeic-exam'],
        querystring: studentQuery.extend({ guid: examGuid() }),
        response: responses(historyLogsSchema()),
      },
    },
    async (request) => ok(await historyLogs(db, currentUser(request).id, request.query.guid)),
  );

  app.get(
    '/eiken/suggest/guid/resource',
    {
      config: { auth: 'student' },
      schema: {
        summary: '間違えた問題の復習用紙（級ごと）',
        description:
          '級の分野別練習と模擬テストで、最新の回答が正解でない問題を教材ごとにまとめる（復習で正解すれば外れる）。open_review は途中の復習、last_review は最後に終えた復習。復習はクライアントが作る guid で guid/logs と guid/item/submit を使って解く。',
        tags: ['eiken-suggest'],
        querystring: studentQuery.extend({ level_id: idParam() }),
        response: responses(reviewPaperSchema),
      },
    },
    async (request) => ok(await suggestResource(db, currentUser(request).id, request.query.level_id)),
  );

  app.get(
    '/eiken/suggest/guid/logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '復習1回の問題と回答',
        description: 'まだ使われていない guid は、いま間違えている問題による新しい復習（status=new）。最初の回答でその問題が固定される。',
        tags: ['eiken-suggest'],
        querystring: studentQuery.extend({ level_id: idParam(), guid: runGuid() }),
        response: responses(reviewLogsSchema),
      },
    },
    async (request) => ok(await reviewLogs(db, currentUser(request).id, request.query.level_id, request.query.guid)),
  );

  app.post(
    '/eiken/suggest/guid/item/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: '復習の回答を1つ記録する',
        description:
          'エンジンが回答ごとに送る（guid は復習の ID）。新しい guid の最初の回答で復習が始まる（問題はその時点で間違えている問題）。回答はサーバーが教材の正解で採点し、1問1回（再送は同じ回答、replayed=1）。全問答えるか is_completed=1 で終わる。終わった復習への新しい回答は 409。',
        tags: ['eiken-suggest'],
        querystring: studentQuery,
        body: z.object({ level_id: idParam(), resource_id: idParam(), ...answerRecordFields }).strict(),
        response: responses(reviewSubmitReplySchema),
      },
    },
    async (request) => ok(await submitReviewItem(db, currentUser(request).id, request.body)),
  );

  app.get(
    '/eiken/suggest/next/res/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '次に練習するとよいセット',
        description:
          'resource_tag は終えたセットの種類: practice（分野別練習・RWL のセット）か challenge（模擬テストの問題セット）。同じ分野のまだ終えていない次のセット（same_kind）、いちばん弱い別の分野のセット（weak_kind: セットの最高点の平均が最も低い分野。未着手は0点）、復習できる問題数を返す。',
        tags: ['eiken-suggest'],
        querystring: studentQuery.extend({ resource_id: idParam(), resource_tag: z.enum(['practice', 'challenge']) }),
        response: responses(
          z.object({
            level_id: z.number().int(),
            kind: kindEnum,
            list: z.array(z.object({ reason: z.enum(['same_kind', 'weak_kind']), kind: kindEnum, class_id: z.number().int(), class_title: z.string(), resource: resourceSummarySchema })),
            review: z.object({ level_id: z.number().int(), wrong_count: z.number().int() }),
          }),
        ),
      },
    },
    async (request) => ok(await nextResourceList(db, currentUser(request).id, request.query.resource_id, request.query.resource_tag)),
  );
}


/** A form field's JSON list, or the text itself (then the schema says what is wrong). */
function parseJsonList(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function historyLogsSchema() {
  return attempt.extend({ status: z.enum(['open', 'finished']), directory: exam, level, result: examResult.nullable() });
}

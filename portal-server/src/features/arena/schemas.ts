// Response shapes of the arena's calls (OpenAPI, and the generated types the arena screens use).
import { z } from 'zod';
import { isoTime } from '../../http/schemas';
import { BATTLE_TYPE_CODES } from './content';

const kind = z.enum(BATTLE_TYPE_CODES as [string, ...string[]]).describe('vocabulary 単語、grammar 文法、listening リスニング、sentence-completion 文完成');
const progress = z.object({ answered: z.number().int().describe('答えた（時間切れを含む）問題数'), correct: z.number().int(), score: z.number().int() });
const player = z.object({
  student_id: z.number().int().nullable().describe('ゴーストは null'),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int().describe('対戦開始時のレーティングがすすめるレベル'),
  rating: z.number().int().describe('対戦開始時のレーティング'),
  is_ghost: z.boolean(),
});
const questionWindow = z.object({ index: z.number().int(), opens_at: isoTime, closes_at: isoTime });

export const questionSchema = z.object({
  index: z.number().int(),
  question_id: z.string(),
  kind,
  word: z.string().optional().describe('単語：意味を選ぶ英単語'),
  text: z.string().optional().describe('文法・文完成：___ のある英文。リスニング：画面に出す英語の質問'),
  text_jp: z.string().optional().describe('文完成（と文法の一部）：文の日本語の意味'),
  audio_url: z.string().optional().describe('リスニング：音声（MP3）の URL'),
  options: z.array(z.object({ index: z.number().int().describe('回答で送る選択肢の番号'), content: z.string() })).describe('表示する順の4つの選択肢（正解は含まない）'),
});

export const battleViewSchema = z.object({
  battle_id: z.number().int(),
  mode: z.enum(['live', 'ghost', 'grammar']),
  status: z.enum(['active', 'finished']),
  type_id: z.number().int(),
  type_code: z.string(),
  type_name: z.string(),
  level: z.number().int(),
  question_count: z.number().int(),
  seconds_per_question: z.number().int(),
  starts_at: isoTime.describe('最初の問題が開く時刻（サーバーの時計）'),
  server_time: isoTime.describe('この応答を作った時刻：画面はこれで時計のずれを直す'),
  me: player.extend({
    progress,
    finished: z.boolean(),
    answers: z.array(z.object({ index: z.number().int(), choice: z.number().int().nullable().describe('時間切れは null'), right: z.boolean(), points: z.number().int() })),
  }),
  rival: player.extend({ progress, finished: z.boolean(), away: z.boolean().describe('接続が切れている（戻らなければ棄権）') }).nullable(),
  ghost_timeline: z
    .array(z.object({ index: z.number().int(), at_ms: z.number().int().describe('開始からの時間'), right: z.boolean(), score: z.number().int().describe('この問題のあとの合計点') }))
    .nullable()
    .describe('ゴースト対戦：記録された生徒の回答と時間。画面はこれで相手の進み具合を再現する'),
  contest_paper: z.object({ questions: z.array(questionSchema) }),
  current: questionWindow.nullable().describe('この生徒がいま答える問題（サーバーが決める）。全問終わったら null'),
});

export const matchReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), waited_seconds: z.number().int(), ghost_after_seconds: z.number().int() }),
  z.object({ status: z.literal('matched'), battle: battleViewSchema }),
  z.object({ status: z.literal('no_ghost'), errmsg: z.string() }),
]);

export const answerReplySchema = z.object({
  question_index: z.number().int(),
  right: z.boolean(),
  right_choice: z.number().int(),
  points: z.number().int().describe('正解 10 点＋速さのボーナス（最大 10 点）。不正解 0'),
  elapsed_ms: z.number().int().describe('問題が開いてから回答が届くまで（サーバーが測った時間）'),
  me: progress,
  next: questionWindow.nullable().describe('次の問題（この回答の1秒後に開く）。最後の問題なら null'),
});

export const resultQuestionSchema = z.object({
  index: z.number().int(),
  question_id: z.string(),
  kind,
  prompt: z.string(),
  right_answer: z.string(),
  my_choice: z.string().nullable(),
  my_right: z.boolean(),
  my_points: z.number().int(),
  rival_right: z.boolean().nullable(),
  explanation: z.string(),
});

export const battleResultSchema = z.object({
  battle_id: z.number().int(),
  mode: z.enum(['live', 'ghost', 'grammar']),
  type_id: z.number().int(),
  type_name: z.string(),
  level: z.number().int(),
  outcome: z.enum(['win', 'lose', 'draw']),
  forfeit: z.enum(['me', 'rival']).nullable().describe('棄権した側'),
  me: player.extend({
    score: z.number().int(),
    correct: z.number().int(),
    total: z.number().int(),
    rating_before: z.number().int(),
    rating_after: z.number().int(),
    level_before: z.number().int(),
    level_after: z.number().int(),
  }),
  rival: player.extend({ score: z.number().int(), correct: z.number().int(), total: z.number().int() }).nullable(),
  questions: z.array(resultQuestionSchema),
});

export const finishReplySchema = z.discriminatedUnion('status', [z.object({ status: z.literal('waiting_rival') }), z.object({ status: z.literal('finished'), result: battleResultSchema })]);

export const grammarResultSchema = z.object({
  battle_id: z.number().int(),
  level: z.number().int(),
  score: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  best_score: z.number().int(),
  new_best: z.boolean(),
  questions: z.array(resultQuestionSchema),
});

export const typeListSchema = z.object({
  list: z.array(
    z.object({
      type_id: z.number().int(),
      code: z.string(),
      name: z.string(),
      name_en: z.string(),
      description: z.string(),
      question_count: z.number().int(),
      seconds_per_question: z.number().int(),
      level: z.number().int().describe('この生徒のレーティングがすすめるレベル'),
      rating: z.number().int(),
      battles: z.number().int(),
      wins: z.number().int(),
      wrong_count: z.number().int().describe('この種類の、まだ復習で正解していない間違えた問題の数'),
    }),
  ),
});

export const levelListSchema = z.object({
  list: z.array(
    z.object({
      level: z.number().int(),
      name: z.string(),
      eiken: z.string(),
      description: z.string(),
      rating_min: z.number().int(),
      rating_max: z.number().int().nullable(),
      question_total: z.number().int().describe('このレベルの問題数（全種類）'),
    }),
  ),
});

export const myLevelInfoSchema = z.object({
  list: z.array(
    z.object({
      type_id: z.number().int(),
      code: z.string(),
      name: z.string(),
      rating: z.number().int(),
      deviation: z.number().int().describe('Glicko-2 のレーティング偏差（小さいほど確か）'),
      level: z.number().int(),
      level_name: z.string(),
      next_level_rating: z.number().int().nullable(),
      battles: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      draws: z.number().int(),
    }),
  ),
});

export const descriptionSchema = z.object({ title: z.string(), sections: z.array(z.object({ heading: z.string(), body: z.string() })) });

export const wrongPaperSchema = z.object({
  guid: z.string().describe('この復習の回の guid（回答と結果で使う）'),
  total: z.number().int().describe('リストに残っている問題の数'),
  items: z.array(z.object({ question_id: z.string(), type_id: z.number().int(), kind, resource: z.record(z.string(), z.unknown()).describe('エンジンの PracticeResource（1問、音声の URL は絶対パス）') })),
});

export const wrongAnswerReplySchema = z.object({
  question_id: z.string(),
  is_right: z.union([z.literal(0), z.literal(1)]),
  percent: z.number().int(),
  replayed: z.union([z.literal(0), z.literal(1)]).describe('1: この回で同じ問題に答えた記録があり、その結果を返した'),
  explanation: z.string(),
});

export const wrongResultSchema = z.object({
  guid: z.string(),
  answered: z.number().int(),
  right: z.number().int(),
  remaining: z.number().int(),
  items: z.array(z.object({ question_id: z.string(), kind, prompt: z.string(), right: z.boolean(), explanation: z.string() })),
});

import { z } from 'zod';
import { idParam, isoTime, studentQuery } from '../../http/schemas';
import { runGuid } from './input';

// Response shapes of the answer-record calls (homework and textbook), for route schemas and OpenAPI.

const flag01 = z.union([z.literal(0), z.literal(1)]);

export const resourceInfoSchema = z
  .object({
    id: z.number().int(),
    resource_id: z.number().int(),
    code: z.string(),
    resource_code: z.string(),
    title: z.string(),
    resource_title: z.string(),
    type: z.string(),
    resource_type: z.string(),
    version: z.string(),
    resource_version: z.string(),
    resource_file: z.string().describe('静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある'),
    path: z.string(),
    level: z.string(),
    root_path: z.string(),
    question_ids: z.string().describe('表示する質問IDをカンマ区切りで'),
  })
  .meta({ id: 'ResourceInfo' });

const choiceResult = z.object({ question_id: z.string(), answer_index: z.array(z.number().int()), score: z.number() });

export const recordItemSchema = z.object({
  question_id: z.string(),
  index: z.number().int(),
  answer_result: z.string().describe('この回の最新の回答（選択問題は result の JSON）'),
  percent_score: z.number().int(),
  total_score: z.number(),
  best_score: z.number().int().describe('これまでの全回での最高点（0..100）'),
  learn_count: z.number().int().describe('これまでに回答した回数（スキップを除く）'),
  practiced: flag01,
  record_file: z.string(),
  is_skipped: flag01,
  is_collected: flag01,
  text: z.string().optional(),
  text_jp: z.string().optional(),
  result: z.array(choiceResult).nullable().optional(),
  accuracy_score: z.number().nullable().optional(),
  fluency_score: z.number().nullable().optional(),
  integrity_score: z.number().nullable().optional(),
  evaluate_result: z.string().optional(),
  evaluate_html: z.string().optional(),
  poorly_words: z.string().optional(),
  study_report: z.string().optional(),
  record_duration: z.number().nullable().optional(),
  recognize_text: z.string().optional(),
  practice_type: z.number().int().nullable().optional(),
  word_id: z.string().optional(),
  answered_at: isoTime.nullable().optional(),
});

export const answerRecordSchema = z
  .object({
    guid: z.string().describe('回（run）の guid。まだ始めていなければ空'),
    is_completed: flag01,
    current_index: z.number().int(),
    engine_result: z.string(),
    engine_pic: z.string(),
    correct_notes: z.array(z.object({ sent_content: z.string(), comments: z.string(), teacher_name: z.string() })),
    has_limit: flag01,
    limit_number: z.number().int().describe('回数制限のある宿題で残りの回数（制限なしは 0）'),
    score: z.number().int().describe('この回の点数: 各問の最新の点の平均（未回答は 0）'),
    started_at: isoTime.nullable(),
    completed_at: isoTime.nullable(),
    items: z.array(recordItemSchema),
  })
  .meta({ id: 'AnswerRecord' });

export const recordPostReplySchema = z
  .object({
    guid: z.string(),
    is_completed: flag01,
    current_index: z.number().int(),
    has_limit: flag01,
    limit_number: z.number().int(),
    answer: z
      .object({
        question_id: z.string(),
        kind: z.string(),
        percent_score: z.number().int().describe('サーバーが採点した点（0..100）。クライアントの点と違えばこちらが記録される'),
        total_score: z.number(),
        server_scored: flag01,
        result: z.array(choiceResult).nullable(),
        is_skipped: flag01,
        record_file: z.string(),
        learn_count: z.number().int(),
        best_score: z.number().int(),
        practiced: flag01,
        points: z.number().int().describe('この回答で付いたポイント（再送では 0）'),
        replayed: flag01.describe('1: 同じ回答の再送だった（記録もポイントも増えていない）'),
      })
      .nullable(),
  })
  .meta({ id: 'AnswerRecordPostReply' });

export const recognizeTextSchema = z.object({
  recognize_text: z.string(),
  status: z.enum(['none', 'pending', 'done', 'failed']).describe('pending: 認識中（1秒後にもう一度）'),
});

export const ANSWER_POST_DESCRIPTION = `回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。`;

/** A list's progress (a unit, a directory): how many of its resources the student completed. */
export const listProgressFields = {
  resource_count: z.number().int(),
  completed_count: z.number().int().describe('1回以上完了した教材の数'),
};

/** A resource in a list (unit, skill-up list, Eiken directory) with the student's progress on it. */
export const resourceSummarySchema = resourceInfoSchema.extend({
  status: z.enum(['not_started', 'in_progress', 'completed']),
  completed_times: z.number().int(),
  best_score: z.number().int(),
  last_score: z.number().int(),
  last_guid: z.string().describe('最後に完了した回の guid（結果画面用）'),
  open_guid: z.string().describe('未完了の回の guid（続きから）'),
  current_index: z.number().int(),
  item_count: z.number().int(),
});

/** A free-practice set with one run's record (practiceSetLogs in progress.ts). */
export const practiceSetLogsSchema = resourceInfoSchema.extend({
  completed_before: z.union([z.literal(0), z.literal(1)]),
  next_resource: resourceInfoSchema.nullable(),
  answer_record: answerRecordSchema,
});

/** The query of a set's logs: the open run (default), the last completed one, or a run by guid. */
export const practiceSetLogsQuery = studentQuery
  .extend({ resource_id: idParam(), guid: runGuid().optional(), run: z.enum(['open', 'last']).optional() })
  .refine((query) => !(query.guid && query.run), { message: 'guid と run はどちらか一方だけ指定してください' });

export const PRACTICE_SET_LOGS_DESCRIPTION =
  '練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。';

/** The run a logs query asks for. */
export const runChoiceOf = (query: { guid?: string; run?: 'open' | 'last' }) => (query.guid ? { guid: query.guid } : { run: query.run ?? ('open' as const) });

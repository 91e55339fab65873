import { blanksMatch, lettersMatch, orderMatches, sentenceMatches } from 'shared-contract';
import type { ChoiceResult } from '../../db/tables/answers';
import type { ResourceItemMeta } from '../../lib/item-meta';

/** Points for a correct item on the 5-point scale (spec part 2 section 9). */
export const CORRECT_SCORE = 5;

/** Scores are whole numbers 0..100; anything that is not a finite number counts as 0 (spec part 2 section 2). */
export function clampPercent(value: number | undefined | null): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/**
 * percent = 20 x score, clamped. Works for both scales the clients use: 5 per correct item
 * (20 x 5 = 100) and 100 per correct item in percent modules (clamped to 100).
 */
export function percentFromScore(score: number | undefined | null): number {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0;
  return clampPercent(20 * score);
}

/** Reads answer_index in the shapes players send: 2, "2", [1, 3], "1,3", null or "" (unanswered). */
export function parseAnswerIndex(value: unknown): number[] | null {
  if (value === null || value === undefined) return [];
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (typeof value === 'number') list = [value];
  else if (typeof value === 'string') {
    const trimmed = value.trim().replace(/^\[|\]$/g, '');
    if (trimmed === '') return [];
    list = trimmed.split(',');
  } else return null;
  const numbers = list.map((entry) => (typeof entry === 'string' && entry.trim() !== '' ? Number(entry) : entry));
  if (!numbers.every((entry): entry is number => typeof entry === 'number' && Number.isInteger(entry) && entry >= 0 && entry <= 1000)) return null;
  return [...new Set(numbers)].sort((a, b) => a - b);
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** The fields of a post that carry its answer, already type-checked by the route schema. */
export type PostedAnswer = {
  kind: 'choice' | 'text' | 'speech' | 'score' | 'skip';
  result?: { question_id: string; answer_index: number[]; score: number }[] | undefined;
  answerResult?: string | undefined;
  percentScore?: number | undefined;
  totalScore?: number | undefined;
  score?: number | undefined;
};

export type Scored = { percent: number; results: ChoiceResult[] | null; serverScored: boolean };
export type ScoreOutcome = Scored | { error: string };

/** The percent the client says, for items the server cannot mark itself. */
function postedPercent(posted: PostedAnswer): number {
  if (posted.percentScore !== undefined) return clampPercent(posted.percentScore);
  return percentFromScore(posted.score ?? posted.totalScore);
}

function scoreChoice(meta: ResourceItemMeta | undefined, posted: PostedAnswer): ScoreOutcome {
  let entries = posted.result;
  if (!entries && posted.answerResult !== undefined && meta?.questions?.length === 1) {
    const selected = parseAnswerIndex(posted.answerResult);
    if (!selected) return { error: 'answer_result には選んだ選択肢の番号を送ってください' };
    entries = meta.questions.map((question) => ({ question_id: question.question_id, answer_index: selected, score: 0 }));
  }
  if (!entries) return { error: '選択問題の回答（result）を送ってください' };
  if (entries.length === 0) return { error: 'result に回答がありません' };
  const ids = entries.map((entry) => entry.question_id);
  if (new Set(ids).size !== ids.length) return { error: 'result に同じ質問IDが複数あります' };

  if (!meta?.questions) {
    const results = entries.map((entry) => ({ ...entry, score: Math.min(Math.max(entry.score, 0), 100) }));
    return { results, percent: clampPercent(mean(results.map((entry) => percentFromScore(entry.score)))), serverScored: false };
  }
  const key = new Map(meta.questions.map((question) => [question.question_id, question.correct]));
  const unknown = ids.find((id) => !key.has(id));
  if (unknown) return { error: `result の質問ID ${unknown} はこの問題にありません` };
  const results = meta.questions.map((question) => {
    const answer = entries.find((entry) => entry.question_id === question.question_id);
    const chosen = answer?.answer_index ?? [];
    const right = chosen.length > 0 && sameSet(chosen, question.correct);
    return { question_id: question.question_id, answer_index: chosen, score: right ? CORRECT_SCORE : 0 };
  });
  return { results, percent: clampPercent(mean(results.map((entry) => percentFromScore(entry.score)))), serverScored: true };
}

function stringList(answerResult: string | undefined): string[] | null {
  if (answerResult === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(answerResult);
    return Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

const allOrNothing = (right: boolean): Scored => ({ percent: right ? 100 : 0, results: null, serverScored: true });

/** Typed and ordered items: all or nothing, by the rules the exercise engine marks with (shared-contract). */
function scoreTyped(meta: ResourceItemMeta, answerResult: string): ScoreOutcome {
  if (meta.kind === 'sentence') return allOrNothing(sentenceMatches(answerResult, meta.accepted ?? []));
  const list = stringList(answerResult);
  if (!list) return { error: 'answer_result は文字列の JSON 配列で送ってください' };
  if (meta.kind === 'blanks') return allOrNothing(blanksMatch(list, meta.blanks ?? []));
  if (meta.kind === 'letters') return allOrNothing(lettersMatch(meta.pattern ?? '', list, meta.word ?? ''));
  return allOrNothing(orderMatches(list, meta.order ?? []));
}

/**
 * Scores one posted answer against the item's key (or keeps the posted score where the
 * server cannot mark it). Returns an error text for an answer that does not fit the item.
 */
export function scoreAnswer(meta: ResourceItemMeta | undefined, posted: PostedAnswer): ScoreOutcome {
  if (posted.kind === 'skip') return { percent: 0, results: null, serverScored: true };
  const kind = meta?.kind;
  if (kind === 'choice' || (!meta && posted.kind === 'choice')) return scoreChoice(meta, posted);
  if (posted.kind === 'choice') return { error: 'この問題は選択問題ではありません（result は送れません）' };

  if (meta && (kind === 'blanks' || kind === 'letters' || kind === 'order' || kind === 'sentence')) {
    if (posted.answerResult === undefined) return { error: 'answer_result（回答）を送ってください' };
    return scoreTyped(meta, posted.answerResult);
  }
  if (kind === 'chat_bot') {
    const answer = posted.answerResult ?? '';
    if (!/^\d+-\d+$/.test(answer)) return { error: 'チャットの回答は「項目番号-選択肢番号」（例: 2-1）の形で answer_result に送ってください' };
    if (meta?.options && !meta.options.includes(answer)) return { error: `チャットの回答 ${answer} はこの問題の選択肢にありません` };
    // A reply matched to an option is a completed turn; a spoken reply's evaluation may score it.
    const hasScore = posted.percentScore !== undefined || posted.totalScore !== undefined || posted.score !== undefined;
    return { percent: hasScore ? postedPercent(posted) : 100, results: null, serverScored: false };
  }
  if (kind === 'speech' || posted.kind === 'speech') {
    if (posted.percentScore === undefined && posted.totalScore === undefined) {
      return { error: '音声の評価結果（percent_score または total_score）を送ってください' };
    }
    // speech-server scores are 0..100 already (speech-server/PROTOCOL.md).
    return { percent: clampPercent(posted.percentScore ?? posted.totalScore), results: null, serverScored: false };
  }
  return { percent: postedPercent(posted), results: null, serverScored: false };
}

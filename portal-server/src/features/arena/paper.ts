// A battle's paper: the bank questions it asks, as the battle screen shows them (never the key),
// how the server marks a choice, what the result and review pages show of a question, and a
// question as a one-item engine resource for the wrong-question review (the engine plays it as
// any practice item: the bank's items are engine package items).
import type { ArenaQuestionRow } from './store';
import { seededShuffle } from '../textbook/content-build';
import type { BattleTypeCode } from './content';

type Json = Record<string, unknown>;
type Option = { index: number; content: string; correct: number };

const optionsOf = (item: Json): Option[] => ((item.answers ?? item.choose) as Option[] | undefined) ?? [];

export type QuestionView = {
  index: number;
  question_id: string;
  kind: BattleTypeCode;
  word?: string;
  text?: string;
  text_jp?: string;
  audio_url?: string;
  options: { index: number; content: string }[];
};

/** The options in the order both students of one battle see them (the bank keeps the right one anywhere). */
export function optionOrder(battleId: number, question: ArenaQuestionRow): Option[] {
  return seededShuffle(optionsOf(question.item), `arena-${battleId}-${question.code}`);
}

export function questionView(battleId: number, index: number, question: ArenaQuestionRow, kind: BattleTypeCode): QuestionView {
  const { item } = question;
  const text = typeof item.screen_text === 'string' ? item.screen_text : undefined;
  const textJp = typeof item.screen_text_jp === 'string' ? item.screen_text_jp : undefined;
  const audio = kind === 'listening' && typeof item.audio_file === 'string' ? `${question.packagePath}${item.audio_file}` : undefined;
  return {
    index,
    question_id: question.code,
    kind,
    ...(typeof item.word === 'string' ? { word: item.word } : {}),
    ...(text ? { text } : {}),
    ...(textJp ? { text_jp: textJp } : {}),
    ...(audio ? { audio_url: audio } : {}),
    options: optionOrder(battleId, question).map((option) => ({ index: option.index, content: option.content })),
  };
}

/** The option index that is right. */
export function rightChoice(question: ArenaQuestionRow): number {
  return optionsOf(question.item).find((option) => Number(option.correct) === 1)?.index ?? 0;
}


export const optionText = (question: ArenaQuestionRow, choice: number | null) => (choice === null ? null : (optionsOf(question.item).find((option) => option.index === choice)?.content ?? null));

/** The question as one line on the result and review pages. */
export function questionPrompt(question: ArenaQuestionRow): string {
  const { item } = question;
  const parts = [item.word, item.screen_text, item.screen_text_jp].filter((part): part is string => typeof part === 'string');
  if (parts.length > 0) return parts.join(' / ');
  return typeof item.subtitle_translate === 'string' ? item.subtitle_translate : question.code;
}

export const explanationOf = (question: ArenaQuestionRow) => (typeof question.item.explanation === 'string' ? question.item.explanation : '');

/** A one-item engine PracticeResource of the question, media paths absolute (the engine plays it from the site root). */
export function engineResource(question: ArenaQuestionRow): Json {
  const absolute = (file: unknown) => (typeof file === 'string' && !file.startsWith('/') ? `${question.packagePath}${file}` : file);
  const item = { ...question.item, index: 1, ...(question.item.audio_file ? { audio_file: absolute(question.item.audio_file) } : {}) };
  return { res_id: question.resourceId, res_version: String(question.head.res_version ?? ''), ...question.head, option_random: 1, items: [item] };
}

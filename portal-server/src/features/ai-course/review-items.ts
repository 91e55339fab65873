// The question-by-question review of a submitted run (review, consolidation, test and
// recommendation logs): the question, the student's answer, the right answer and the
// explanation. The explanations and option texts live only in the resource's package
// (DATA_DIR/resources/<code>/<version>/index.json, written by the content build); the answers in
// the run's answer rows.
import fs from 'node:fs';
import path from 'node:path';
import { skillOfItem, skillOfType } from 'shared-contract';
import type { AnswerRow } from '../answer-records/runs';
import { displayItems } from '../answer-records/runs';
import type { ResourceRow } from '../resources/service';
import { ApiError } from '../../http/reply';
import type { AiSkill } from './content-schema';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export type ReviewLogItem = { question_id: string; question: string; your_answer: string; correct_answer: string; is_right: 0 | 1; explanation: string; skill: string };

/** The package's index.json; a resource whose package is missing was not built on this server (content build not run). */
export function readPackageIndex(dataDir: string, resource: ResourceRow): Loose {
  const file = path.join(dataDir, resource.packagePath.replace(/^\/+/, ''), 'index.json');
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (isObject(parsed)) return parsed;
  } catch {
    // Reported below with the resource named.
  }
  throw new ApiError(503, `教材 ${resource.code} のデータが見つかりません。コンテンツのビルド（pnpm content:build）を実行してから、もう一度お試しください。`);
}

/** Items of the package by question id. */
function packageItems(index: Loose): Map<string, Loose> {
  const items = Array.isArray(index.items) ? index.items.filter(isObject) : [];
  return new Map(items.map((item) => [str(item.question_id), item]));
}

/**
 * The skill one item measures: the one its content names (every course test item names one, as
 * a test is one resource of one type whose items check several skills), else listening for
 * anything played from a recording, else what its type practises.
 */
export function itemSkill(resType: string, item: Loose | undefined): AiSkill | undefined {
  return item ? skillOfItem(resType, item) : skillOfType(resType);
}

const optionsOf = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);
const optionText = (options: Loose[], indexes: number[]) => indexes.map((at) => str(options.find((option) => Number(option.index) === at)?.content)).filter(Boolean).join(' / ');
const correctIndexes = (options: Loose[]) => options.filter((option) => Number(option.correct) === 1).map((option) => Number(option.index));

function stringList(value: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map((entry) => String(entry)) : undefined;
  } catch {
    return undefined;
  }
}

/** What the student typed or placed, readable: blanks joined by commas, tiles by spaces. */
function typedAnswer(answer: AnswerRow | undefined, joiner: string): string {
  if (!answer || answer.isSkipped) return '';
  return stringList(answer.answerResult)?.join(joiner) ?? answer.answerResult;
}

/**
 * One review line per question: choice items with several questions (cloze, reading) give one
 * line each, everything else one line per item. Unanswered questions count as wrong with an empty answer.
 */
export function reviewLogItems(index: Loose, resource: ResourceRow, latest: Map<string, AnswerRow>): ReviewLogItem[] {
  const byId = packageItems(index);
  const resType = str(index.res_type) || resource.type;
  return displayItems(resource).flatMap((meta) => {
    const item = byId.get(meta.question_id) ?? {};
    const answer = latest.get(meta.question_id);
    const skill = itemSkill(resType, item) ?? '';
    const prompt = str(item.screen_text) || str(item.content) || str(item.word) || meta.text || str(item.instruction);
    const explanation = str(item.explanation);
    const right = answer !== undefined && !answer.isSkipped && answer.percentScore >= 100;
    if (meta.kind === 'choice') {
      const questions = optionsOf(item.questions);
      if (questions.length > 0) {
        return questions.map((question) => {
          const id = `${meta.question_id}-${Number(question.index)}`;
          const options = optionsOf(question.answers);
          const chosen = answer?.result?.find((entry) => entry.question_id === id)?.answer_index ?? [];
          const wanted = correctIndexes(options);
          const isRight = chosen.length > 0 && chosen.length === wanted.length && wanted.every((at) => chosen.includes(at));
          return {
            question_id: id,
            question: [prompt, str(question.screen_text)].filter(Boolean).join('\n'),
            your_answer: optionText(options, chosen),
            correct_answer: optionText(options, wanted),
            is_right: isRight ? 1 : 0,
            explanation: str(question.explanation) || explanation,
            skill,
          } satisfies ReviewLogItem;
        });
      }
      const options = optionsOf(item.choose ?? item.answers);
      const chosen = answer?.result?.[0]?.answer_index ?? [];
      return [{ question_id: meta.question_id, question: prompt, your_answer: optionText(options, chosen), correct_answer: optionText(options, correctIndexes(options)), is_right: right ? 1 : 0, explanation, skill }];
    }
    const correct =
      meta.kind === 'blanks'
        ? (meta.blanks ?? []).map((accepted) => accepted[0] ?? '').join(', ')
        : meta.kind === 'order'
          ? (meta.order ?? []).join(' ')
          : meta.kind === 'sentence'
            ? (meta.accepted?.[0] ?? '')
            : meta.kind === 'letters'
              ? (meta.word ?? '')
              : '';
    const yours = typedAnswer(answer, meta.kind === 'blanks' ? ', ' : ' ');
    return [{ question_id: meta.question_id, question: prompt || str(item.screen_text_jp), your_answer: yours, correct_answer: correct, is_right: right ? 1 : 0, explanation, skill }];
  });
}

/** Correct and total per skill over review lines, in the portal's order of skills. */
export function skillTotals(items: ReviewLogItem[], order: readonly string[]): { skill: string; correct: number; total: number; percent: number }[] {
  return order.flatMap((skill) => {
    const mine = items.filter((item) => item.skill === skill);
    if (mine.length === 0) return [];
    const correct = mine.filter((item) => item.is_right === 1).length;
    return [{ skill, correct, total: mine.length, percent: Math.round((correct / mine.length) * 100) }];
  });
}

// Choice questions (listen choice, mock listening, cloze, grammar, reading, word choice).
import { itemPoints, percentFromPoints, totalScoreFor } from '../../engine/scoring/scoring';
import type { AnswerFields, GradedAnswer, ScoredPart } from '../../engine/model/question-type';
import type { ChoiceOption, SubQuestion } from '../../engine/model/resource';

export function correctIndexes(options: readonly ChoiceOption[]): number[] {
  return options.filter((option) => option.correct === 1).map((option) => option.index);
}

/** Multi-answer when the resource says so or the question has more than one right option. */
export function isMultiAnswer(options: readonly ChoiceOption[], multipleChoice: 0 | 1 | undefined): boolean {
  return multipleChoice === 1 || correctIndexes(options).length > 1;
}

/** Right only when the chosen set equals the correct set exactly. */
export function choiceIsCorrect(options: readonly ChoiceOption[], selected: readonly number[]): boolean {
  const correct = new Set(correctIndexes(options));
  const chosen = new Set(selected);
  return correct.size > 0 && chosen.size === correct.size && [...chosen].every((index) => correct.has(index));
}

/** Adds or removes an option: multi-answer toggles it, single-answer replaces the choice. */
export function toggleSelection(selected: readonly number[], index: number, multi: boolean): number[] {
  if (!multi) return [index];
  return selected.includes(index) ? selected.filter((value) => value !== index) : [...selected, index].sort((a, b) => a - b);
}

/** A small deterministic generator (mulberry32), so a shuffled order is stable for one item. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Options in display order: authored order when option_random is 0, else a seeded shuffle. */
export function orderedOptions<T>(options: readonly T[], random: boolean, seed: number): T[] {
  const copy = [...options];
  if (!random) return copy;
  const next = seededRandom(seed);
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** question_id of a sub-question: the item's id with the sub-question's index. */
export const partId = (itemQuestionId: string, question: Pick<SubQuestion, 'index'>) => `${itemQuestionId}-${question.index}`;

/** Grades several choice questions: 5 points split over the questions. */
export function gradeQuestions(
  itemQuestionId: string,
  questions: readonly SubQuestion[],
  selections: readonly (readonly number[] | null | undefined)[],
): GradedAnswer {
  const parts: ScoredPart[] = questions.map((question, position) => {
    const selected = selections[position] ?? [];
    const right = selected.length > 0 && choiceIsCorrect(question.answers, selected);
    return {
      question_id: partId(itemQuestionId, question),
      answer_index: selected.length === 0 ? null : selected.length === 1 ? (selected[0] as number) : [...selected],
      score: right ? 5 : 0,
    };
  });
  const right = parts.filter((part) => part.score > 0).length;
  return { points: itemPoints(right, questions.length), correct: right === questions.length && questions.length > 0, parts };
}

/** Choice post fields (spec: question_id, result as a JSON list of question_id, answer_index, score) plus the scores. */
export function choiceFields(graded: GradedAnswer, percentScored: boolean): AnswerFields {
  return {
    result: JSON.stringify(graded.parts ?? []),
    total_score: totalScoreFor(graded.points, percentScored),
    percent_score: percentFromPoints(graded.points),
  };
}

/**
 * Reads the chosen indexes back from a stored `result` list (an array, or its JSON text as in
 * answer_result), in the order of `questionIds`.
 */
export function selectionsFromStored(result: unknown, questionIds: readonly string[]): (number[] | null)[] | null {
  if (!result) return null;
  let parsed: unknown = result;
  if (typeof result === 'string') {
    try {
      parsed = JSON.parse(result);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(parsed)) return null;
  const byId = new Map<string, number[] | null>();
  for (const part of parsed) {
    if (!part || typeof part !== 'object') continue;
    const { question_id: id, answer_index: index } = part as Record<string, unknown>;
    if (typeof id !== 'string') continue;
    if (Array.isArray(index)) byId.set(id, index.filter((value): value is number => typeof value === 'number'));
    else byId.set(id, typeof index === 'number' ? [index] : null);
  }
  return questionIds.map((id) => byId.get(id) ?? null);
}

/** Mock-listening item state: all right 1, all wrong 2, otherwise 3. */
export function mockItemState(parts: readonly ScoredPart[]): 1 | 2 | 3 {
  if (parts.length > 0 && parts.every((part) => part.score > 0)) return 1;
  if (parts.every((part) => part.score === 0)) return 2;
  return 3;
}

/** Grades a one-question choice item; its part carries the item's own question_id. */
export function gradeSingleChoice(questionId: string, options: readonly ChoiceOption[], selected: readonly number[]): GradedAnswer {
  const right = selected.length > 0 && choiceIsCorrect(options, selected);
  return {
    points: right ? 5 : 0,
    correct: right,
    parts: [
      {
        question_id: questionId,
        answer_index: selected.length === 0 ? null : selected.length === 1 ? (selected[0] as number) : [...selected],
        score: right ? 5 : 0,
      },
    ],
  };
}

// The rules of the choice types, one object per answer shape. Players and result views
// use them through each type's definition.
import { VALIDATION_KEYS, type ValidationKey } from '../../engine/answers/typed-answer';
import type { AnswerFields, GradedAnswer, StoredAnswer } from '../../engine/model/question-type';
import type { ExerciseItem, SubQuestion } from '../../engine/model/resource';
import { choiceFields, gradeQuestions, gradeSingleChoice, partId, selectionsFromStored } from './choice-logic';
import { percentFromPoints, totalScoreFor } from '../../engine/scoring/scoring';

/** One question per item (listen choice, grammar choice): the chosen option indexes. */
export type SingleChoiceAnswer = { selected: number[] };

/** Several questions per item (cloze, reading, mock listening): one selection per question. */
export type MultiQuestionAnswer = { selections: number[][] };

export const singleChoiceRules = (optionsOf: (item: ExerciseItem) => ExerciseItem['answers']) => ({
  validate: (_item: ExerciseItem, answer: SingleChoiceAnswer): ValidationKey | null =>
    answer.selected.length === 0 ? VALIDATION_KEYS.selectAnswer : null,
  grade: (item: ExerciseItem, answer: SingleChoiceAnswer): GradedAnswer => gradeSingleChoice(item.question_id, optionsOf(item) ?? [], answer.selected),
  fields: (_item: ExerciseItem, _answer: SingleChoiceAnswer, graded: GradedAnswer, scoring: { percentScored: boolean }): AnswerFields =>
    choiceFields(graded, scoring.percentScored),
  parseStored: (item: ExerciseItem, stored: StoredAnswer): SingleChoiceAnswer | null => {
    const selection = selectionsFromStored(stored.result ?? stored.answer_result, [item.question_id])?.[0];
    return selection ? { selected: selection } : null;
  },
});

export const questionsOf = (item: ExerciseItem): SubQuestion[] => item.questions ?? [];

export const multiQuestionRules = {
  /** Every question needs an answer before submitting (spec: cloze and grammar cannot submit without a selection). */
  validate: (item: ExerciseItem, answer: MultiQuestionAnswer): ValidationKey | null =>
    questionsOf(item).every((_question, position) => (answer.selections[position]?.length ?? 0) > 0) ? null : VALIDATION_KEYS.selectAnswer,
  grade: (item: ExerciseItem, answer: MultiQuestionAnswer): GradedAnswer => gradeQuestions(item.question_id, questionsOf(item), answer.selections),
  fields: (_item: ExerciseItem, _answer: MultiQuestionAnswer, graded: GradedAnswer, scoring: { percentScored: boolean }): AnswerFields =>
    choiceFields(graded, scoring.percentScored),
  parseStored: (item: ExerciseItem, stored: StoredAnswer): MultiQuestionAnswer | null => {
    const ids = questionsOf(item).map((question) => partId(item.question_id, question));
    const selections = selectionsFromStored(stored.result ?? stored.answer_result, ids);
    return selections ? { selections: selections.map((selection) => selection ?? []) } : null;
  },
};

/** Word choice posts answer_result (the chosen option index), total_score and percent_score; the record gives back the marked results. */
export type WordChoiceAnswer = { selected: number };

export const wordChoiceRules = {
  validate: (_item: ExerciseItem, answer: WordChoiceAnswer): ValidationKey | null =>
    Number.isInteger(answer.selected) ? null : VALIDATION_KEYS.selectAnswer,
  grade: (item: ExerciseItem, answer: WordChoiceAnswer): GradedAnswer => {
    const graded = gradeSingleChoice(item.question_id, item.choose ?? [], [answer.selected]);
    return { points: graded.points, correct: graded.correct };
  },
  fields: (_item: ExerciseItem, answer: WordChoiceAnswer, graded: GradedAnswer, scoring: { percentScored: boolean }): AnswerFields => ({
    answer_result: String(answer.selected),
    total_score: totalScoreFor(graded.points, scoring.percentScored),
    percent_score: percentFromPoints(graded.points),
  }),
  /**
   * The server marks a posted index like every choice answer and keeps the marked results
   * ([{question_id, answer_index, score}] under the item's own question_id): an answer record
   * gives them as `result` (detail records) and as the JSON of answer_result, not the index that
   * was posted. Word choice reads them back as the other choice types do, so every choice type
   * has one stored shape and the server need not keep a per-type form of answer_result. A bare
   * index is read only where no marked results come back: an item without an answer key, which
   * the server keeps as posted.
   */
  parseStored: (item: ExerciseItem, stored: StoredAnswer): WordChoiceAnswer | null => {
    const marked = selectionsFromStored(stored.result ?? stored.answer_result, [item.question_id])?.[0];
    if (marked) return marked.length > 0 ? { selected: marked[0] as number } : null;
    const posted = stored.answer_result?.trim() ?? '';
    return /^\d+$/.test(posted) ? { selected: Number(posted) } : null;
  },
};

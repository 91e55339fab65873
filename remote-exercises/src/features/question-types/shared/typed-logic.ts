// Typed and ordered answers (fill words, letters, sorting, writing): the post fields and parsing.
import { percentFromPoints, totalScoreFor } from '../../engine/scoring/scoring';
import type { AnswerFields, GradedAnswer } from '../../engine/model/question-type';

/** Typed and ordered post fields: answer_result, total_score, percent_score, score. */
export function typedFields(answerResult: string, graded: GradedAnswer, percentScored: boolean): AnswerFields {
  return {
    answer_result: answerResult,
    total_score: totalScoreFor(graded.points, percentScored),
    percent_score: percentFromPoints(graded.points),
    score: graded.points,
  };
}

/** A list answer (blanks, ordered words) is posted as a JSON array of strings. */
export function parseStringList(value: string | null | undefined): string[] | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

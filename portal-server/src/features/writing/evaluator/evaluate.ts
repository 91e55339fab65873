// The offline writing evaluator (issue 16 contract B): harper.js marks spelling and grammar,
// learner-rules.ts the errors of Japanese learners harper misses, scores.ts the four measures,
// relevance.ts the topic check; no network, no database.
import { writingInputProblem } from 'shared-contract';
import { generalComment, sentenceComment } from './comments';
import { harperMarks } from './harper';
import { LEARNER_RULES, layoutMarks } from './learner-rules';
import { OFF_TOPIC_BELOW, relevanceTo } from './relevance';
import { combinedScore, overallEvaluation, structuresOf, type Structure } from './scores';
import { splitSentences, tokenize } from './text';
import type { WritingEvaluation, WritingMark, WritingRefusal, WritingTopic } from './types';

export type { WritingEvaluation, WritingMark, WritingMarkKind, WritingRefusal, WritingTopic, OverallEvaluation } from './types';
export { warmUpEvaluator } from './harper';

const overlaps = (a: WritingMark, b: WritingMark) => a.start < b.end && b.start < a.end;

/**
 * Own rules first: their comments are written for the learner's error; a harper mark on the
 * same characters says the same thing in more general words and is dropped.
 */
function mergeMarks(own: WritingMark[], harper: WritingMark[]): WritingMark[] {
  const merged: WritingMark[] = [];
  for (const item of [...own, ...harper]) if (!merged.some((kept) => overlaps(kept, item))) merged.push(item);
  return merged.sort((a, b) => a.start - b.start || a.end - b.end);
}

export async function evaluateWriting(text: string, topic?: WritingTopic): Promise<WritingEvaluation> {
  const tokens = tokenize(text);
  const sentences = splitSentences(text);
  const own: WritingMark[] = [];
  for (const sentence of sentences) for (const rule of LEARNER_RULES) own.push(...rule({ text, sentence, tokens: sentence.tokens }));
  own.push(...layoutMarks(text, sentences));
  const marks = mergeMarks(own, await harperMarks(text));

  const structures = new Set<Structure>();
  const sentenceStructures = sentences.map((sentence) => {
    const found = structuresOf(text, sentence);
    for (const structure of found) structures.add(structure);
    return found;
  });
  const overall = overallEvaluation(tokens, marks, structures, sentences.length);
  return {
    word_count: tokens.length,
    sentence_count: sentences.length,
    marks,
    overall_evaluation: overall,
    score: combinedScore(overall),
    general_comment: generalComment(text, marks, overall, tokens.length, structures),
    sentences: sentences.map((sentence, index) => ({
      sent_content: text.slice(sentence.start, sentence.end),
      start: sentence.start,
      end: sentence.end,
      comment: sentenceComment(text, marks.filter((item) => item.start < sentence.end && item.end > sentence.start), sentenceStructures[index]!),
    })),
    relevance: relevanceTo(text, topic),
  };
}

/**
 * Why a text is refused, or null: first the input rules the writing form also applies
 * (shared-contract's writingInputProblem: empty, emoji, not English, too long), then, with a
 * topic, off_topic when the essay uses none of the topic's words.
 */
export function checkWriting(text: string, topic?: WritingTopic, evaluation?: WritingEvaluation): WritingRefusal | null {
  const problem = writingInputProblem(text);
  if (problem) return problem;
  // The relevance check is cheap: without an evaluation it is measured here.
  if (topic && (evaluation?.relevance ?? relevanceTo(text, topic)) < OFF_TOPIC_BELOW) return 'off_topic';
  return null;
}

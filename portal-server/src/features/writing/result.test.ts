import { describe, expect, it } from 'vitest';
import type { StoredWritingEvaluation } from '../../db/tables/writing';
import { groupComments, sentenceIndexOf } from './result';

const text = 'I like summer.  He go to school. It is fun';
const evaluation: StoredWritingEvaluation = {
  word_count: 10,
  sentence_count: 3,
  marks: [
    { start: 19, end: 21, kind: 'grammar', comment: '三人称単数の s が抜けています。', suggestion: 'goes' },
    // Starts on the double space between the first two sentences.
    { start: 14, end: 16, kind: 'punctuation', comment: 'スペースが2つあります。' },
    { start: 41, end: 42, kind: 'punctuation', comment: '文の終わりにピリオドを付けましょう。' },
  ],
  overall_evaluation: { vocabulary_diversity: 50, vocabulary_correctness: 90, grammar_diversity: 40, grammar_correctness: 70 },
  score: 70,
  general_comment: '',
  sentences: [
    { sent_content: 'I like summer.', start: 0, end: 14, comment: '' },
    { sent_content: 'He go to school.', start: 16, end: 32, comment: '' },
    { sent_content: 'It is fun', start: 33, end: 42, comment: '' },
  ],
  relevance: 1,
};

describe('groupComments', () => {
  it('puts each mark under the sentence it starts in, a mark between sentences under the one before', () => {
    expect(sentenceIndexOf(evaluation.sentences, 19)).toBe(1);
    expect(sentenceIndexOf(evaluation.sentences, 14)).toBe(0);
    expect(sentenceIndexOf(evaluation.sentences, 42)).toBe(2);
    const grouped = groupComments(text, evaluation, []);
    expect(grouped.map((sentence) => sentence.sent_comments.map((comment) => comment.hit_words_pos.startPos))).toEqual([[14], [19], [41]]);
    expect(grouped[1]!.sent_comments[0]).toMatchObject({ type: 'AI', kind: 'grammar', suggestion: 'goes', teacher_name: '' });
  });

  it('merges teacher notes into their sentence in text order, signed with the teacher name', () => {
    const note = { teacher_id: 1, teacher_name: '佐藤先生', hit_words_pos: { startPos: 16, endPos: 18 }, sent_content: 'He', comments: '主語はだれですか。', created_at: '2026-01-01T00:00:00.000Z' };
    const grouped = groupComments(text, evaluation, [note]);
    expect(grouped[1]!.sent_comments.map((comment) => [comment.type, comment.hit_words_pos.startPos])).toEqual([
      ['TEACHER', 16],
      ['AI', 19],
    ]);
    expect(grouped[1]!.sent_comments[0]).toMatchObject({ teacher_name: '佐藤先生', kind: 'teacher', suggestion: null });
  });

  it('keeps every comment when an evaluation has no sentences', () => {
    const grouped = groupComments(text, { ...evaluation, sentences: [] }, []);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]!.sent_comments).toHaveLength(3);
  });
});

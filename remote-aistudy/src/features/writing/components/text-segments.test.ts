import { describe, expect, it } from 'vitest';
import type { SentenceComment } from '../model/writing-types';
import { marksOf, runKind, textRuns } from './text-segments';

const ai = (startPos: number, endPos: number, kind: SentenceComment['kind'] = 'grammar'): SentenceComment => ({
  hit_words_pos: { startPos, endPos },
  comments: `AI ${startPos}`,
  teacher_name: '',
  type: 'AI',
  kind,
  suggestion: null,
});
const teacher = (startPos: number, endPos: number): SentenceComment => ({ hit_words_pos: { startPos, endPos }, comments: 'note', teacher_name: '佐藤', type: 'TEACHER', kind: 'teacher', suggestion: null });

describe('textRuns', () => {
  const text = 'He go to school. I like apple.';

  it('cuts the text at the marks and keeps every character once', () => {
    const marks = marksOf([{ sent_content: '', start: 0, end: 16, comment: '', sent_comments: [ai(3, 5)] }, { sent_content: '', start: 17, end: 30, comment: '', sent_comments: [ai(24, 29, 'word_choice')] }]);
    const runs = textRuns(text, marks);
    expect(runs.map((run) => run.text).join('')).toBe(text);
    const marked = runs.filter((run) => run.marks.length > 0);
    expect(marked.map((run) => run.text)).toEqual(['go', 'apple']);
    expect(marked.map(runKind)).toEqual(['grammar', 'word_choice']);
  });

  it('splits overlapping marks so the shared part carries both and shows as the teacher’s', () => {
    const marks = marksOf([{ sent_content: '', start: 17, end: 30, comment: '', sent_comments: [ai(19, 23), teacher(17, 29)] }]);
    const runs = textRuns(text, marks).filter((run) => run.marks.length > 0);
    expect(runs.map((run) => [run.text, run.marks.length])).toEqual([
      ['I ', 1],
      ['like', 2],
      [' apple', 1],
    ]);
    expect(runs.map(runKind)).toEqual(['teacher', 'teacher', 'teacher']);
  });

  it('drops marks outside the text or empty instead of drawing them elsewhere', () => {
    const marks = marksOf([{ sent_content: '', start: 0, end: 30, comment: '', sent_comments: [ai(25, 99), ai(4, 4), ai(-1, 2)] }]);
    const runs = textRuns(text, marks);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.marks).toEqual([]);
  });
});

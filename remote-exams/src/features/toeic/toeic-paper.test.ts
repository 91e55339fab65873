import { describe, expect, it } from 'vitest';
import type { PracticeResource } from '../../lib/engine';
import { answeredCount, buildHandIn, buildPaper, pageOfQuestion, type PaperSection } from './toeic-paper';

const option = (index: number, correct = false) => ({ index, content: `(${String.fromCharCode(64 + index)})`, correct: (correct ? 1 : 0) as 0 | 1 });

const pkg = (items: PracticeResource['items'], type = 'listen_choice'): PracticeResource =>
  ({ res_id: 1, res_code: 'x', res_version: '1', res_type: type, part_title: 'Part', part_title_jp: 'パート', question_description: 'Choose.', question_description_jp: '選びましょう。', option_random: 0, multiple_choice: 0, items }) as PracticeResource;

const SECTIONS: PaperSection[] = [
  {
    kind: 'part1',
    title: 'パート1',
    resources: [
      {
        resource_id: 10,
        resource_file: '/resources/p1/',
        resource_version: '1',
        question_ids: '',
        pkg: pkg([
          { index: 1, question_id: 'p1-01', screen_pic: 'a.svg', audio_file: 'audio/p1-01.mp3', answers: [option(1), option(2, true), option(3), option(4)] },
          { index: 2, question_id: 'p1-02', screen_pic: 'b.svg', audio_file: 'audio/p1-02.mp3', answers: [option(1, true), option(2), option(3), option(4)] },
        ]),
      },
    ],
  },
  {
    kind: 'part7',
    title: 'パート7',
    resources: [
      {
        resource_id: 70,
        resource_file: '/resources/p7/',
        resource_version: '2',
        // Only the second passage is in the test.
        question_ids: 'p7-02',
        pkg: pkg(
          [
            { index: 1, question_id: 'p7-01', content: 'Not shown', questions: [{ index: 1, answers: [option(1, true), option(2)] }] },
            {
              index: 2,
              question_id: 'p7-02',
              content: 'Dear Ms. Tanaka, ...',
              questions: [
                { index: 1, screen_text: 'Why was the e-mail sent?', answers: [option(1), option(2), option(3, true), option(4)] },
                { index: 2, screen_text: 'What is Ms. Tanaka asked to do?', answers: [option(1, true), option(2), option(3), option(4)] },
              ],
            },
          ],
          'reading_comprehension',
        ),
      },
    ],
  },
];

describe('buildPaper', () => {
  it('numbers the questions across the paper, one page per item, sub-questions with the ids the server scores by', () => {
    const paper = buildPaper(SECTIONS);
    expect(paper.questions.map((question) => [question.number, question.id])).toEqual([
      [1, 'p1-01'],
      [2, 'p1-02'],
      [3, 'p7-02-1'],
      [4, 'p7-02-2'],
    ]);
    expect(paper.pages).toHaveLength(3);
    expect(paper.pages[0]).toMatchObject({ listening: true, audio: 'audio/p1-01.mp3', picture: 'a.svg', partTitle: 'パート', directions: '選びましょう。' });
    expect(paper.pages[2]).toMatchObject({ listening: false, passage: 'Dear Ms. Tanaka, ...', itemId: 'p7-02', resourceId: 70 });
    expect(paper.questions[2]!.correct).toEqual([3]);
    expect(pageOfQuestion(paper, 4)).toBe(2);
  });
});

describe('buildHandIn', () => {
  it('sends every item with every question; unanswered ones go with an empty answer and score 0', () => {
    const paper = buildPaper(SECTIONS);
    const answers = { 'p1-01': [2], 'p7-02-2': [3] };
    expect(answeredCount(paper, answers)).toBe(2);
    const entries = buildHandIn(paper, answers);
    expect(entries.map((entry) => [entry.resource_id, entry.question_id])).toEqual([
      [10, 'p1-01'],
      [10, 'p1-02'],
      [70, 'p7-02'],
    ]);
    expect(JSON.parse(entries[0]!.result)).toEqual([{ question_id: 'p1-01', answer_index: [2], score: 5 }]);
    expect(JSON.parse(entries[1]!.result)).toEqual([{ question_id: 'p1-02', answer_index: [], score: 0 }]);
    expect(JSON.parse(entries[2]!.result)).toEqual([
      { question_id: 'p7-02-1', answer_index: [], score: 0 },
      { question_id: 'p7-02-2', answer_index: [3], score: 0 },
    ]);
  });

  it('sends a whole paper of empty answers when nothing was answered', () => {
    const entries = buildHandIn(buildPaper(SECTIONS), {});
    const results = entries.flatMap((entry) => JSON.parse(entry.result) as { answer_index: number[]; score: number }[]);
    expect(results).toHaveLength(4);
    expect(results.every((result) => result.answer_index.length === 0 && result.score === 0)).toBe(true);
  });
});

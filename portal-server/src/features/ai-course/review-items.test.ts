import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnswerRow } from '../answer-records/runs';
import type { ResourceRow } from '../resources/service';
import { itemSkill, readPackageIndex, reviewLogItems, skillTotals } from './review-items';

const resource = (type: string, items: ResourceRow['items']): ResourceRow => ({
  id: 7,
  code: 'aic-test-fixture',
  type,
  title: 'fixture',
  version: 'v1',
  packagePath: '/resources/aic-test-fixture/v1/',
  level: '',
  rootPath: '',
  groupKey: 'aicourse:test',
  position: 0,
  questionIds: [],
  items,
  updatedAt: new Date(0),
});

const answer = (questionId: string, fields: Partial<AnswerRow>): AnswerRow =>
  ({ id: 1, questionId, percentScore: 0, isSkipped: false, answerResult: '', result: null, ...fields }) as AnswerRow;

const options = (contents: string[], right: number) => contents.map((content, at) => ({ index: at + 1, content, type: 'text', correct: at + 1 === right ? 1 : 0 }));

describe('review lines of a run', () => {
  it('shows choice, cloze, blanks, order and typed answers with the right answer and the explanation', () => {
    const row = resource('listen_choice', [
      { question_id: 'q1', index: 1, kind: 'choice', questions: [{ question_id: 'q1', correct: [2] }] },
      { question_id: 'q2', index: 2, kind: 'choice', questions: [{ question_id: 'q2-1', correct: [1] }, { question_id: 'q2-2', correct: [3] }] },
      { question_id: 'q3', index: 3, kind: 'blanks', blanks: [['at', 'At'], ['on']] },
      { question_id: 'q4', index: 4, kind: 'order', order: ['Nice', 'to', 'meet', 'you'] },
      { question_id: 'q5', index: 5, kind: 'sentence', accepted: ['I am from Osaka.'] },
    ]);
    const index = {
      res_type: 'listen_choice',
      items: [
        { question_id: 'q1', screen_text: 'Where is he from?', audio_file: 'audio/q1.mp3', answers: options(['Kyoto', 'Osaka', 'Nara'], 2), explanation: 'Osaka と言っています。' },
        {
          question_id: 'q2',
          screen_text: 'Read the email.',
          skill: 'reading',
          questions: [
            { index: 1, screen_text: 'Who wrote it?', answers: options(['Ken', 'Amy'], 1), explanation: '署名は Ken です。' },
            { index: 2, screen_text: 'When?', answers: options(['Mon', 'Tue', 'Wed'], 3) },
          ],
          explanation: 'メール全体の説明',
        },
        { question_id: 'q3', screen_text: 'Meet me {1} noon {2} Monday.', explanation: '時刻は at、曜日は on。' },
        { question_id: 'q4', screen_text: 'はじめまして。', explanation: '決まった言い方です。' },
        { question_id: 'q5', screen_text_jp: '私は大阪出身です。', explanation: 'be from で出身を表します。' },
      ],
    };
    const latest = new Map<string, AnswerRow>([
      ['q1', answer('q1', { percentScore: 0, result: [{ question_id: 'q1', answer_index: [1], score: 0 }] })],
      ['q2', answer('q2', { percentScore: 50, result: [{ question_id: 'q2-1', answer_index: [1], score: 5 }, { question_id: 'q2-2', answer_index: [2], score: 0 }] })],
      ['q3', answer('q3', { percentScore: 100, answerResult: '["at","on"]' })],
      ['q4', answer('q4', { percentScore: 0, answerResult: '["to","Nice","meet","you"]' })],
    ]);
    const lines = reviewLogItems(index, row, latest);
    expect(lines).toEqual([
      { question_id: 'q1', question: 'Where is he from?', your_answer: 'Kyoto', correct_answer: 'Osaka', is_right: 0, explanation: 'Osaka と言っています。', skill: 'listening' },
      { question_id: 'q2-1', question: 'Read the email.\nWho wrote it?', your_answer: 'Ken', correct_answer: 'Ken', is_right: 1, explanation: '署名は Ken です。', skill: 'reading' },
      { question_id: 'q2-2', question: 'Read the email.\nWhen?', your_answer: 'Tue', correct_answer: 'Wed', is_right: 0, explanation: 'メール全体の説明', skill: 'reading' },
      { question_id: 'q3', question: 'Meet me {1} noon {2} Monday.', your_answer: 'at, on', correct_answer: 'at, on', is_right: 1, explanation: '時刻は at、曜日は on。', skill: 'listening' },
      { question_id: 'q4', question: 'はじめまして。', your_answer: 'to Nice meet you', correct_answer: 'Nice to meet you', is_right: 0, explanation: '決まった言い方です。', skill: 'listening' },
      // Never answered: wrong, with an empty answer.
      { question_id: 'q5', question: '私は大阪出身です。', your_answer: '', correct_answer: 'I am from Osaka.', is_right: 0, explanation: 'be from で出身を表します。', skill: 'listening' },
    ]);
    expect(skillTotals(lines, ['listening', 'reading'])).toEqual([
      { skill: 'listening', correct: 1, total: 4, percent: 25 },
      { skill: 'reading', correct: 1, total: 2, percent: 50 },
    ]);
  });

  it('takes the skill the content names, else listening for a recording, else the type\'s', () => {
    expect(itemSkill('listen_choice', { skill: 'grammar', audio_file: 'audio/a.mp3' })).toBe('grammar');
    expect(itemSkill('grammar_choice', { audio_file: 'audio/a.mp3' })).toBe('listening');
    expect(itemSkill('grammar_choice', { skill: 'cooking' })).toBe('grammar');
    expect(itemSkill('ja_to_en_writing', undefined)).toBe('writing');
  });

  it('reads the package from the data folder and names the content build when it is missing', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aic-review-'));
    try {
      const row = resource('grammar_choice', []);
      expect(() => readPackageIndex(dataDir, row)).toThrow(/pnpm content:build/);
      fs.mkdirSync(path.join(dataDir, 'resources', 'aic-test-fixture', 'v1'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'resources', 'aic-test-fixture', 'v1', 'index.json'), JSON.stringify({ res_type: 'grammar_choice', items: [] }));
      expect(readPackageIndex(dataDir, row)).toEqual({ res_type: 'grammar_choice', items: [] });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

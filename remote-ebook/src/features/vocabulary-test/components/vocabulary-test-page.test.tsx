import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VocabularyQuestion } from '../api/get-vocabulary-test';
import { VocabularyTestPage } from './vocabulary-test-page';

const WORDS = [
  ['brave', 'He was brave and went into the dark forest.', '勇敢な'],
  ['whisper', 'She whispered the secret to her friend.', 'ささやく'],
  ['shore', 'They walked along the shore at sunset.', '岸'],
  ['borrow', 'May I borrow your pen?', '借りる'],
  ['hurry', 'We hurried to the station.', '急ぐ'],
  ['quiet', 'The library was quiet.', '静かな'],
  ['journey', 'The journey took three days.', '旅'],
  ['gift', 'This gift is for you.', '贈り物'],
  ['wonder', 'I wonder where he is.', '不思議に思う'],
  ['lonely', 'The old man felt lonely.', 'さびしい'],
] as const;
const OTHER = ['机', '走る', '青い'];
const QUESTIONS: VocabularyQuestion[] = WORDS.map(([word, example, answer], index) => ({
  question_id: index + 1,
  word,
  example,
  book_title: 'The Lost Cat',
  choices: index % 2 ? [answer, ...OTHER] : [...OTHER, answer],
}));

let server: ScriptedServer;
let testId: number;

beforeAll(() => startTestSession());
beforeEach(() => {
  testId = 41;
  server = scriptServer({
    'GET /ebook/test': () => ({ data: { test_id: ++testId, questions: QUESTIONS } }),
    'POST /ebook/test': ({ body }) => {
      const form = new URLSearchParams(body as URLSearchParams);
      const answers = JSON.parse(form.get('answers')!) as { question_id: number; choice: string }[];
      const results = answers.map(({ question_id, choice }) => {
        const [word, example, answer] = WORDS[question_id - 1]!;
        return { question_id, word, example, chosen: choice, answer, is_right: choice === answer ? 1 : 0 };
      });
      const correct = results.filter((result) => result.is_right).length;
      return { data: { test_id: Number(form.get('test_id')), score: correct * 10, correct, total: 10, results } };
    },
  });
});
afterEach(cleanup);

const posts = () => server.requests.filter((request) => request.method === 'POST');

describe('VocabularyTestPage', () => {
  it('asks ten words with four Japanese meanings, posts once, then shows the score and a review with the examples', async () => {
    renderPage(<VocabularyTestPage />, { path: '/ebook/test' });
    expect((await screen.findByTestId('test-progress')).textContent).toBe('1 / 10問');
    expect(screen.getByText('『The Lost Cat』より')).toBeTruthy();
    expect(screen.getByText('brave', { selector: 'mark' })).toBeTruthy();
    for (let index = 0; index < 10; index += 1) {
      const [word, , answer] = WORDS[index]!;
      const group = screen.getByRole('group', { name: `「${word}」の意味を選んでください` });
      expect(within(group).getAllByRole('radio')).toHaveLength(4);
      // Two wrong answers: questions 3 and 7.
      await userEvent.click(within(group).getByRole('radio', { name: index === 2 || index === 6 ? '机' : answer }));
      await userEvent.click(screen.getByTestId('test-next'));
    }
    await screen.findByTestId('test-result');
    expect(posts()).toHaveLength(1);
    expect(new URLSearchParams(posts()[0]!.body as URLSearchParams).get('test_id')).toBe('42');
    expect(screen.getByTestId('test-score').textContent).toBe('8 / 10問正解');
    expect(screen.getByTestId('score-stamp').textContent).toContain('80');

    const review = screen.getAllByTestId('test-review');
    expect(review).toHaveLength(10);
    expect(review[2]!.getAttribute('data-right')).toBe('0');
    expect(review[2]!.textContent).toContain('× 不正解');
    expect(review[2]!.textContent).toContain('They walked along the shore at sunset.');
    expect(review[2]!.textContent).toContain('正しい意味：岸');
    expect(review[2]!.textContent).toContain('あなたの答え：机');
    expect(review[0]!.textContent).toContain('○ 正解');
    expect(within(review[1]!).getByText('whispered', { selector: 'mark' })).toBeTruthy();
  });

  it('takes a new test after the result', async () => {
    renderPage(<VocabularyTestPage />, { path: '/ebook/test' });
    await screen.findByTestId('test-progress');
    for (let index = 0; index < 10; index += 1) {
      await userEvent.click(screen.getAllByRole('radio')[0]!);
      await userEvent.click(screen.getByTestId('test-next'));
    }
    await userEvent.click(await screen.findByRole('button', { name: '新しいテストを受ける' }));
    await waitFor(() => expect(screen.getByTestId('test-progress').textContent).toBe('1 / 10問'));
    expect(server.requests.filter((request) => request.method === 'GET' && request.path === '/ebook/test')).toHaveLength(2);
  });

  it('explains a test that was already marked (409)', async () => {
    server.route('POST', '/ebook/test', () => ({ errcode: 409, errmsg: 'このテストはもう採点済みです。' }));
    renderPage(<VocabularyTestPage />, { path: '/ebook/test' });
    await screen.findByTestId('test-progress');
    for (let index = 0; index < 10; index += 1) {
      await userEvent.click(screen.getAllByRole('radio')[0]!);
      await userEvent.click(screen.getByTestId('test-next'));
    }
    expect((await screen.findByTestId('test-already-submitted')).textContent).toContain('このテストはもう採点されています。');
  });

  it('says why there is no test before any word can be asked', async () => {
    server.route('GET', '/ebook/test', () => ({ data: { test_id: 1, questions: [] } }));
    renderPage(<VocabularyTestPage />, { path: '/ebook/test' });
    expect((await screen.findByTestId('query-empty')).textContent).toContain('テストに出せる単語がまだありません。');
  });
});

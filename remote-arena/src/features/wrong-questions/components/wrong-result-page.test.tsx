import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WrongQuestionResult } from '../api/get-wrong-question-result';
import { WrongResultPage } from './wrong-result-page';

let server: ScriptedServer;
let result: WrongQuestionResult;

beforeAll(() => startTestSession());
beforeEach(() => {
  result = {
    guid: 'review-guid-1',
    answered: 2,
    right: 1,
    remaining: 4,
    items: [
      { question_id: 'v-apple', kind: 'vocabulary', prompt: 'apple', right: true, explanation: 'apple は「りんご」です。' },
      { question_id: 'g-went', kind: 'grammar', prompt: 'I ___ to the park yesterday.', right: false, explanation: 'yesterday があるので過去形の went です。' },
    ],
  };
  server = scriptServer({ 'GET /arena/wrong-question-result': () => ({ data: result }) });
});
afterEach(cleanup);

describe('WrongResultPage', () => {
  it('shows the counts, each question with ○/× and its explanation, and a way to keep reviewing', async () => {
    renderPage(<WrongResultPage />, { path: '/arena/wrongResult', url: '/arena/wrongResult?guid=review-guid-1' });
    expect((await screen.findByTestId('wrong-result-answered')).textContent).toBe('2問');
    expect(server.requests[0]!.params).toMatchObject({ guid: 'review-guid-1' });
    expect(screen.getByTestId('wrong-result-right').textContent).toBe('1問');
    expect(screen.getByTestId('wrong-result-remaining').textContent).toBe('4問');
    const items = screen.getAllByTestId('wrong-result-item');
    expect(items.map((entry) => entry.dataset.right)).toEqual(['true', 'false']);
    expect(within(items[1]!).getByText('×')).toBeTruthy();
    expect(items[1]!.textContent).toContain('yesterday があるので過去形の went です。');
    expect(screen.getByTestId('continue-review').getAttribute('href')).toBe('/arena/wrongQuestions');
  });

  it('celebrates when nothing is left to review', async () => {
    result = { ...result, remaining: 0 };
    renderPage(<WrongResultPage />, { path: '/arena/wrongResult', url: '/arena/wrongResult?guid=review-guid-1' });
    expect(await screen.findByText('間違えた問題はすべて正解できました！')).toBeTruthy();
    expect(screen.queryByTestId('continue-review')).toBeNull();
  });
});

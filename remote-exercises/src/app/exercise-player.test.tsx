import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// A memory router and its provider from react-router itself, the module the components'
// hooks (through shared-ui/router) come from; react-router/dom's provider is the browser's.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from 'shared-api';
import { dialogStore, initI18n, toastStore } from 'shared-ui';
import { registerExercisesTranslations } from './i18n/register-translations';
import { registerQuestionTypes } from './register-question-types';
import type { PracticeResource } from '../features/engine/model/resource';
import { homeworkConfigFrom, type ExerciseMode, type HomeworkConfig } from '../features/engine/modes/mode-rules';
import { answerOutbox } from '../features/engine/outbox/outbox-instance';
import { ExercisePlayer } from '../features/engine/components/exercise-player';
import { ExerciseResult } from '../features/engine/components/exercise-result';
import type { StoredAnswer } from '../features/engine/model/question-type';

const option = (index: number, content: string, correct = false) => ({ index, content, correct: (correct ? 1 : 0) as 0 | 1 });

const words: PracticeResource = {
  res_id: 7,
  res_code: 'test-words',
  res_version: 'v1',
  res_type: 'word_choice',
  part_title: 'Words',
  question_description: 'Choose the meaning.',
  question_description_jp: '意味を選びましょう。',
  option_random: 0,
  multiple_choice: 0,
  items: [
    { index: 1, question_id: 'w1', word: 'borrow', choose: [option(1, '借りる', true), option(2, '貸す')], explanation: 'borrow は「借りる」。' },
    { index: 2, question_id: 'w2', word: 'lend', choose: [option(1, '借りる'), option(2, '貸す', true)] },
  ],
};

const grammar: PracticeResource = {
  ...words,
  res_code: 'test-grammar',
  res_type: 'grammar_choice',
  items: [
    { index: 1, question_id: 'g1', screen_text: '___ you work?', screen_text_jp: '働いていますか。', choose: [option(1, 'Do', true), option(2, 'Does')], hint_jp: '主語は you です。' },
    { index: 2, question_id: 'g2', screen_text: '___ she work?', choose: [option(1, 'Do'), option(2, 'Does', true)] },
  ],
};

const posts: { path: string; body: Record<string, string> }[] = [];

function play(resource: PracticeResource, mode: ExerciseMode, extra: { homeworkConfig?: HomeworkConfig; onFinished?: () => void; resumed?: StoredAnswer[] } = {}) {
  const router = createMemoryRouter([
    { path: '/elsewhere', element: <p>elsewhere</p> },
    {
      path: '*',
      element: (
        <ExercisePlayer
          resource={resource}
          packagePath="/resources/test/v1/"
          mode={mode}
          module="textbook"
          homeworkConfig={extra.homeworkConfig}
          target={{ path: '/textbook/answer-record', fields: { resource_id: 7 }, completion: { path: '/textbook/answer-record', fields: { resource_id: 7 } } }}
          attempt="attempt-0001"
          resumed={extra.resumed}
          title="テスト"
          onFinished={extra.onFinished ?? (() => undefined)}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const item = () => screen.getByTestId('item');
const choose = (text: string) => userEvent.click(within(item()).getByRole('radio', { name: new RegExp(text) }));

beforeAll(async () => {
  await initI18n({ lng: 'ja' });
  registerExercisesTranslations();
  registerQuestionTypes();
  signIn('token-1', 42);
});

beforeEach(() => {
  posts.length = 0;
  vi.spyOn(answerOutbox, 'enqueue').mockImplementation(async (entry) => {
    posts.push({ path: entry.path, body: entry.body });
  });
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('practice mode', () => {
  it('keeps Next disabled until answered, shows right/wrong with the explanation, and posts the run guid', async () => {
    play(words, 'practice');
    expect(screen.getByTestId('next')).toHaveProperty('disabled', true);
    await choose('貸す');
    expect(screen.getByTestId('feedback').dataset.correct).toBe('false');
    expect(screen.getByTestId('explanation').textContent).toContain('借りる');
    expect(screen.getByTestId('next')).toHaveProperty('disabled', false);
    expect(posts).toEqual([
      { path: '/textbook/answer-record', body: { resource_id: '7', question_id: 'w1', answer_result: '2', total_score: '0', percent_score: '0', guid: 'attempt-0001' } },
    ]);
  });

  it('moves on by itself after a right word-choice answer (slow delay)', async () => {
    play(words, 'practice');
    await choose('借りる');
    expect(screen.getByTestId('feedback').dataset.correct).toBe('true');
    expect(item().dataset.questionId).toBe('w1');
    await waitFor(() => expect(item().dataset.questionId).toBe('w2'), { timeout: 3000 });
  });

  it('shows the type’s toggles and what they reveal, and the language switch', async () => {
    play(grammar, 'practice');
    await userEvent.click(screen.getByTestId('toggle-answerTips'));
    expect(screen.getByTestId('support-answerTips').textContent).toContain('主語は you です。');
    expect(screen.getByText('意味を選びましょう。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText('Choose the meaning.')).toBeTruthy();
  });

  it('refuses an empty answer with the spec’s hint and posts nothing', async () => {
    const ordering: PracticeResource = {
      ...words,
      res_type: 'word_order_blank_fill',
      items: [{ index: 1, question_id: 'o1', screen_text: '{1} {2}?', screen_text_jp: 'そうですか。', choose: [option(1, 'is'), option(2, 'it')], answer: ['Is', 'it'] }],
    };
    play(ordering, 'practice');
    await userEvent.click(within(item()).getByRole('button', { name: 'it' }));
    await userEvent.click(screen.getByTestId('submit'));
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('すべての単語を並べてから解答してください。');
    expect(posts).toEqual([]);
  });
});

describe('exam mode', () => {
  it('shows no feedback, moves on at once, skips with is_skipped=1 and completes the run', async () => {
    const onFinished = vi.fn();
    play(grammar, 'test', { onFinished });
    expect(screen.queryByTestId('next')).toBeNull();
    expect(screen.queryByTestId('toggle-bar')).toBeNull();
    await choose('Does');
    await userEvent.click(screen.getByTestId('submit'));
    expect(screen.queryByTestId('feedback')).toBeNull();
    expect(item().dataset.questionId).toBe('g2');
    await userEvent.click(screen.getByTestId('skip'));
    expect(posts.map((post) => post.body)).toEqual([
      expect.objectContaining({ question_id: 'g1', total_score: '0', percent_score: '0' }),
      { resource_id: '7', question_id: 'g2', is_skipped: '1', total_score: '0', percent_score: '0', guid: 'attempt-0001' },
      { resource_id: '7', is_completed: '1', current_index: '2', guid: 'attempt-0001' },
    ]);
    expect(screen.getByTestId('all-completed')).toBeTruthy();
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ attempt: 'attempt-0001' }), { timeout: 3000 });
  });
});

describe('homework mode', () => {
  it('shows only the switched-on toggles, no speed, no Previous and no list jumps', () => {
    play(grammar, 'homework', { homeworkConfig: homeworkConfigFrom({ translation: 1, subtitle: 0, sample_answer: 0, answer_tips: 0, speech_speed: 0 }) });
    expect(screen.getByTestId('toggle-translation')).toBeTruthy();
    expect(screen.queryByTestId('toggle-answerTips')).toBeNull();
    expect(screen.queryByTestId('toggle-hint')).toBeNull();
    expect(screen.queryByRole('combobox', { name: '再生速度' })).toBeNull();
    expect(screen.queryByRole('button', { name: '前へ' })).toBeNull();
    expect(screen.queryByTestId('side-list')).toBeNull();
  });
});

describe('unsent work', () => {
  it('asks before leaving with a typed answer not yet submitted, and not after submitting', async () => {
    const writing: PracticeResource = {
      ...words,
      res_type: 'ja_to_en_writing',
      items: [{ index: 1, question_id: 'j1', screen_text_jp: '水をください。', answer: ['Water, please.'] }],
    };
    const router = play(writing, 'practice');
    await userEvent.type(screen.getByTestId('writing-input'), 'Water');
    await router.navigate('/elsewhere');
    await waitFor(() => expect(dialogStore.getState().queue.some((request) => request.kind === 'confirm' && request.message.includes('まだ送信されていません'))).toBe(true));
    expect(router.state.location.pathname).toBe('/');
    const confirm = dialogStore.getState().queue.find((request) => request.kind === 'confirm');
    if (confirm?.kind === 'confirm') confirm.resolve(false);
  });
});

describe('word choice answers as the server records them', () => {
  // portal-server marks a posted answer_result '2' like any choice answer: the record keeps the
  // marked results, as result (detail records) and as answer_result's JSON.
  const recorded = (questionId: string, index: number, right: boolean): StoredAnswer => {
    const marked = [{ question_id: questionId, answer_index: [index], score: right ? 5 : 0 }];
    return { question_id: questionId, answer_result: JSON.stringify(marked), result: marked, percent_score: right ? 100 : 0, total_score: right ? 5 : 0, is_skipped: 0 };
  };

  it('shows the chosen meaning under the student\'s answer on the result screen', () => {
    const record = { items: [recorded('w1', 2, false), { ...recorded('w2', 2, true), result: null }] };
    const router = createMemoryRouter([{ path: '*', element: <ExerciseResult resource={words} packagePath="/resources/test/v1/" record={record} title="結果" /> }]);
    render(<RouterProvider router={router} />);
    const answers = screen.getAllByTestId('result-your-answer');
    expect(answers.map((row) => row.querySelector('dd')?.textContent)).toEqual(['貸す', '貸す']);
  });

  it('resumes a run with the answered item\'s choice shown', async () => {
    play(words, 'practice', { resumed: [{ ...recorded('w1', 2, false), result: undefined }] });
    expect(item().dataset.questionId).toBe('w2');
    await userEvent.click(screen.getByRole('button', { name: '前へ' }));
    expect(item().dataset.questionId).toBe('w1');
    expect(within(item()).getByRole('radio', { name: /貸す/ }).getAttribute('aria-checked')).toBe('true');
    expect(posts).toEqual([]);
  });
});

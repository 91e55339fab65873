import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerExposedModuleLoader } from 'shared-ui';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WrongQuestionPaper } from '../api/get-wrong-question-paper';
import { WrongQuestionsPage } from './wrong-questions-page';

type PlayerProps = { onFinished: () => void; resource: { items: { question_id: string }[] }; target: { path: string; fields: Record<string, string> }; attempt: string; mode: string; questionIds: string };

// A stand-in for remote-exercises' engine: its player shows what it was given and answers with one click.
const played: PlayerProps[] = [];
const settleOutbox = vi.fn(() => Promise.resolve());
const fakeEngine = {
  ExercisePlayer: (props: PlayerProps) => {
    played.push(props);
    return (
      <button type="button" onClick={props.onFinished}>
        answer {props.questionIds}
      </button>
    );
  },
  settleOutbox,
};

const item = (id: string) => ({ question_id: id, type_id: 1, kind: 'vocabulary' as const, resource: { res_type: 'word_choice', items: [{ question_id: id }] } });

let server: ScriptedServer;
let paper: WrongQuestionPaper;

beforeAll(async () => {
  await startTestSession();
  registerExposedModuleLoader(() => Promise.resolve(fakeEngine));
});
beforeEach(() => {
  played.length = 0;
  settleOutbox.mockClear();
  paper = { guid: 'review-guid-1', total: 5, items: [item('v-apple'), item('g-went')] };
  server = scriptServer({ 'GET /arena/get-wrong-question-paper': () => ({ data: paper }) });
});
afterEach(cleanup);

describe('WrongQuestionsPage', () => {
  it('says there is nothing to review, with a way back, when the list is empty', async () => {
    paper = { guid: 'review-guid-2', total: 0, items: [] };
    renderPage(<WrongQuestionsPage />, { path: '/arena/wrongQuestions' });
    const empty = await screen.findByTestId('wrong-questions-empty');
    expect(empty.textContent).toContain('復習する問題はありません。');
    expect(empty.textContent).toContain('対戦で間違えた問題や時間切れになった問題が、ここにたまります。');
    expect(screen.getByRole('link', { name: 'アリーナのトップへ' }).getAttribute('href')).toBe('/arena/index');
    expect(screen.queryByTestId('wrong-questions-run')).toBeNull();
  });

  it('plays each item with the engine in practice mode, posting to the arena with the run guid, then goes to the result', async () => {
    const { router } = renderPage(<WrongQuestionsPage />, { path: '/arena/wrongQuestions', url: '/arena/wrongQuestions?type_id=1' });
    await userEvent.click(await screen.findByText('answer v-apple'));
    expect(server.requests[0]!.params).toMatchObject({ type_id: 1, limit: 10 });
    expect(played[0]).toMatchObject({ mode: 'practice', attempt: 'review-guid-1', questionIds: 'v-apple', target: { path: '/arena/submit-wrong-question-result', fields: { guid: 'review-guid-1' } } });
    expect(screen.getByTestId('wrong-questions-progress').textContent).toBe('2 / 2問');
    await userEvent.click(screen.getByText('answer g-went'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/arena/wrongResult'));
    expect(router.state.location.search).toBe('?guid=review-guid-1');
    // Before the paper was read and before the result: the engine's outbox had sent every answer.
    expect(settleOutbox).toHaveBeenCalledTimes(2);
  });
});

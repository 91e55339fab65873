import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WritingResult } from '../model/writing-types';
import { RESULT } from '../writing-fixtures.test-data';
import { AI_WRITING } from '../writing-paths';
import '../writing-texts';
import { WritingResultPage } from './writing-result-page';

beforeAll(() => startTestSession());
afterEach(cleanup);

const open = (result: WritingResult | null) => {
  scriptServer({ 'GET /writing/result': () => (result ? { data: result } : { errcode: 404, errmsg: 'この英作文は見つかりませんでした。' }) });
  renderPage(<WritingResultPage paths={AI_WRITING} />, { path: AI_WRITING.result, url: `${AI_WRITING.result}?guid=${RESULT.guid}` });
};

describe('WritingResultPage', () => {
  it('marks each span with its comment in a tip reachable by keyboard', async () => {
    open(RESULT);
    const marks = await screen.findAllByTestId('writing-mark');
    expect(marks.map((mark) => [mark.firstChild?.textContent, mark.dataset.kind, mark.dataset.start, mark.dataset.end])).toEqual([
      ['go', 'grammar', '3', '5'],
      ['apple', 'teacher', '24', '29'],
    ]);
    // Each mark is a tab stop described by its tip.
    expect(marks.map((mark) => mark.tabIndex)).toEqual([0, 0]);
    const tip = document.getElementById(marks[0]!.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('AIのコメント（文法）主語が he なので goes にします。直し方：goes');
    const teacherTip = document.getElementById(marks[1]!.getAttribute('aria-describedby')!)!;
    // The stored name already says 先生: it is not said twice.
    expect(teacherTip.textContent).toBe('佐藤先生のコメント数えられる名詞は apples にしましょう。');
    expect(screen.getByTestId('writing-error-count').textContent).toBe('1か所');
    expect(within(screen.getByTestId('writing-teacher-notes')).getByText('佐藤先生のコメント')).toBeTruthy();
  });

  it('shows the photo, the model answer on demand and the way on', async () => {
    open(RESULT);
    await userEvent.click(await screen.findByTestId('writing-photo-button'));
    const dialog = screen.getByRole('dialog', { name: '手書きの答案' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/uploads/images/photo.png');
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    const model = screen.getByTestId('writing-model-answer');
    expect(model.hidden).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '模範解答を見る' }));
    expect(model.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'もう一度書く' }).getAttribute('href')).toBe('/ai-writing/detail?topic_id=4&homework_id=9');
    expect(screen.getByRole('link', { name: '文ごとの分析と評価を詳しく見る' }).getAttribute('href')).toBe(`/ai-writing/result/analysis?guid=${RESULT.guid}`);
  });

  it('says no mistakes were found when there are none', async () => {
    open({ ...RESULT, error_count: 0, comments: RESULT.comments.map((sentence) => ({ ...sentence, sent_comments: [] })), correct_notes: [], homework_id: null, image_url: null });
    expect((await screen.findByTestId('writing-no-mistakes')).textContent).toBe('まちがいは見つかりませんでした。すばらしいです！');
    expect(screen.queryAllByTestId('writing-mark')).toHaveLength(0);
    expect(screen.queryByTestId('writing-teacher-notes')).toBeNull();
    expect(screen.queryByTestId('writing-photo-button')).toBeNull();
  });

  it('says so when the essay is not this student’s or does not exist', async () => {
    open(null);
    expect((await screen.findByTestId('writing-result-not-found')).textContent).toContain('この結果は見つかりませんでした。');
  });
});

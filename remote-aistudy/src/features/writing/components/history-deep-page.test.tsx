import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeepHistory } from '../model/writing-types';
import { SKILLUP_WRITING } from '../writing-paths';
import '../writing-texts';
import { HistoryDeepPage } from './history-deep-page';

const evaluation = (score: number) => ({ vocabulary_diversity: score, vocabulary_correctness: score, grammar_diversity: score, grammar_correctness: score });
const attempt = (guid: string, score: number, createdAt: string) => ({ guid, score, error_count: 3, word_count: 30, created_at: createdAt, source: 'ai' as const, overall_evaluation: evaluation(score) });
const DEEP: DeepHistory = {
  topic: { topic_id: 4, title: '好きな季節', title_en: 'Your favorite season', prompt_en: 'QUESTION', level: 'eiken-3', min_words: 25, max_words: 35 },
  // Sent newest first: the page puts them in time order.
  list: [attempt('g3', 80, '2026-11-27T10:00:00.000Z'), attempt('g1', 40, '2026-11-20T10:00:00.000Z'), attempt('g2', 65, '2026-11-24T10:00:00.000Z')],
};

beforeAll(() => startTestSession());
afterEach(cleanup);

describe('HistoryDeepPage', () => {
  it('charts the attempts oldest first and keeps the links in the set it came from', async () => {
    scriptServer({ 'GET /writing/history-deep': () => ({ data: DEEP }) });
    renderPage(<HistoryDeepPage />, { path: SKILLUP_WRITING.historyDeep, url: `${SKILLUP_WRITING.historyDeep}?topic_id=4&source=ai` });
    const chart = await screen.findByRole('img', { name: '3回分の得点の推移。最初 40点、最新 80点、最高 80点。' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const rows = screen.getAllByTestId('writing-deep-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['40点', '65点', '80点']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/ai-writing/result?guid=g1');
    expect(screen.getByRole('link', { name: 'このテーマをもう一度書く' }).getAttribute('href')).toBe('/ai-writing/detail?topic_id=4');
    // The latest attempt's evaluation.
    expect(screen.getAllByRole('meter').map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(['80', '80', '80', '80']);
  });

  it('says which topic is missing instead of showing nothing', async () => {
    scriptServer({});
    renderPage(<HistoryDeepPage />, { path: SKILLUP_WRITING.historyDeep, url: SKILLUP_WRITING.historyDeep });
    expect(await screen.findByText('テーマが指定されていません。')).toBeTruthy();
  });
});

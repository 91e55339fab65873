import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../books/book-fixtures.test-data';
import type { ReadingDay, ReadingHistory } from '../api/get-reading-history';
import { labelledDays, linePath, niceMax, shortDate } from './chart-scale';
import { ReadingHistoryPage } from './reading-history-page';

/** 30 days from 2026-10-29: reading on three of them, one too short for a speed. */
const DAYS: ReadingDay[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 29 + index)).toISOString().slice(0, 10);
  const read: Record<number, Omit<ReadingDay, 'date'>> = {
    3: { minutes: 12, words: 1200, wpm: 100 },
    10: { minutes: 25, words: 3000, wpm: 120 },
    29: { minutes: 1, words: 40, wpm: null },
  };
  return { date, ...(read[index] ?? { minutes: 0, words: 0, wpm: null }) };
});

const HISTORY: ReadingHistory = {
  totals: { books_started: 2, books_finished: 1, minutes: 38, words: 4240, wpm: 112 },
  days: DAYS,
  books: [{ ...book(1, { title: 'The Lost Cat' }), minutes: 30, words: 3400, last_read_at: '2026-11-27T09:00:00.000Z' }],
};

beforeAll(() => startTestSession());
afterEach(cleanup);

describe('ReadingHistoryPage', () => {
  it('shows the totals', async () => {
    scriptServer({ 'GET /ebook/history': () => ({ data: HISTORY }) });
    renderPage(<ReadingHistoryPage />, { path: '/ebook/history' });
    const totals = await screen.findByTestId('history-totals');
    expect(totals.textContent).toContain('読み始めた本2冊');
    expect(totals.textContent).toContain('読み終わった本1冊');
    expect(totals.textContent).toContain('読んだ時間38分');
    expect(totals.textContent).toContain('読んだ語数4,240語');
    expect(totals.textContent).toContain('平均の速さ112 WPM');
  });

  it('draws minutes as bars and the speed as a line, described for screen readers with a table of the same numbers', async () => {
    const server = scriptServer({ 'GET /ebook/history': () => ({ data: HISTORY }) });
    renderPage(<ReadingHistoryPage />, { path: '/ebook/history' });
    const chart = await screen.findByRole('img', { name: /過去30日間の読書時間（分）と速さ（WPM）/ });
    expect(server.requests[0]!.params).toMatchObject({ days: 30 });
    expect(chart.querySelector('title')?.textContent).toBe('過去30日間の読書時間（分）と速さ（WPM）');
    const desc = chart.querySelector('desc')?.textContent ?? '';
    expect(desc).toContain('2026-10-29から2026-11-27までの30日間で、3日読みました。合計38分・4240語。');
    expect(desc).toContain('いちばん長く読んだ日は2026-11-08（25分）');
    expect(desc).toContain('速さは100〜120 WPMでした。');

    const bars = within(chart as unknown as HTMLElement).getAllByTestId('minutes-bar');
    expect(bars.map((bar) => bar.getAttribute('data-date'))).toEqual(['2026-11-01', '2026-11-08', '2026-11-27']);
    // The tallest day reaches the axis top (50 minutes): 25 minutes is half the plot height.
    const heights = Object.fromEntries(bars.map((bar) => [bar.getAttribute('data-minutes'), Number(bar.getAttribute('height'))]));
    expect(heights['25']! / heights['12']!).toBeCloseTo(25 / 12, 5);
    const points = within(chart as unknown as HTMLElement).getAllByTestId('wpm-point');
    expect(points.map((point) => point.getAttribute('data-wpm'))).toEqual(['100', '120']);
    expect(within(chart as unknown as HTMLElement).getByTestId('wpm-line').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);

    const table = screen.getByRole('table', { name: '日ごとの記録' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[11]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['25', '3000', '120']);
    expect(within(rows[30]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '40', '―']);
  });

  it('lists the books read with their minutes and words', async () => {
    scriptServer({ 'GET /ebook/history': () => ({ data: HISTORY }) });
    renderPage(<ReadingHistoryPage />, { path: '/ebook/history' });
    const item = await screen.findByTestId('history-book');
    expect(item.textContent).toContain('The Lost Cat');
    expect(item.textContent).toContain('30分・3,400語');
    expect(within(item).getByRole('link', { name: 'The Lost Cat' }).getAttribute('href')).toBe('/ebook/details/1');
  });

  it('says so when nothing was read, with the chart still drawn and described', async () => {
    const empty: ReadingHistory = { totals: { books_started: 0, books_finished: 0, minutes: 0, words: 0, wpm: null }, days: DAYS.map((day) => ({ ...day, minutes: 0, words: 0, wpm: null })), books: [] };
    scriptServer({ 'GET /ebook/history': () => ({ data: empty }) });
    renderPage(<ReadingHistoryPage />, { path: '/ebook/history' });
    expect((await screen.findByTestId('history-empty')).textContent).toContain('この期間の読書記録はまだありません。');
    expect(screen.getByTestId('history-totals').textContent).toContain('平均の速さ―');
    const chart = screen.getByRole('img', { name: /過去30日間/ });
    expect(chart.querySelector('desc')?.textContent).toBe('2026-10-29から2026-11-27までの30日間、読書の記録はありません。');
    expect(within(chart as unknown as HTMLElement).queryAllByTestId('minutes-bar')).toHaveLength(0);
  });
});

describe('chart arithmetic', () => {
  it('rounds an axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(25, 10)).toBe(50);
    expect(niceMax(0, 10)).toBe(10);
    expect(niceMax(130, 100)).toBe(200);
    expect(niceMax(101, 100)).toBe(200);
    expect(niceMax(100, 100)).toBe(100);
  });

  it('breaks the speed line on days without a speed', () => {
    expect(linePath([{ x: 1, y: 2 }, { x: 3, y: 4 }, null, { x: 5, y: 6 }])).toBe('M1.0 2.0 L3.0 4.0 M5.0 6.0');
    expect(linePath([null, null])).toBe('');
  });

  it('labels about six days, the first and the last', () => {
    const labels = [...labelledDays(30)];
    expect(labels[0]).toBe(0);
    expect(labels.at(-1)).toBe(29);
    expect(labels.length).toBeLessThanOrEqual(7);
    expect([...labelledDays(1)]).toEqual([0]);
    expect(shortDate('2026-11-08')).toBe('11/8');
  });
});

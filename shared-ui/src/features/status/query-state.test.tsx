import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { combineQueries, QueryState, type QueryLike } from './query-state';

const query = <T,>(overrides: Partial<QueryLike<T>>): QueryLike<T> => ({ status: 'pending', data: undefined, error: null, refetch: vi.fn(), ...overrides });
const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

beforeAll(() => initI18n({ lng: 'ja' }));
afterEach(cleanup);

describe('QueryState', () => {
  it('shows a spinner while the first answer is on its way', () => {
    render(<QueryState query={query<string[]>({})}>{list}</QueryState>);
    expect(screen.getByRole('status').textContent).toContain('読み込み中');
  });

  it('shows the content, or the empty message when the data says so', () => {
    const { rerender } = render(<QueryState query={query({ status: 'success', data: ['apple'] })} isEmpty={(items) => items.length === 0}>{list}</QueryState>);
    expect(screen.getByRole('listitem').textContent).toBe('apple');
    rerender(<QueryState query={query<string[]>({ status: 'success', data: [] })} isEmpty={(items) => items.length === 0} empty="本はまだありません。">{list}</QueryState>);
    expect(screen.getByTestId('query-empty').textContent).toBe('本はまだありません。');
  });

  it('shows the server message with a Retry that loads again', async () => {
    const refetch = vi.fn();
    render(<QueryState query={query<string[]>({ status: 'error', error: new ApiError(500, 'サーバーで問題が発生しました。'), refetch })}>{list}</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('読み込めませんでした。');
    expect(screen.getByRole('alert').textContent).toContain('サーバーで問題が発生しました。');
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps data already shown when a reload fails', () => {
    render(<QueryState query={query({ status: 'error', data: ['apple'], error: new ApiError('NETWORK', 'offline') })}>{list}</QueryState>);
    expect(screen.getByRole('listitem').textContent).toBe('apple');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the page explain a failure itself, and falls back to the error block otherwise', () => {
    const notFound = (error: unknown) => (error instanceof ApiError && error.code === 404 ? <p>見つかりません</p> : undefined);
    const { rerender } = render(<QueryState query={query<string[]>({ status: 'error', error: new ApiError(404, 'x') })} renderError={notFound}>{list}</QueryState>);
    expect(screen.getByText('見つかりません')).toBeTruthy();
    rerender(<QueryState query={query<string[]>({ status: 'error', error: new ApiError('TIMEOUT', 'x') })} renderError={notFound}>{list}</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('読み込めませんでした。');
  });

  it('combines queries: pending until all have data, the first error, Retry only for those that failed', () => {
    const ok = query({ status: 'success', data: 'record' });
    const failedRefetch = vi.fn();
    const failed = query<number>({ status: 'error', error: new ApiError(500, 'x'), refetch: failedRefetch });
    expect(combineQueries(ok, query<number>({})).status).toBe('pending');
    const combined = combineQueries(ok, failed);
    expect(combined.status).toBe('error');
    void combined.refetch();
    expect(failedRefetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(combineQueries(ok, query({ status: 'success', data: 3 })).data).toEqual(['record', 3]);
  });
});

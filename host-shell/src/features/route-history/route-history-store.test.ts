import { beforeEach, describe, expect, it } from 'vitest';
import { previousRouteName, recordRouteName, routeHistoryStore } from './route-history-store';

beforeEach(() => routeHistoryStore.setState({ names: [] }));

describe('route-name history', () => {
  it('keeps visited names and resets when a main tab is reached', () => {
    recordRouteName('home');
    recordRouteName('integral');
    expect(routeHistoryStore.getState().names).toEqual(['integral']);
    recordRouteName('integralLogs');
    recordRouteName('integralLogs');
    expect(routeHistoryStore.getState().names).toEqual(['integral', 'integralLogs']);
    expect(previousRouteName()).toBe('integral');
    recordRouteName('newsDetail');
    expect(routeHistoryStore.getState().names).toEqual(['newsDetail']);
    expect(previousRouteName()).toBeNull();
  });

  it('treats a visit to the previous name as a step back', () => {
    recordRouteName('bookList');
    recordRouteName('unitDirectory');
    recordRouteName('unitList');
    recordRouteName('unitDirectory');
    expect(routeHistoryStore.getState().names).toEqual(['bookList', 'unitDirectory']);
  });
});

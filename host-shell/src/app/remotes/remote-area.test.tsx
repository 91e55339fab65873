import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { remoteStatusStore } from './remote-loader';
import { remoteGroupRoutes } from './remote-routes';
import { attachRouter } from './route-patching';

beforeAll(async () => {
  await startTestSession();
});

afterEach(() => cleanup());

/** A portal with one remote owning /lessons, still loading, opened at `url`. */
function openPortal(name: string, url: string) {
  remoteStatusStore.setState({ [name]: { state: 'loading', attempt: 1 } });
  const remote = { name, version: '1.0.0', entry: `/remotes/${name}/mf-manifest.json`, prefixes: ['/lessons'], title: null, override: false };
  const routes: RouteObject[] = [{ path: '/', element: <Outlet />, children: [{ path: 'home', element: <p>ホーム</p> }, ...remoteGroupRoutes([remote])] }];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  attachRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

/** The remote's routes arrive: a list page whose data (a lazy page, a loader) takes until `ready` resolves. */
function remoteLoaded(name: string, ready: Promise<void>) {
  const routes: RouteObject[] = [{ path: 'lessons/list', loader: () => ready.then(() => null), element: <p>レッスン一覧</p> }];
  remoteStatusStore.setState({ [name]: { state: 'loaded', routes, build: null } });
  return routes;
}

describe('a remote that loads while the student waits on its placeholder', () => {
  it('keeps the student on the page while the navigation to it is still under way, whatever renders meanwhile', async () => {
    const router = openPortal('remote-slow-page', '/lessons/list');
    expect(await screen.findByRole('status')).toBeTruthy();

    let open = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    const routes = remoteLoaded('remote-slow-page', ready);
    await act(async () => undefined);
    expect(router.state.navigation.state).toBe('loading');
    // The placeholder renders again before that navigation commits (here: the status store
    // hands out a new object; in the portal, anything above it that renders).
    act(() => remoteStatusStore.setState({ 'remote-slow-page': { state: 'loaded', routes, build: null } }));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/lessons/list');

    await act(async () => open());
    expect(await screen.findByText('レッスン一覧')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lessons/list');
  });

  it('sends a path the remote does not have to the start page once its routes are in', async () => {
    const router = openPortal('remote-no-such-page', '/lessons/nothing-here');
    remoteLoaded('remote-no-such-page', Promise.resolve());
    await act(async () => undefined);
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/');
  });
});

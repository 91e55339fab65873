import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
// A memory router and its provider from react-router itself, the module the components'
// hooks (through shared-ui/router) come from; react-router/dom's provider is the browser's.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Link } from 'shared-ui/router';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './keep-alive-outlet';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label}:{count}
    </button>
  );
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/news">news</Link>
        <Link to="/about">about</Link>
        <Link to="/integral">integral</Link>
      </nav>
      <KeepAliveOutlet />
    </>
  );
}

function makeRouter() {
  return createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/news', element: <Counter label="news" />, handle: { keepAlive: true, name: 'news' } },
          { path: '/about', element: <Counter label="about" />, handle: { name: 'about' } },
          { path: '/integral', element: <Counter label="integral" />, handle: { keepAlive: true, name: 'integral', clearCaches: ['news'] } },
        ],
      },
    ],
    { initialEntries: ['/news'] },
  );
}

afterEach(cleanup);

describe('KeepAliveOutlet', () => {
  it('keeps a kept-alive page’s state when revisited, and not other pages’', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={makeRouter()} />);
    await user.click(screen.getByRole('button', { name: 'news:0' }));
    await user.click(screen.getByRole('button', { name: 'news:1' }));
    await user.click(screen.getByRole('link', { name: 'about' }));
    expect(screen.queryByRole('button', { name: /news/ })).toBeNull(); // hidden, not in the accessibility tree
    await user.click(screen.getByRole('button', { name: 'about:0' }));
    await user.click(screen.getByRole('link', { name: 'news' }));
    expect(screen.getByRole('button', { name: 'news:2' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'about' }));
    expect(screen.getByRole('button', { name: 'about:0' })).toBeTruthy();
  });

  it('drops the caches a route names in clearCaches when it is entered', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={makeRouter()} />);
    await user.click(screen.getByRole('button', { name: 'news:0' }));
    await user.click(screen.getByRole('link', { name: 'integral' }));
    await user.click(screen.getByRole('link', { name: 'news' }));
    expect(screen.getByRole('button', { name: 'news:0' })).toBeTruthy();
  });
});

import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';

async function start() {
  const registry = await (await fetch('/registry.json', { cache: 'no-store' })).json();
  registerRemotes(registry.remotes.map((r: { name: string; entry: string }) => ({ name: r.name.replace(/-/g, '_'), entry: r.entry })));
  const mod = await loadRemote<{ routes: RouteObject[] }>('remote_words/routes');
  const router = createBrowserRouter([{ path: '/', element: <p>host</p> }, ...(mod?.routes ?? [])]);
  createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
}
void start();

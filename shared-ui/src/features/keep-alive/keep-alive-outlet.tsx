import { Activity, useLayoutEffect, useRef, type ReactElement } from 'react';
import { useLocation, useMatches, useOutlet, type UIMatch } from 'shared-ui/router';

/** What a route's `handle` may say (CONTRIBUTING.md "Remote contract"). */
export type RouteHandle = {
  /** Keep the page mounted (hidden) when the student leaves, so its state is there on return. */
  keepAlive?: boolean;
  /** Names of kept-alive pages to drop when this route is entered (their next visit starts fresh). */
  clearCaches?: string[];
  /** Route name (keep-alive cache key, route-name history, named navigation). */
  name?: string;
};

type Cached = { element: ReactElement; scrollY: number };

function handleOf(match: UIMatch | undefined): RouteHandle {
  const handle = match?.handle;
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
}

/** Cache key of a kept-alive route: its name, else its route id. */
export function keepAliveKey(match: UIMatch): string {
  return handleOf(match).name ?? match.id;
}

/**
 * Drop-in replacement for <Outlet/> in a layout route: routes whose handle says keepAlive stay
 * mounted inside React's <Activity mode="hidden"> while another page shows, so their state
 * (form input, list page, scroll position) is kept; their effects pause while hidden and run
 * again when shown. A route's `clearCaches` names pages to forget on entry.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const location = useLocation();
  const cache = useRef(new Map<string, Cached>());
  const clearedFor = useRef<string | null>(null);
  const leaf = matches[matches.length - 1];
  const handle = handleOf(leaf);
  const activeKey = leaf && handle.keepAlive && outlet ? keepAliveKey(leaf) : null;

  // Entering a route that clears caches: once per navigation (location.key), before rendering.
  if (clearedFor.current !== location.key) {
    clearedFor.current = location.key;
    for (const name of handle.clearCaches ?? []) if (name !== activeKey) cache.current.delete(name);
  }
  if (activeKey && outlet) {
    // Same element type at the same position: React keeps the state, the props are the new ones.
    const previous = cache.current.get(activeKey);
    cache.current.set(activeKey, { element: outlet, scrollY: previous?.scrollY ?? 0 });
  }

  const lastKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    const left = lastKey.current;
    if (left !== activeKey) {
      const leftEntry = left ? cache.current.get(left) : undefined;
      if (leftEntry) leftEntry.scrollY = window.scrollY;
      const entered = activeKey ? cache.current.get(activeKey) : undefined;
      if (typeof window.scrollTo === 'function' && !/jsdom/i.test(navigator.userAgent)) window.scrollTo(0, entered?.scrollY ?? 0);
      lastKey.current = activeKey;
    }
  }, [activeKey]);

  return (
    <>
      {[...cache.current.entries()].map(([key, entry]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          {entry.element}
        </Activity>
      ))}
      {activeKey ? null : outlet}
    </>
  );
}

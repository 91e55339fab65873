// The router every app uses: `import { Link, useNavigate } from 'shared-ui/router'`, never
// react-router itself (lint forbids it outside tests).
//
// Why a module of our own: a Module Federation shared module is bundled whole, because any
// remote may use any of its exports. Shared directly, react-router 7 (data routers, server
// rendering, streaming, framework mode) cost the host 64 KB gzip. Shared through this module,
// only what is listed here is the singleton, and react-router below it is tree-shaken to
// these names: one router instance for the host and every remote, at about half the size.
// Need another export? Add it here; it becomes available to every app with the next host. Below
// them: our query-string helpers.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  matchRoutes,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useOutlet,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { DataRouter, PatchRoutesOnNavigationFunction, RouteObject, UIMatch } from 'react-router';
// react-router/dom's provider renders with React DOM's flushSync, as the browser needs.
export { RouterProvider } from 'react-router/dom';

// Query-string helpers every app's links and pages use.

/** Query values for withQuery: empty ones are left out of the link. */
export type QueryValues = Record<string, string | number | undefined | null>;

/** A path with its query, leaving out empty values: withQuery('/unitList', { unit_id: 3 }). */
export function withQuery(path: string, query: QueryValues = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A positive whole-number query parameter (an id), or undefined when absent or malformed. */
export function numberParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

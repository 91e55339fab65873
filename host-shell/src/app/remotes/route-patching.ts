// Which remotes' routes are already in the router, and how to add them outside a navigation.
import { matchRoutes, type DataRouter, type RouteObject } from 'shared-ui/router';

export const groupRouteId = (name: string) => `remote:${name}`;
/** The splat route that stands for a remote's prefix until its routes are in (remote-routes.tsx). */
export const placeholderRouteId = (name: string, prefix: string) => `remote-placeholder:${name}:${prefix}`;
const isPlaceholderRoute = (id: string | undefined) => id?.startsWith('remote-placeholder:') ?? false;

const patched = new Set<string>();
let routerRef: DataRouter | null = null;

export function attachRouter(router: DataRouter): void {
  routerRef = router;
}

/** Adds a loaded remote's routes to its group, once per page load (versions switch on the next load). */
export function patchRemote(name: string, routes: RouteObject[], patch?: (routeId: string, children: RouteObject[]) => void): void {
  if (patched.has(name)) return;
  const apply = patch ?? routerRef?.patchRoutes.bind(routerRef);
  if (!apply) throw new Error('router is not attached yet');
  apply(groupRouteId(name), routes);
  patched.add(name);
}

export function isPatched(name: string): boolean {
  return patched.has(name);
}

/**
 * Whether the router's routes, with the patches made so far, have a page for `pathname` other
 * than a remote's placeholder: asked of the routes themselves, so the answer does not depend on
 * whether the navigation that will show that page has committed yet.
 */
export function hasPageBeyondPlaceholder(pathname: string): boolean {
  if (!routerRef) throw new Error('router is not attached yet');
  const matches = matchRoutes(routerRef.routes, pathname);
  return matches !== null && !isPlaceholderRoute(matches[matches.length - 1]?.route.id);
}

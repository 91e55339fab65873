// Which remotes' routes are already in the router, and how to add them outside a navigation.
import type { DataRouter, RouteObject } from 'shared-ui/router';

export const groupRouteId = (name: string) => `remote:${name}`;

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

// The host's data router: the shell layout route holds the host's own routes and one group
// route per remote in the registry; remote routes are patched in when first needed.
import { createBrowserRouter, type RouteObject } from 'shared-ui/router';
import { hostRoutes } from './host-routes';
import { ShellLayout } from './shell-layout';
import type { Registry } from './remotes/registry-client';
import { patchRoutesOnNavigation, remoteGroupRoutes } from './remotes/remote-routes';
import { attachRouter } from './remotes/route-patching';

export const SHELL_ROUTE_ID = 'shell';

export function portalRoutes(registry: Registry): RouteObject[] {
  return [
    {
      id: SHELL_ROUTE_ID,
      path: '/',
      element: <ShellLayout />,
      // Shown while the first navigation resolves (it may be loading a remote's routes).
      hydrateFallbackElement: <div className="portal-starting" aria-busy="true" />,
      children: [...hostRoutes, ...remoteGroupRoutes(registry.remotes)],
    },
  ];
}

export function createPortalRouter(registry: Registry) {
  const router = createBrowserRouter(portalRoutes(registry), {
    patchRoutesOnNavigation: patchRoutesOnNavigation(registry.remotes),
  });
  attachRouter(router);
  return router;
}

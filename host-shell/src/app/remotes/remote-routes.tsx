// Mounting remotes into the host's data router. Each remote gets a pathless group route
// (its own error boundary and loading state) inside the shell layout, holding a splat
// placeholder per owned prefix. When the remote's ./routes module arrives its routes are
// patched into the group, next to the placeholders; they rank above the splats, so the
// placeholder only shows while the remote loads, when it cannot load, or for a path the
// remote does not have.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'shared-ui/router';
import type { RegistryRemote } from './registry-client';
import { RemoteArea, RemotePlaceholder, RemoteRouteError } from './remote-area';
import { loadRemoteRoutes } from './remote-loader';
import { resolveRemote } from './resolve-remote';
import { groupRouteId, isPatched, patchRemote, placeholderRouteId } from './route-patching';

/** How long a navigation waits for a remote before showing the remote's own loading state. */
export const NAVIGATION_WAIT_MS = 1_500;

export function remoteGroupRoutes(remotes: readonly RegistryRemote[]): RouteObject[] {
  return remotes.map((remote) => ({
    id: groupRouteId(remote.name),
    element: <RemoteArea name={remote.name} version={remote.version} />,
    errorElement: <RemoteRouteError name={remote.name} title={remote.title} />,
    children: remote.prefixes.map((prefix) => ({ id: placeholderRouteId(remote.name, prefix), path: `${prefix}/*`, element: <RemotePlaceholder name={remote.name} title={remote.title} /> })),
  }));
}

/**
 * Before a navigation into a remote's prefix: load the remote (waiting a moment, so a fast
 * remote renders without a loading flash) and patch its routes in. A slow or failing remote
 * never blocks or breaks the navigation: its placeholder takes over.
 */
export function patchRoutesOnNavigation(remotes: readonly RegistryRemote[]): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const remote = resolveRemote(remotes, new URL(path, 'http://portal').pathname);
    if (!remote || isPatched(remote.name)) return;
    const loading = loadRemoteRoutes(remote.name).catch(() => null);
    const routes = await Promise.race([loading, new Promise<null>((resolve) => setTimeout(() => resolve(null), NAVIGATION_WAIT_MS))]);
    if (routes) patchRemote(remote.name, routes, patch);
  };
}

// Loads remotes through the Module Federation runtime and keeps each one's state (loading,
// loaded, failed) in a small store the remote areas render from. A failed load can be tried
// again: the runtime forgets the failed entry so the next try fetches it afresh.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { RouteObject } from 'shared-ui/router';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryRemote } from './registry-client';

/** The spec's chunk-load timeout (part 1, section 9), for remote entries and manifests too. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The build a remote's ./routes module says it is (its compiled-in name and version). */
export type RemoteBuild = { name: string; version: string };

export type RemoteStatus =
  | { state: 'idle' }
  | { state: 'loading'; attempt: number }
  | { state: 'loaded'; routes: RouteObject[]; build: RemoteBuild | null }
  | { state: 'failed'; attempt: number; message: string };

type RemoteRoutesModule = { routes: RouteObject[]; build: RemoteBuild | null };

export const remoteStatusStore = createStore<Record<string, RemoteStatus>>(() => ({}));

export function useRemoteStatus(name: string): RemoteStatus {
  return useStore(remoteStatusStore, (statuses) => statuses[name] ?? { state: 'idle' });
}

/** Module Federation container name of a remote package: remote-words -> remote_words. */
export const federationName = (remote: string) => remote.replace(/-/g, '_');

const inFlight = new Map<string, Promise<RouteObject[]>>();
const known = new Map<string, RegistryRemote>();

export function registerRegistryRemotes(remotes: readonly RegistryRemote[]): void {
  registerPlugins([
    {
      name: 'portal-load-timeouts',
      createScript: () => ({ timeout: CHUNK_LOAD_TIMEOUT_MS }),
      fetch: (url: string, init: RequestInit) => fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(CHUNK_LOAD_TIMEOUT_MS) }),
    },
  ]);
  for (const remote of remotes) known.set(remote.name, remote);
  registerRemotes(remotes.map(toFederationRemote));
}

function toFederationRemote(remote: RegistryRemote) {
  return { name: federationName(remote.name), entry: new URL(remote.entry, window.location.origin).href };
}

/** Loads the remote's `./routes` module once; concurrent callers share the same attempt. */
export function loadRemoteRoutes(name: string): Promise<RouteObject[]> {
  const status = remoteStatusStore.getState()[name];
  if (status?.state === 'loaded') return Promise.resolve(status.routes);
  const pending = inFlight.get(name);
  if (pending) return pending;

  const attempt = status && 'attempt' in status ? status.attempt + 1 : 1;
  setStatus(name, { state: 'loading', attempt });
  const loading = importRoutes(name, attempt)
    .then(({ routes, build }) => {
      setStatus(name, { state: 'loaded', routes, build });
      return routes;
    })
    .catch((error: unknown) => {
      console.error(`remote ${name} could not be loaded (attempt ${attempt})`, error);
      setStatus(name, { state: 'failed', attempt, message: error instanceof Error ? error.message : String(error) });
      throw error;
    })
    .finally(() => inFlight.delete(name));
  inFlight.set(name, loading);
  return loading;
}

async function importRoutes(name: string, attempt: number): Promise<RemoteRoutesModule> {
  const remote = known.get(name);
  if (!remote) throw new Error(`${name} is not in the registry`);
  // After a failure the runtime may still hold the broken entry or manifest: register it again.
  if (attempt > 1) registerRemotes([toFederationRemote(remote)], { force: true });
  const module = await loadRemote<{ routes?: unknown; build?: unknown }>(`${federationName(name)}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes does not export a routes array`);
  return { routes: module.routes as RouteObject[], build: readBuild(module.build) };
}

/** A remote built before it reported its build has none; a malformed one is ignored. */
function readBuild(value: unknown): RemoteBuild | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, version } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof version === 'string' ? { name, version } : null;
}

const failedContainers = new Set<string>();

/**
 * Loads a module another remote exposes ("remote_exercises/engine"), for remotes through
 * shared-ui's useExposedModule. After a failure the container is registered afresh, so the
 * next try fetches its entry again instead of reusing the broken one.
 */
export async function loadExposedModule(id: string): Promise<unknown> {
  const container = id.split('/')[0] ?? '';
  const remote = [...known.values()].find((candidate) => federationName(candidate.name) === container);
  if (!remote) throw new Error(`${container} is not in the registry`);
  if (failedContainers.has(container)) registerRemotes([toFederationRemote(remote)], { force: true });
  try {
    const module = await loadRemote(id);
    if (!module) throw new Error(`${id} is not exposed`);
    failedContainers.delete(container);
    return module;
  } catch (error) {
    failedContainers.add(container);
    throw error;
  }
}

function setStatus(name: string, status: RemoteStatus) {
  remoteStatusStore.setState({ [name]: status });
}

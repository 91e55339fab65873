import { queryOptions, useQuery } from '@tanstack/react-query';

/** Loads a module another remote exposes, e.g. 'remote_exercises/engine' (the host's Module Federation runtime). */
export type ExposedModuleLoader = (id: string) => Promise<unknown>;

let loader: ExposedModuleLoader | null = null;

/**
 * The host registers how exposed modules are loaded (its remote loader, with the registry's
 * versions, timeouts and a fresh try after a failure). Remotes never touch the federation runtime.
 */
export function registerExposedModuleLoader(load: ExposedModuleLoader): void {
  loader = load;
}

/** Loads `id` ("<container>/<exposed path>"); rejects when no host registered a loader. */
export function loadExposedModule<T>(id: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`no module loader registered (loading ${id} outside the portal?)`));
  return loader(id) as Promise<T>;
}

/**
 * A module of another remote as server state: loading, error with Retry and data through
 * QueryState like any call; loaded once per page load. The type comes from a type-only import
 * of the exposing package, e.g.
 *   import type * as Engine from 'remote-exercises/engine';
 *   const engine = useExposedModule<typeof Engine>('remote_exercises/engine');
 */
export function useExposedModule<T>(id: string) {
  return useQuery(exposedModuleQuery<T>(id));
}

export const exposedModuleQuery = <T>(id: string) =>
  queryOptions({ queryKey: ['exposed-module', id], queryFn: () => loadExposedModule<T>(id), staleTime: Infinity, gcTime: Infinity });

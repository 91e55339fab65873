// window.__portal: what this page loaded, for operations staff and the e2e tests (which
// registry, from where, each remote's state) and a probe of the shared singletons.
import type { LoadedRegistry } from './registry-client';
import { loadExposedModule, remoteStatusStore } from './remote-loader';

export type PortalDiagnostics = {
  registry: LoadedRegistry['registry'];
  registrySource: LoadedRegistry['source'];
  remoteStates: () => Record<string, string>;
  /** The host's own instances of the shared modules (compare with a remote's ./shared-probe). */
  sharedModules: () => Promise<Record<string, unknown>>;
  /** Any exposed module of a registered remote, e.g. `remote_words/shared-probe`. */
  loadRemoteModule: (id: string) => Promise<unknown>;
};

declare global {
  interface Window {
    __portal?: PortalDiagnostics;
  }
}

export function exposeDiagnostics(loaded: LoadedRegistry): void {
  window.__portal = {
    registry: loaded.registry,
    registrySource: loaded.source,
    remoteStates: () => Object.fromEntries(Object.entries(remoteStatusStore.getState()).map(([name, status]) => [name, status.state])),
    sharedModules: () => import('shared-speech/probe').then((probe) => probe.sharedModules),
    loadRemoteModule: loadExposedModule,
  };
}

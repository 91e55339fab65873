// What host-shell puts on window.__portal (host-shell/src/app/remotes/diagnostics.ts), as the
// tests use it inside page.evaluate.
export {};

declare global {
  interface Window {
    __portal?: {
      registry: { remotes: { name: string; version: string; entry: string; prefixes: string[]; override: boolean }[] };
      registrySource: 'network' | 'last-seen' | 'none';
      remoteStates: () => Record<string, string>;
      sharedModules: () => Promise<Record<string, unknown>>;
      loadRemoteModule: (id: string) => Promise<unknown>;
    };
  }
}

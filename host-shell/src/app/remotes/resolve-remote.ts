import type { RegistryRemote } from './registry-client';

/** True when `pathname` is `prefix` itself or lies below it (segment by segment, not by characters). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The remote that owns a path: the one with the longest matching route prefix, so that
 * /eiken/biz/... goes to remote-words although remote-exams owns /eiken (DESIGN.md).
 */
export function resolveRemote(remotes: readonly RegistryRemote[], pathname: string): RegistryRemote | null {
  let best: { remote: RegistryRemote; length: number } | null = null;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (isUnderPrefix(pathname, prefix) && (!best || prefix.length > best.length)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote ?? null;
}

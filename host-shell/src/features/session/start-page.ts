import type { SessionFlags } from 'shared-api';

/** Where a signed-in student starts: bookList for college students, home for everyone else. */
export function startPageFor(flags: Pick<SessionFlags, 'college'>): string {
  return flags.college ? '/bookList' : '/home';
}

/** Pages reachable without a login token. */
export const PUBLIC_PATHS: readonly string[] = ['/login'];

/**
 * Where the guard sends the student instead of `pathname`, or null to stay: no token means login
 * (every page but login needs one); a signed-in student visiting login, or the startup page /,
 * goes to the start page.
 */
export function guardRedirect(pathname: string, token: string | null, flags: Pick<SessionFlags, 'college'>): string | null {
  const isPublic = PUBLIC_PATHS.includes(pathname);
  if (!token) return isPublic ? null : '/login';
  if (isPublic || pathname === '/') return startPageFor(flags);
  return null;
}

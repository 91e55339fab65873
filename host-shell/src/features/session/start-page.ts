import type { SessionFlags } from 'shared-api';

/** Where a signed-in student starts: bookList for college students, home for everyone else. */
export function startPageFor(flags: Pick<SessionFlags, 'college'>): string {
  return flags.college ? '/bookList' : '/home';
}

/**
 * Pages reachable without a login token: login, and the teachers' writing-correction page
 * (remote-aistudy's /ai-writing/teacher), where a teacher signs in on the page itself, since the
 * portal's own login is for students only.
 */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/ai-writing/teacher'];

/**
 * Where the guard sends the student instead of `pathname`, or null to stay: no token means login
 * (every page but the public ones needs one); a signed-in student visiting login, or the startup page /,
 * goes to the start page. Login waits while the student's info is loading (`userKnown` false: a
 * sign-in in progress): the start page depends on it, and sending the student on before it arrived
 * made the login page send them again afterwards, undoing whatever they had clicked in between.
 */
export function guardRedirect(pathname: string, token: string | null, flags: Pick<SessionFlags, 'college'>, userKnown = true): string | null {
  const isPublic = PUBLIC_PATHS.includes(pathname);
  if (!token) return isPublic ? null : '/login';
  if (pathname === '/login' && !userKnown) return null;
  if (pathname === '/login' || pathname === '/') return startPageFor(flags);
  return null;
}

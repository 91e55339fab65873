// The one TanStack Query client of the portal. shared-api is a Module Federation singleton, so
// the host and every remote read and write the same cache; the host provides it at the root
// (QueryClientProvider) and remotes' hooks find it through the shared React context.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error';
import { sessionStore } from '../../lib/session/session-store';

/**
 * How long fetched data counts as fresh: moving back and forth between pages within this time
 * shows the cached answer without a request (the dashboard badges were refreshed at most this often).
 */
export const QUERY_STALE_MS = 30_000;

/** How long data nobody shows is kept before it is dropped from memory. */
export const QUERY_GC_MS = 5 * 60_000;

/**
 * - No automatic retries: the client's error policy already asks the student (the network
 *   dialog's Retry repeats the call inside the same request), and a 4xx will not change.
 * - No refetch on window focus: a student switching to the dictionary app and back should not
 *   see every list reload; pages that need fresh data invalidate it after the change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
        // A call cancelled by sign-out is not an error to show.
        throwOnError: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** True for the rejection of a call that was cancelled (sign-out, a newer request): nothing to show. */
export const isCancelled = (error: unknown): boolean => isApiError(error) && error.cancelled;

// Cached answers belong to the student who asked: a sign-out or another student's sign-in drops them all.
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token || state.studentId !== previous.studentId) queryClient.clear();
});

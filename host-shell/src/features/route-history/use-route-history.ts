import { useEffect } from 'react';
import { useLocation, useMatches } from 'shared-ui/router';
import type { RouteHandle } from 'shared-ui';
import { recordRouteName } from './route-history-store';

/** Records the deepest named route of every navigation (mounted once in the shell layout). */
export function useRouteHistoryTracking(): void {
  const matches = useMatches();
  const location = useLocation();
  const name = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.name).find(Boolean);
  useEffect(() => {
    if (name) recordRouteName(name);
  }, [name, location.key]);
}

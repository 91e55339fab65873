import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSession } from 'shared-api';
import { useLocation } from 'shared-ui/router';
import { dashboardQuery } from '../api/get-dashboard';

/**
 * Keeps the card state and badges current while the student moves around: after each navigation
 * and when the window regains focus, the dashboard is asked for again once its answer is older
 * than 30 s (a fresh answer is reused, and calls in flight are shared).
 */
export function useDashboardRefresh(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (getSession().token) void queryClient.prefetchQuery(dashboardQuery());
  }, [pathname, queryClient]);
  useEffect(() => {
    const onFocus = () => {
      if (getSession().token) void queryClient.prefetchQuery(dashboardQuery());
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient]);
}

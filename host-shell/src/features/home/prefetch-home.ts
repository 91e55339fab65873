import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '../dashboard/api/get-dashboard';
import { pointsOverviewQuery } from '../points/api/get-points-overview';
import { bannersQuery, type Banner } from './api/get-banners';
import { homeModulesQuery } from './api/get-home-modules';

/**
 * Starts the home page's calls while the shell is still starting (user info, service check,
 * config), instead of after the first render: on a slow phone connection that is one round trip
 * and a render earlier. The first banner, the page's largest picture, is asked for as soon as its
 * address is known, at high priority. Errors stay in the queries; the page shows them.
 */
export function prefetchHome(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(homeModulesQuery());
  void queryClient.prefetchQuery(dashboardQuery());
  void queryClient.prefetchQuery(pointsOverviewQuery());
  void queryClient.fetchQuery(bannersQuery()).then(({ list }) => preloadImage(list[0]), () => undefined);
}

function preloadImage(banner: Banner | undefined): void {
  if (!banner?.image_url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = banner.image_url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

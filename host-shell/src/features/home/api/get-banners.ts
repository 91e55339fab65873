import { queryOptions, useQuery } from '@tanstack/react-query';
import { appInfoApi, type Banner } from 'shared-api';

export type { Banner };

const PATH = '/homepage/banner-list';

/**
 * Banners are extras: without a connection the home page shows none rather than adding its own
 * toast and dialog. The typed call stays in shared-api's app-info, which shared-speech also uses.
 */
export const getBanners = (signal?: AbortSignal) => appInfoApi.fetchBannerList({ signal, quietNetworkError: true });

export const bannersQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getBanners(signal) });

export const useBanners = () => useQuery(bannersQuery());

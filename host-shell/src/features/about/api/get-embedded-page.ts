import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEmbeddedPage } from '../embedded-html';

/** A legal page's HTML (fetched from where the protocols say, not from the API), paths rewritten. */
export const embeddedPageQuery = (url: string) => queryOptions({ queryKey: ['embedded-page', url], queryFn: ({ signal }) => fetchEmbeddedPage(url, signal) });

/** Nothing is asked while `url` is empty (the page has no address). */
export const useEmbeddedPage = (url: string) => useQuery({ ...embeddedPageQuery(url), enabled: url !== '' });

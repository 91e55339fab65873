import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { Shelf } from '../model/ebook-types';

export const SHELF_PATH = '/ebook/shelf';

export const getShelf = (signal?: AbortSignal) => apiGet<Shelf>(SHELF_PATH, {}, { signal });

export const shelfQuery = () => queryOptions({ queryKey: [SHELF_PATH], queryFn: ({ signal }) => getShelf(signal) });

/** The student's bookshelf (newest first) with its limit. */
export const useShelf = () => useQuery(shelfQuery());

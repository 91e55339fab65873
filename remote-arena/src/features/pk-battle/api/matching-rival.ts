import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** In the queue; a rival found (or the student's open battle, of any type, to resume); no recorded battle for a ghost. */
export type MatchingAnswer = ApiData<'/v3/arena/matching-rival', 'get'>;

export const MATCHING_RIVAL_PATH = '/arena/matching-rival';

/**
 * Joins the queue of a type and level (or stays in it), or returns the battle the student is in.
 * `ghost`: take a recorded battle instead of waiting longer (allowed after ghost_after_seconds).
 */
export const getMatchingRival = (typeId: number, level: number, options: { ghost?: boolean; signal?: AbortSignal } = {}) =>
  apiGet<MatchingAnswer>(MATCHING_RIVAL_PATH, { type_id: typeId, level, ghost: options.ghost ? 1 : undefined }, { signal: options.signal, silentBadRequest: options.ghost });

/**
 * The queue's answer, read again on every live 'matched' and 'ready' (and while the socket is
 * down); never from the cache: an old answer would show a battle that is over.
 */
export const matchingRivalQuery = (typeId: number, level: number) =>
  queryOptions({ queryKey: [MATCHING_RIVAL_PATH, typeId, level], queryFn: ({ signal }) => getMatchingRival(typeId, level, { signal }), gcTime: 0, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false });

import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordCards = ApiData<'/v3/eiken-training/get-word-list', 'get'>;
export type WordCard = WordCards['words'][number];

const PATH = '/eiken-training/get-word-list';

export const getWordCards = (unitId: number, signal?: AbortSignal) => apiGet<WordCards>(PATH, { class_id: unitId }, { signal });

/** A unit's study cards (word, IPA, meaning, audio, example with translation) and the check after them. */
export const useWordCards = (unitId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, unitId], queryFn: unitId ? ({ signal }) => getWordCards(unitId, signal) : skipToken }));

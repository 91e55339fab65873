import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ChallengeResultData = ApiData<'/v3/phonogram/challenge-result', 'get'>;
export type ResultItem = ChallengeResultData['items'][number];

export const CHALLENGE_RESULT_PATH = '/phonogram/challenge-result';

export const getChallengeResult = (challengeId: number, signal?: AbortSignal) => apiGet<ChallengeResultData>(CHALLENGE_RESULT_PATH, { challenge_id: challengeId }, { signal });

/** A finished challenge's score, marks and the sounds to work on. */
export const useChallengeResult = (challengeId: number | null) =>
  useQuery({ queryKey: [CHALLENGE_RESULT_PATH, challengeId], queryFn: ({ signal }) => getChallengeResult(challengeId!, signal), enabled: challengeId !== null });

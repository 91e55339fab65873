import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { WordReading } from '../model/word-reading';

export type ChallengeResult = ApiData<'/v3/phonogram/submit-challenge', 'post'>;
export type ChallengeAnswer = WordReading & { position: number };

/** Sends every answer of a challenge at once (a second send changes nothing); an unanswered word is wrong. */
export const submitChallenge = (challengeId: number, answers: ChallengeAnswer[]) => apiPost<ChallengeResult>('/phonogram/submit-challenge', { challenge_id: challengeId, answers });

import type { EduCard } from './api/get-dashboard';

export type EduCardStatus = 'active' | 'inactive' | 'expired';

/** What the card allows: expired (logout only), inactive (activation or logout), or active; null without a card. */
export function eduCardStatus(card: Pick<EduCard, 'active_status' | 'is_expired'> | null): EduCardStatus | null {
  if (!card) return null;
  if (Number(card.is_expired) === 1) return 'expired';
  if (Number(card.active_status) === 0) return 'inactive';
  return 'active';
}

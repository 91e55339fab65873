import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiPost } from 'shared-api';
import { setEduCard } from '../../dashboard/api/get-dashboard';

const PATH = '/edu-card/activate';

/** Activates a card by its number; the answer carries the card as it is now. */
export const activateCard = (cardId: string) => apiPost<ApiData<'/v3/edu-card/activate', 'post'>>(PATH, { card_id: cardId });

/** Activation: the cached card becomes the one the server answered with, so the dialog closes at once. */
export function useActivateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCard,
    onSuccess: (result) => setEduCard(queryClient, result.cur_card),
  });
}

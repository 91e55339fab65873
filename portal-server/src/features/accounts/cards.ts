import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { eduCards } from '../../db/tables/accounts';
import { ApiError, badRequest, notFound } from '../../http/reply';
import { isoTime } from '../../http/schemas';

/** The card the dialogs look at (spec part 1, section 4): active_status 0 blocks, is_expired 1 ends. */
export type CardState = {
  card_id: string;
  active_status: 0 | 1;
  is_expired: 0 | 1;
  expires_at: string;
  activated_at: string | null;
};

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** CardState as the account and dashboard routes declare it in their responses. */
export const cardState = z
  .object({
    card_id: z.string(),
    active_status: flag01.describe('0: 未有効化（有効化ダイアログ）、1: 有効'),
    is_expired: flag01.describe('1: 期限切れ（期限切れダイアログ、ログアウトのみ）'),
    expires_at: isoTime,
    activated_at: isoTime.nullable(),
  })
  .meta({ id: 'CardState' });

type CardRow = typeof eduCards.$inferSelect;

export function toCardState(card: CardRow, now = new Date()): CardState {
  return {
    card_id: card.cardId,
    active_status: card.activeStatus === 1 ? 1 : 0,
    is_expired: card.expiresAt.getTime() <= now.getTime() ? 1 : 0,
    expires_at: card.expiresAt.toISOString(),
    activated_at: card.activatedAt?.toISOString() ?? null,
  };
}

/** Every card given to the user (a handful at most), for currentCardOf. */
export function cardsOfUser(db: Database | Transaction, userId: number): Promise<CardRow[]> {
  return db.select().from(eduCards).where(eq(eduCards.userId, userId));
}

/**
 * Which of two cards comes first: unexpired before expired, then active before inactive, then the
 * one that lasts longer. Negative when `a` does.
 */
function compareCards(a: CardRow, b: CardRow, now: Date): number {
  const expired = (card: CardRow) => (card.expiresAt.getTime() > now.getTime() ? 0 : 1);
  return expired(a) - expired(b) || b.activeStatus - a.activeStatus || b.expiresAt.getTime() - a.expiresAt.getTime();
}

/**
 * The student's current card among theirs: an active unexpired one if any (the longest-lasting),
 * else an inactive unexpired one (activation dialog), else the most recently expired one (expiry
 * dialog). Null when the student has no card at all. Chosen here rather than in SQL because the
 * choice moves with the clock while the rows (cached per user by the dashboard) do not.
 */
export function currentCardOf(cards: readonly CardRow[], now = new Date()): CardState | null {
  const best = cards.reduce<CardRow | undefined>((chosen, card) => (!chosen || compareCards(card, chosen, now) < 0 ? card : chosen), undefined);
  return best ? toCardState(best, now) : null;
}

export async function currentCard(db: Database | Transaction, userId: number): Promise<CardState | null> {
  return currentCardOf(await cardsOfUser(db, userId));
}

/** Card numbers are printed in capitals; accept full-width characters, spaces and lower case as typed. */
export const normaliseCardNumber = (input: string) => input.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

export const CARD_MESSAGES = {
  unknown: 'カード番号が見つかりません。番号を確かめてもう一度入力してください。',
  expired: 'このカードは有効期限が切れています。先生に連絡してください。',
} as const;

/**
 * Activates a card for the student: their own inactive card, or an unassigned card whose
 * number they hold. Activating an already active card of theirs changes nothing.
 */
export async function activateCard(tx: Transaction, userId: number, cardNumber: string): Promise<{ card: CardState; alreadyActive: boolean }> {
  const [card] = await tx.select().from(eduCards).where(eq(eduCards.cardId, normaliseCardNumber(cardNumber))).limit(1).for('update');
  // Someone else's card looks exactly like a card that does not exist: nothing leaks.
  if (!card || (card.userId !== null && card.userId !== userId)) throw notFound(CARD_MESSAGES.unknown);
  const now = new Date();
  if (card.expiresAt.getTime() <= now.getTime()) throw badRequest(CARD_MESSAGES.expired);
  if (card.activeStatus === 1 && card.userId === userId) return { card: toCardState(card, now), alreadyActive: true };
  const [updated] = await tx
    .update(eduCards)
    .set({ userId, activeStatus: 1, activatedAt: now })
    .where(eq(eduCards.id, card.id))
    .returning();
  if (!updated) throw new ApiError(409, CARD_MESSAGES.unknown);
  return { card: toCardState(updated, now), alreadyActive: false };
}

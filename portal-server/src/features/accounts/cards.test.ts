import { describe, expect, it } from 'vitest';
import { currentCardOf } from './cards';

const now = new Date('2026-06-01T00:00:00Z');
const day = 24 * 60 * 60 * 1000;
let nextId = 1;
const card = (cardId: string, activeStatus: 0 | 1, expiresInDays: number) => ({
  id: nextId++,
  cardId,
  userId: 1,
  activeStatus,
  expiresAt: new Date(now.getTime() + expiresInDays * day),
  activatedAt: activeStatus ? now : null,
});

describe('currentCardOf', () => {
  it('takes the longest-lasting active unexpired card, whatever the order of the rows', () => {
    const cards = [card('INACTIVE', 0, 400), card('SHORT', 1, 30), card('LONG', 1, 300), card('EXPIRED', 1, -5)];
    expect(currentCardOf(cards, now)?.card_id).toBe('LONG');
    expect(currentCardOf([...cards].reverse(), now)?.card_id).toBe('LONG');
  });

  it('takes an inactive unexpired card over expired ones (the activation dialog)', () => {
    expect(currentCardOf([card('OLD', 1, -30), card('NEW', 0, 200), card('OLDER', 1, -90)], now)).toMatchObject({ card_id: 'NEW', active_status: 0, is_expired: 0 });
  });

  it('takes the most recently expired card when every card has expired (the expiry dialog), and null without cards', () => {
    expect(currentCardOf([card('OLDER', 1, -90), card('RECENT', 1, -1), card('OLD', 1, -30)], now)).toMatchObject({ card_id: 'RECENT', is_expired: 1 });
    expect(currentCardOf([], now)).toBeNull();
  });
});

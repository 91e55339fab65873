import { describe, expect, it } from 'vitest';
import { levelForRating, ratePair, rateAgainst, START } from './ratings';

const bands = [
  { level: 1, rating_min: 0 },
  { level: 2, rating_min: 1450 },
  { level: 3, rating_min: 1600 },
];

describe('arena ratings (Glicko-2)', () => {
  it('moves the winner up and the loser down by the same amount between equal new players', () => {
    const [winner, loser] = ratePair(START, START, 'win');
    expect(winner.rating).toBeGreaterThan(START.rating + 100);
    expect(loser.rating).toBeLessThan(START.rating - 100);
    expect(winner.rating - START.rating).toBeCloseTo(START.rating - loser.rating, 6);
    expect(winner.deviation).toBeLessThan(START.deviation);
  });

  it('leaves equal players level on a draw and shrinks their deviation', () => {
    const [a, b] = ratePair(START, START, 'draw');
    expect(a.rating).toBeCloseTo(START.rating, 6);
    expect(b.rating).toBeCloseTo(START.rating, 6);
    expect(a.deviation).toBeLessThan(START.deviation);
  });

  it('gives more for beating a stronger settled player than a weaker one', () => {
    const strong = { rating: 1800, deviation: 60, volatility: 0.06 };
    const weak = { rating: 1300, deviation: 60, volatility: 0.06 };
    const me = { rating: 1550, deviation: 80, volatility: 0.06 };
    const upset = rateAgainst(me, strong, 'win').rating - me.rating;
    const expected = rateAgainst(me, weak, 'win').rating - me.rating;
    expect(upset).toBeGreaterThan(expected * 2);
    expect(rateAgainst(me, weak, 'lose').rating).toBeLessThan(me.rating - 20);
  });

  it('moves a settled rating less than a new one', () => {
    const settled = { rating: 1500, deviation: 50, volatility: 0.06 };
    expect(rateAgainst(settled, START, 'win').rating - 1500).toBeLessThan(rateAgainst(START, START, 'win').rating - 1500);
  });

  it('recommends the highest level whose minimum the rating reaches', () => {
    expect(levelForRating(1200, bands)).toBe(1);
    expect(levelForRating(1450, bands)).toBe(2);
    expect(levelForRating(1599.9, bands)).toBe(2);
    expect(levelForRating(2400, bands)).toBe(3);
  });
});

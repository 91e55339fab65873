// Ratings: Glicko-2 (the glicko2 package) per student and battle type, and the level a rating
// recommends. One battle is one rating period: a rating moves after every battle, by more while
// its deviation is large (a new student's first battles) and by less once it has settled.
import { Glicko2 } from 'glicko2';
import { START_RATING, type BattleOutcome } from 'shared-contract';

export const START_DEVIATION = 350;
export const START_VOLATILITY = 0.06;
/** The system constant: how fast volatility may change (Glickman suggests 0.3-1.2). */
const TAU = 0.5;

export type Rating = { rating: number; deviation: number; volatility: number };
export const START: Rating = { rating: START_RATING, deviation: START_DEVIATION, volatility: START_VOLATILITY };

const OUTCOME_SCORE: Record<BattleOutcome, number> = { win: 1, draw: 0.5, lose: 0 };

/** Both ratings after one battle; `outcome` is the first player's. */
export function ratePair(first: Rating, second: Rating, outcome: BattleOutcome): [Rating, Rating] {
  const system = new Glicko2({ tau: TAU, rating: START_RATING, rd: START_DEVIATION, vol: START_VOLATILITY });
  const a = system.makePlayer(first.rating, first.deviation, first.volatility);
  const b = system.makePlayer(second.rating, second.deviation, second.volatility);
  system.updateRatings([[a, b, OUTCOME_SCORE[outcome]]]);
  const read = (player: typeof a): Rating => ({ rating: player.getRating(), deviation: player.getRd(), volatility: player.getVol() });
  return [read(a), read(b)];
}

/** One student's rating after a battle against an opponent whose rating does not move (a ghost). */
export function rateAgainst(mine: Rating, opponent: Rating, outcome: BattleOutcome): Rating {
  return ratePair(mine, opponent, outcome)[0];
}

export type LevelBand = { level: number; rating_min: number };

/** The level a rating recommends: the highest whose rating_min it reaches. */
export function levelForRating(rating: number, bands: readonly LevelBand[]): number {
  let level = bands[0]?.level ?? 1;
  for (const band of bands) if (rating >= band.rating_min) level = band.level;
  return level;
}

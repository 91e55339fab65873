// Types of the glicko2 package (mmai/glicko2js, MIT), which ships none: the part the arena uses.
declare module 'glicko2' {
  export class Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings: { tau: number; rating: number; rd: number; vol: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Each match: [player, opponent, outcome for player: 1 win, 0.5 draw, 0 loss]. */
    updateRatings(matches: [Player, Player, number][]): void;
  }
}

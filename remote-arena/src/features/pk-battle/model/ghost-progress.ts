import type { ArenaProgress } from 'shared-contract';
import type { GhostMoment } from '../../battle-player/model/battle-view';

/**
 * A ghost's standing `elapsedMs` after the battle started, replayed from its recorded timeline:
 * every answer recorded up to then counts; the score is the total after the latest one.
 */
export function ghostProgressAt(timeline: readonly GhostMoment[], elapsedMs: number): ArenaProgress {
  const given = timeline.filter((moment) => moment.at_ms <= elapsedMs).sort((a, b) => a.at_ms - b.at_ms);
  return {
    answered: given.length,
    correct: given.filter((moment) => moment.right).length,
    score: given.at(-1)?.score ?? 0,
  };
}

// The arena's routes (spec part 3, "Arena"): their paths, their names (`handle.name`; arenaIndex is
// the spec's named tab) and the links to them with their query parameters. Below every feature,
// so any screen can link to any other without importing its feature.
import { withQuery } from 'shared-ui/router';

export const ARENA_PATHS = {
  root: '/arena',
  index: '/arena/index',
  type: '/arena/type',
  pkWait: '/arena/pkwait',
  pkResult: '/arena/pkresult',
  grammar: '/arena/grammar',
  about: '/arena/about',
  wrongQuestions: '/arena/wrongQuestions',
  wrongResult: '/arena/wrongResult',
} as const;

export const ARENA_ROUTE_NAMES = {
  index: 'arenaIndex',
  type: 'arenaType',
  pkWait: 'arenaPkWait',
  pkResult: 'arenaPkResult',
  grammar: 'arenaGrammar',
  about: 'arenaAbout',
  wrongQuestions: 'arenaWrongQuestions',
  wrongResult: 'arenaWrongResult',
} as const;

/** A battle type's page; `level` preselects a level other than the recommended one (back from the queue). */
export const typeHref = (typeId: number, level?: number) => withQuery(ARENA_PATHS.type, { type_id: typeId, level });
/** The queue (and then the battle) of a type at a level. */
export const pkWaitHref = (typeId: number, level: number) => withQuery(ARENA_PATHS.pkWait, { type_id: typeId, level });
export const pkResultHref = (battleId: number) => withQuery(ARENA_PATHS.pkResult, { battle_id: battleId });
export const grammarHref = (level?: number) => withQuery(ARENA_PATHS.grammar, { level });
/** Wrong questions to review, of one battle type or of all. */
export const wrongQuestionsHref = (typeId?: number) => withQuery(ARENA_PATHS.wrongQuestions, { type_id: typeId });
export const wrongResultHref = (guid: string) => withQuery(ARENA_PATHS.wrongResult, { guid });

// The shapes of a battle as the arena calls return them, from the API's generated types (the
// server's response schemas): a battle as matching-rival and grammar-paper give it, and a
// decided one's questions as battle-result and submit-grammar-score give them.
import type { ApiData } from 'shared-contract';

export type BattleView = Extract<ApiData<'/v3/arena/matching-rival', 'get'>, { status: 'matched' }>['battle'];

/** A question as the battle screen gets it (never its key); the answer is an option's `index`. */
export type BattleQuestion = BattleView['contest_paper']['questions'][number];

export type BattleOption = BattleQuestion['options'][number];

/** vocabulary, grammar, listening, sentence-completion. */
export type QuestionKind = BattleQuestion['kind'];

/** One side of a battle; a ghost is a recorded battle of another student replayed. */
export type Contestant = Pick<BattleView['me'], 'student_id' | 'nickname' | 'avatar' | 'level' | 'rating' | 'is_ghost'>;

/** When a question is open for the student, by the server's clock. */
export type QuestionWindow = NonNullable<BattleView['current']>;

/** Ghost mode: the recorded rival answered `index` at at_ms after starts_at (score = its total after it). */
export type GhostMoment = NonNullable<BattleView['ghost_timeline']>[number];

/** A question of a decided battle or grammar run, with both answers and the explanation. */
export type ReviewedQuestion = ApiData<'/v3/arena/battle-result', 'get'>['questions'][number];

// The shapes of a battle as the arena calls return it (/tmp contract "Shapes"; not generated yet:
// the server's response schemas for these calls are being written beside this front end).
import type { ArenaProgress } from 'shared-contract';

export type QuestionKind = 'vocabulary' | 'grammar' | 'listening' | 'sentence-completion';

/** One option of a question; the answer is its `index`. */
export type BattleOption = { index: number; content: string };

/** A question as the battle screen gets it (never its key). */
export type BattleQuestion = {
  index: number;
  question_id: string;
  kind: QuestionKind;
  /** vocabulary: the English word. */
  word?: string;
  /** grammar and sentence-completion: the English sentence with ___; listening: the English question. */
  text?: string;
  /** sentence-completion (always), grammar (levels 1-2): the Japanese meaning. */
  text_jp?: string;
  /** listening: the MP3, played once by itself, then on demand. */
  audio_url?: string;
  /** Four options in the order to show. */
  options: BattleOption[];
};

/** One side of a battle; a ghost is a recorded battle of another student replayed. */
export type Contestant = {
  student_id: number | null;
  nickname: string;
  /** URL, may be ''. */
  avatar: string;
  level: number;
  rating: number;
  is_ghost: boolean;
};

/** When a question is open for the student, by the server's clock. */
export type QuestionWindow = { index: number; opens_at: string; closes_at: string };

export type GivenAnswer = { index: number; choice: number | null; right: boolean; points: number };

export type GhostMoment = { index: number; at_ms: number; right: boolean; score: number };

export type BattleView = {
  battle_id: number;
  mode: 'live' | 'ghost' | 'grammar';
  status: 'active' | 'finished';
  type_id: number;
  type_code: string;
  type_name: string;
  level: number;
  question_count: number;
  seconds_per_question: number;
  /** Question 0 opens then. */
  starts_at: string;
  /** The server's clock when it answered: offset = server_time - Date.now() at receipt. */
  server_time: string;
  me: Contestant & { progress: ArenaProgress; finished: boolean; answers: GivenAnswer[] };
  /** null in grammar mode. */
  rival: (Contestant & { progress: ArenaProgress; finished: boolean; away: boolean }) | null;
  /** Ghost mode: the rival's answers at at_ms after starts_at (score = its total after that answer). */
  ghost_timeline: GhostMoment[] | null;
  contest_paper: { questions: BattleQuestion[] };
  /** The question the student is on, per the server; null when all are done. */
  current: QuestionWindow | null;
};

/** A question of a decided battle or grammar run, with both answers and the explanation. */
export type ReviewedQuestion = {
  index: number;
  question_id: string;
  kind: QuestionKind;
  prompt: string;
  right_answer: string;
  /** The option chosen, as text; null when time ran out. */
  my_choice: string | null;
  my_right: boolean;
  my_points: number;
  /** null without a rival (grammar mode). */
  rival_right: boolean | null;
  explanation: string;
};

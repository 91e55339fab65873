// The state of one practice run (one attempt, one guid): which item shows, what was answered,
// the toggles. A vanilla zustand store per run, so two players on one page never share state.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GradedAnswer, StoredAnswer, ToggleState } from '../model/question-type';
import type { ExerciseItem } from '../model/resource';
import { canGoNext, type ModeRules } from '../modes/mode-rules';
import { clampPercent, percentFromPoints } from '../scoring/scoring';

export type ItemRunState = {
  practised: boolean;
  submitted: { answer: unknown; graded: GradedAnswer } | null;
  skipped: boolean;
  /** Kept locally after each attempt (spec part 2, section 9). */
  learnCount: number;
  bestScore: number;
};

export type RunPhase = 'running' | 'completed';

export type RunState = {
  items: ExerciseItem[];
  index: number;
  states: Record<string, ItemRunState>;
  toggles: ToggleState;
  phase: RunPhase;
};

export type RunActions = {
  goTo: (index: number) => boolean;
  next: () => boolean;
  previous: () => boolean;
  recordAnswer: (questionId: string, answer: unknown, graded: GradedAnswer) => void;
  recordSkip: (questionId: string) => void;
  setToggle: <K extends keyof ToggleState>(key: K, value: ToggleState[K]) => void;
  complete: () => void;
};

export type RunStore = StoreApi<RunState & RunActions>;

export const PLAY_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5] as const;

export const DEFAULT_TOGGLES: ToggleState = {
  language: 'ja',
  subtitle: false,
  translation: false,
  sampleAnswer: false,
  answerTips: false,
  hint: false,
  speed: 1,
};

const freshState = (): ItemRunState => ({ practised: false, submitted: null, skipped: false, learnCount: 0, bestScore: 0 });

/**
 * The items a run shows: all of them, or only those listed in question_ids (a comma-separated
 * list, spec part 2 "Resource result record") by question id or by index.
 */
export function selectItems(items: readonly ExerciseItem[], questionIds?: string | null): ExerciseItem[] {
  const wanted = new Set(
    (questionIds ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  );
  const chosen = items.filter((item) => wanted.has(item.question_id) || wanted.has(String(item.index)));
  return chosen.length === 0 ? [...items] : chosen;
}

export type RunOptions = {
  items: ExerciseItem[];
  rules: ModeRules;
  /** Answers already on the server for this attempt (resuming an unfinished run). */
  resumed?: { stored: StoredAnswer; answer: unknown; graded: GradedAnswer | null }[];
  toggles?: Partial<ToggleState>;
};

export function createRunStore({ items, rules, resumed = [], toggles }: RunOptions): RunStore {
  const states: Record<string, ItemRunState> = Object.fromEntries(items.map((item) => [item.question_id, freshState()]));
  for (const { stored, answer, graded } of resumed) {
    if (!states[stored.question_id]) continue;
    const skipped = Number(stored.is_skipped) === 1;
    const percent = clampPercent(stored.percent_score);
    states[stored.question_id] = {
      practised: true,
      skipped,
      submitted: skipped || !graded ? null : { answer, graded },
      learnCount: Math.max(1, Number(stored.learn_count) || 0),
      bestScore: Math.max(percent, clampPercent(stored.best_score)),
    };
  }
  const firstOpen = items.findIndex((item) => !states[item.question_id]?.practised);

  return createStore<RunState & RunActions>((set, get) => {
    const practisedAt = (index: number) => {
      const item = get().items[index];
      return item ? (get().states[item.question_id]?.practised ?? false) : false;
    };
    return {
      items,
      index: firstOpen === -1 ? Math.max(0, items.length - 1) : firstOpen,
      states,
      toggles: { ...DEFAULT_TOGGLES, ...toggles },
      phase: firstOpen === -1 && items.length > 0 ? 'completed' : 'running',

      goTo: (index) => {
        if (!rules.allowListJump || index < 0 || index >= get().items.length) return false;
        set({ index });
        return true;
      },
      next: () => {
        const { index, items: list } = get();
        if (index >= list.length - 1 || !canGoNext(rules, practisedAt(index))) return false;
        set({ index: index + 1 });
        return true;
      },
      previous: () => {
        const { index } = get();
        if (!rules.allowPrevious || index === 0) return false;
        set({ index: index - 1 });
        return true;
      },
      recordAnswer: (questionId, answer, graded) => {
        const before = get().states[questionId] ?? freshState();
        const percent = percentFromPoints(graded.points);
        set({
          states: {
            ...get().states,
            [questionId]: {
              practised: true,
              skipped: false,
              submitted: { answer, graded },
              learnCount: before.learnCount + 1,
              bestScore: Math.max(before.bestScore, percent),
            },
          },
        });
      },
      recordSkip: (questionId) => {
        const before = get().states[questionId] ?? freshState();
        set({ states: { ...get().states, [questionId]: { ...before, practised: true, skipped: true, submitted: null } } });
      },
      setToggle: (key, value) => set({ toggles: { ...get().toggles, [key]: value } }),
      complete: () => set({ phase: 'completed' }),
    };
  });
}

/** True when every item of the run is practised (answered or skipped). */
export function allPractised(state: Pick<RunState, 'items' | 'states'>): boolean {
  return state.items.length > 0 && state.items.every((item) => state.states[item.question_id]?.practised);
}

// What the live channel says about the battle on screen: the rival's standing and presence, and
// whether the server has decided it. One store per pkwait page (created with the page, so a new
// visit never sees an old battle), fed by socket events and by each fresh read of the battle.
import type { ArenaLiveEvent, ArenaProgress } from 'shared-contract';
import { createStore } from 'zustand/vanilla';
import type { BattleView } from '../../battle-player/model/battle-view';

export type RivalPresence = {
  progress: ArenaProgress;
  away: boolean;
  /** This browser's clock when the rival left (the forfeit grace counts from it). */
  awaySince: number | null;
  /** This browser's clock when the rival came back (a short notice). */
  backSince: number | null;
  finished: boolean;
};

export type PkLiveState = {
  battleId: number | null;
  rival: RivalPresence;
  /** The live 'finished' event came: the result can be read. */
  decided: boolean;
  /**
   * The student has answered every question: the battle is not read again through
   * matching-rival (a decided battle is no longer open there, and reading it would queue the
   * student again); its result is awaited instead.
   */
  finishing: boolean;
  markFinishing: () => void;
  /** Takes a battle as read from the server (first read, or again after a reconnect). */
  follow: (battle: BattleView, nowMs: number) => void;
  apply: (event: ArenaLiveEvent, nowMs: number) => void;
};

const NO_PROGRESS: ArenaProgress = { answered: 0, correct: 0, score: 0 };
const quietRival = (): RivalPresence => ({ progress: NO_PROGRESS, away: false, awaySince: null, backSince: null, finished: false });

/** The standing with more answers wins: an event and a read may arrive in either order. */
const later = (a: ArenaProgress, b: ArenaProgress) => (b.answered > a.answered || (b.answered === a.answered && b.score > a.score) ? b : a);

export const createPkLiveStore = () =>
  createStore<PkLiveState>((set, get) => ({
    battleId: null,
    rival: quietRival(),
    decided: false,
    finishing: false,
    markFinishing: () => set({ finishing: true }),
    follow: (battle, nowMs) => {
      const read = battle.rival;
      const same = get().battleId === battle.battle_id;
      const before = same ? get().rival : quietRival();
      set({
        battleId: battle.battle_id,
        decided: same ? get().decided : false,
        finishing: same ? get().finishing : false,
        rival: read
          ? {
              progress: later(before.progress, read.progress),
              away: read.away,
              awaySince: read.away ? (before.awaySince ?? nowMs) : null,
              backSince: before.backSince,
              finished: before.finished || read.finished,
            }
          : before,
      });
    },
    apply: (event, nowMs) => {
      if (!('battle_id' in event) || event.event === 'matched' || event.battle_id !== get().battleId) return;
      const rival = get().rival;
      switch (event.event) {
        case 'rival_progress':
          set({ rival: { ...rival, progress: later(rival.progress, { answered: event.answered, correct: event.correct, score: event.score }) } });
          break;
        case 'rival_finished':
          set({ rival: { ...rival, finished: true } });
          break;
        case 'rival_left':
          set({ rival: { ...rival, away: true, awaySince: rival.awaySince ?? nowMs, backSince: null } });
          break;
        case 'rival_back':
          set({ rival: { ...rival, away: false, awaySince: null, backSince: nowMs } });
          break;
        case 'finished':
          set({ decided: true });
          break;
      }
    },
  }));

export type PkLiveStore = ReturnType<typeof createPkLiveStore>;

import { describe, expect, it } from 'vitest';
import type { BattleView } from '../../battle-player/model/battle-view';
import { createPkLiveStore } from './pk-live-store';

const battle = (id: number, rival: Partial<NonNullable<BattleView['rival']>> = {}) =>
  ({
    battle_id: id,
    rival: { student_id: 9, nickname: 'Ken', avatar: '', level: 2, rating: 1500, is_ghost: false, progress: { answered: 1, correct: 1, score: 15 }, finished: false, away: false, ...rival },
  }) as BattleView;

describe('pk live store', () => {
  it('follows the rival through progress, leaving, coming back and finishing', () => {
    const store = createPkLiveStore();
    store.getState().follow(battle(7), 1000);
    store.getState().apply({ event: 'rival_progress', battle_id: 7, answered: 2, correct: 1, score: 15 }, 2000);
    expect(store.getState().rival.progress).toEqual({ answered: 2, correct: 1, score: 15 });
    store.getState().apply({ event: 'rival_left', battle_id: 7 }, 3000);
    expect(store.getState().rival).toMatchObject({ away: true, awaySince: 3000 });
    store.getState().apply({ event: 'rival_back', battle_id: 7 }, 4000);
    expect(store.getState().rival).toMatchObject({ away: false, awaySince: null, backSince: 4000 });
    store.getState().apply({ event: 'rival_finished', battle_id: 7 }, 5000);
    store.getState().apply({ event: 'finished', battle_id: 7 }, 5000);
    expect(store.getState()).toMatchObject({ decided: true, rival: { finished: true } });
  });

  it('ignores events of another battle, and an older read after a newer event', () => {
    const store = createPkLiveStore();
    store.getState().follow(battle(7), 1000);
    store.getState().apply({ event: 'finished', battle_id: 6 }, 2000);
    expect(store.getState().decided).toBe(false);
    store.getState().apply({ event: 'rival_progress', battle_id: 7, answered: 3, correct: 3, score: 45 }, 2000);
    store.getState().follow(battle(7), 3000);
    expect(store.getState().rival.progress.answered).toBe(3);
  });

  it('starts afresh for a new battle', () => {
    const store = createPkLiveStore();
    store.getState().follow(battle(7, { away: true }), 1000);
    store.getState().apply({ event: 'finished', battle_id: 7 }, 2000);
    store.getState().follow(battle(8), 3000);
    expect(store.getState()).toMatchObject({ battleId: 8, decided: false, rival: { away: false, progress: { answered: 1 } } });
  });
});

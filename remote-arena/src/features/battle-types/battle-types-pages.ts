// The pages of this feature loaded on first visit (the arena top is in the remote's first chunk).
export { BattleTypePage } from './components/battle-type-page';

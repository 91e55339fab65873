// One word asked one way, as every paper and next-item call returns it: a one-item practice
// resource the engine's ExercisePlayer plays (contract, "Paper item"; lib/paper-item-player.tsx).
import type { ApiData } from 'shared-contract';

export type PaperItem = ApiData<'/v3/study-word/challenge-paper2', 'get'>['items'][number];

// One word asked one way, as every paper and next-item call returns it: a one-item practice
// resource the engine's ExercisePlayer plays (contract, "Paper item").
import type { PracticeResource } from 'remote-exercises/engine';
import type { ApiData } from 'shared-contract';

export type PaperItem = ApiData<'/v3/study-word/challenge-paper2', 'get'>['items'][number];

/** The item's resource as the engine types it (the server builds it with the content pipeline's own builder). */
export const resourceOf = (item: PaperItem): PracticeResource => item.resource as unknown as PracticeResource;

/** The engine plays resources from absolute media URLs: the package folder is the site root. */
export const PAPER_PACKAGE_PATH = '/';

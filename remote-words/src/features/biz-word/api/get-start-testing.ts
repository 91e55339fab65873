import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { PracticeResource } from 'remote-exercises/engine';

export type StartTestingData = ApiData<'/v3/biz-word/start-testing', 'get'>;
/** The paper as the page plays it: each item's resource is the engine's PracticeResource (the schema says a record). */
export type TestItem = Omit<StartTestingData['items'][number], 'resource'> & { resource: PracticeResource };
export type StartTesting = { guid: string; items: TestItem[]; answered: string[] };

const PATH = '/biz-word/start-testing';

/** A test paper over the plan's words: a run (guid) and its items, each one engine resource. */
export const getStartTesting = async (planId: number, signal?: AbortSignal): Promise<StartTesting> => {
  const paper = await apiGet<StartTestingData>(PATH, { plan_id: planId }, { signal });
  return { guid: paper.guid, answered: paper.answered, items: paper.items.map((item) => ({ ...item, resource: item.resource as unknown as PracticeResource })) };
};

/** Where the engine posts each test answer (the server marks it). */
export const TEST_ANSWER_PATH = '/biz-word/submit-test-log';

// Shapes of the portal-server calls the practice flows read, as the server's response schemas
// declare them (shared-contract's generated API types).
import type { ApiData, ApiSchema } from 'shared-contract';
import type { StoredAnswer } from '../../engine/model/question-type';

/** Resource info with every alias (spec part 1, section 3); resource_file is the static package's folder URL. */
export type ResourceInfo = ApiSchema<'ResourceInfo'>;

/** The answer record of a run (spec part 2, section 3). */
export type AnswerRecord = ApiSchema<'AnswerRecord'>;

export type RecordItem = AnswerRecord['items'][number];

/** A resource in a unit or skill-up list, with the student's progress. */
export type ResourceSummary = ApiData<'/v3/skillup/list', 'get'>['resources'][number];

/** The answers of the open run a record holds: items answered or skipped in it. */
export function answeredInRun(record: AnswerRecord): StoredAnswer[] {
  if (!record.guid) return [];
  return record.items.filter((item) => (item.answer_result ?? '') !== '' || Number(item.is_skipped) === 1);
}

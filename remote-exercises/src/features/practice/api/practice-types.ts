// Shapes of the portal-server calls the practice flows read (portal-server
// features/answers/responses.ts and features/textbook/routes.ts).
import type { StoredAnswer } from '../../engine/model/question-type';

/** Resource info with every alias (spec part 1, section 3). */
export type ResourceInfo = {
  id: number;
  resource_id: number;
  code: string;
  resource_code: string;
  title: string;
  type: string;
  version: string;
  resource_version: string;
  /** Folder URL of the static package (/resources/<code>/<version>/). */
  resource_file: string;
  level: string;
  /** Question ids to show, comma-separated (empty: all). */
  question_ids: string;
};

export type RecordItem = StoredAnswer & { index: number; practiced: 0 | 1 };

/** The answer record of a run (spec part 2, section 3). */
export type AnswerRecord = {
  guid: string;
  is_completed: 0 | 1;
  current_index: number;
  has_limit: 0 | 1;
  limit_number: number;
  score: number;
  correct_notes: { sent_content: string; comments: string; teacher_name: string }[];
  items: RecordItem[];
};

/** A resource in a unit or skill-up list, with the student's progress. */
export type ResourceSummary = ResourceInfo & {
  status: 'not_started' | 'in_progress' | 'completed';
  completed_times: number;
  best_score: number;
  last_score: number;
  last_guid: string;
  open_guid: string;
  current_index: number;
  item_count: number;
};

/** The answers of the open run a record holds: items answered or skipped in it. */
export function answeredInRun(record: AnswerRecord): StoredAnswer[] {
  if (!record.guid) return [];
  return record.items.filter((item) => (item.answer_result ?? '') !== '' || Number(item.is_skipped) === 1);
}

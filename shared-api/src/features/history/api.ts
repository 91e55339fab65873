import { apiGet, type CallOptions } from '../../app/http-client';

export type HistorySummary = {
  total_practices: number;
  total_days: number;
  total_minutes: number;
  average_score: number;
  current_streak: number;
  longest_streak: number;
};

export type HistoryDay = { date: string; practice_count: number; resource_count: number; average_score: number; perfect_count: number; minutes: number };
export type HistoryIndex = { summary: HistorySummary; total: number; page: number; limit: number; items: HistoryDay[] };

/** One run (attempt) at a resource on a day. */
export type HistoryRun = {
  guid: string;
  resource_id: number;
  resource_code: string;
  resource_title: string;
  resource_type: string;
  homework_id: number | null;
  topic_id: number | null;
  homework_title: string;
  is_completed: 0 | 1;
  answer_count: number;
  average_score: number;
  started_at: string;
  last_answer_at: string;
};

export type HistoryRecordItem = {
  question_id: string;
  index: number;
  answer_result: string;
  percent_score: number;
  total_score: number;
  best_score: number;
  learn_count: number;
  practiced: 0 | 1;
  record_file: string;
  is_skipped: 0 | 1;
  is_collected: 0 | 1;
  text?: string;
  text_jp?: string;
};

export type HistoryRunDetail = {
  resource: { resource_id: number; resource_code: string; resource_title: string; resource_type: string; resource_version: string; resource_file: string; question_ids: string };
  homework_id: number | null;
  topic_id: number | null;
  homework_title: string;
  record: { guid: string; is_completed: 0 | 1; score: number; started_at: string | null; completed_at: string | null; items: HistoryRecordItem[] };
};

/** Totals and one row per day studied, newest first (30 a page). */
export function fetchHistoryIndex(page = 1, limit = 30, options?: CallOptions): Promise<HistoryIndex> {
  return apiGet('/history/index', { page, limit }, options);
}

/** The runs of one day (YYYY-MM-DD). */
export function fetchHistoryDay(date: string, options?: CallOptions): Promise<{ date: string; items: HistoryRun[] }> {
  return apiGet('/history/details', { date }, options);
}

/** Every answer of one run. */
export function fetchHistoryRun(guid: string, options?: CallOptions): Promise<HistoryRunDetail> {
  return apiGet('/history/details-deep', { guid }, options);
}

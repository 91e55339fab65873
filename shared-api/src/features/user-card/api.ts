import { apiGet, type CallOptions } from '../../app/http-client';

export type StudyTotals = { practices: number; days: number; minutes: number; average_score: number; perfect_count: number };

export type UserBadge = { key: string; name: string; description: string; earned: 0 | 1; earned_on: string | null; progress: number; target: number };

/** The student's user card: level, totals, streak, rank and badges. */
export type UserCard = {
  nickname: string;
  avatar: string;
  school_name: string;
  class_names: string[];
  member_since: string;
  level: { level: number; title: string; xp: number; level_xp: number; next_level_xp: number; progress: number };
  totals: StudyTotals & { resources_completed: number; homework_topics_completed: number };
  streak: { current: number; longest: number; last_practice_date: string | null };
  rank: { day: string; rank: number } | null;
  this_month: StudyTotals & { month: string };
  badges: UserBadge[];
};

export type MonthlyCard = StudyTotals & { month: string; longest_streak: number; best_day: string | null };
export type MonthlyCardPage = { total: number; page: number; limit: number; items: MonthlyCard[] };

export function fetchUserCard(options?: CallOptions): Promise<UserCard> {
  return apiGet('/user-card/info', {}, options);
}

/** One card per month studied, newest first (12 a page). */
export function fetchMonthlyCards(page = 1, limit = 12, options?: CallOptions): Promise<MonthlyCardPage> {
  return apiGet('/user-card/list', { page, limit }, options);
}

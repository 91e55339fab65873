// School days, weeks and months follow Japan time (UTC+9, no daylight saving), whatever
// the server's own time zone is: a daily mission resets at midnight in Tokyo.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const shifted = (date: Date) => new Date(date.getTime() + OFFSET_MS);
const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-04-01" for the Tokyo calendar day of `date`. */
export function tokyoDay(date: Date): string {
  const t = shifted(date);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The Tokyo calendar day of a timestamp column, in SQL ("2025-04-01"). */
export const tokyoDaySql = (column: SQL | AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/** "2025-04" for the Tokyo calendar month of `date`. */
export function tokyoMonth(date: Date): string {
  return tokyoDay(date).slice(0, 7);
}

/** The instant a Tokyo calendar day begins. */
export function startOfTokyoDay(date: Date): Date {
  const t = shifted(date);
  return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()) - OFFSET_MS);
}

/** The instant the Tokyo week (Monday to Sunday) containing `date` begins. */
export function startOfTokyoWeek(date: Date): Date {
  const dayStart = startOfTokyoDay(date);
  const weekday = (shifted(dayStart).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return new Date(dayStart.getTime() - weekday * DAY_MS);
}

/** Start (inclusive) and end (exclusive) of a Tokyo month given as "YYYY-MM". */
export function tokyoMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - OFFSET_MS),
  };
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

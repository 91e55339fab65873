import type { z } from 'zod';
import { ApiError } from './reply';

export type FieldIssue = { field: string; message: string };

/** One line a person can act on: "パラメータが正しくありません（body: password: 必須です; page: 数値を入力してください）". */
export function describeIssues(issues: FieldIssue[], context?: string): string {
  const parts = issues.map(({ field, message }) => (field ? `${field}: ${message}` : message));
  const where = context ? `${context}: ` : '';
  return `パラメータが正しくありません（${where}${parts.join('; ')}）`;
}

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message || '不正な値です' }));
}

/**
 * Validates data that does not pass through a route schema (multipart fields, JSON inside a
 * form field) and turns failure into the same 400 a route schema gives.
 */
export function parseOrBadRequest<T extends z.ZodType>(schema: T, value: unknown, context: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, describeIssues(zodIssues(result.error), context));
  return result.data;
}

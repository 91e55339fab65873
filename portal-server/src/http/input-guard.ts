import type { FastifyInstance } from 'fastify';
import { ApiError } from './reply';

export const NUL_MESSAGE = 'パラメータが正しくありません（使用できない文字 NUL が含まれています）';

/**
 * Whether any string in a parsed query or body holds a NUL character, which PostgreSQL text
 * cannot store. Walks with its own stack, so a deeply nested JSON body cannot overflow it.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  let visited = 0;
  while (pending.length > 0) {
    const current = pending.pop();
    if (++visited > 200_000) return false;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Refuses NUL characters in every route's query, path and body before validation (400, nothing written). */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    done(containsNul(request.query) || containsNul(request.params) || containsNul(request.body) ? new ApiError(400, NUL_MESSAGE) : undefined);
  });
}

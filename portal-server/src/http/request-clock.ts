import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { badRequest } from './reply';

/** The header a test sets to move the study clock (ISO 8601), honoured only with PORTAL_TEST_CLOCK=1. */
export const TEST_CLOCK_HEADER = 'x-portal-now';

/**
 * "Now" for the features whose rules run on days (word scheduling, word-test end times). In
 * production it is the server's time. With the test clock on, a request may say what time it is,
 * so an end-to-end test can live through two study days, or reach an exam's end, in seconds.
 */
export function requestNow(request: FastifyRequest, config: Pick<Config, 'testClock'>): Date {
  if (!config.testClock) return new Date();
  const header = request.headers[TEST_CLOCK_HEADER];
  if (typeof header !== 'string') return new Date();
  const parsed = new Date(header);
  if (Number.isNaN(parsed.getTime())) throw badRequest(`${TEST_CLOCK_HEADER} は ISO 8601 の日時で指定してください`);
  return parsed;
}

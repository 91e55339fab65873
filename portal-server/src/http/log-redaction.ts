import type { FastifyRequest } from 'fastify';
import { SPEECH_TICKET_PARAM } from 'shared-contract';

/** Query parameters that are credentials: a speech ticket, a login token. */
const SECRET_PARAMS = [SPEECH_TICKET_PARAM, 'token'];

/** The URL with every credential in its query replaced, so request logs never hold one. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (!params.has(name)) continue;
    params.set(name, 'REDACTED');
    changed = true;
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/** Fastify's request log fields, with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

/**
 * Where the speech sockets live. The portal says (GET /v3/app/new-evaluation-service ->
 * evaluation_server_url, GET /v3/xfyun/get-iat-auth-url -> iat_auth_url); the answer may be an
 * absolute ws(s)/http(s) URL or a path on the portal (which proxies /speech/* to speech-server),
 * and carries the student's one-time ticket.
 */
import { appInfoApi } from 'shared-api';
import { forgetOnStudentChange } from '../../lib/on-student-change';
import { EvaluationError, NETWORK_ERROR_CODE } from './evaluation-errors';

/** Turns what the portal returned into a WebSocket URL, resolving paths against the page. */
export function toSocketUrl(url: string, base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href): string {
  const trimmed = url.trim();
  if (trimmed === '') throw new EvaluationError(NETWORK_ERROR_CODE, 'the portal gave no speech service address');
  let resolved: URL;
  try {
    resolved = new URL(trimmed, base);
  } catch {
    throw new EvaluationError(NETWORK_ERROR_CODE, `the speech service address is not a URL: ${trimmed}`);
  }
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  else if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  if (resolved.protocol !== 'ws:' && resolved.protocol !== 'wss:') throw new EvaluationError(NETWORK_ERROR_CODE, `not a WebSocket address: ${trimmed}`);
  return resolved.toString();
}

async function ask(load: () => Promise<Record<string, unknown>>, field: string): Promise<string> {
  let data: Record<string, unknown>;
  try {
    // The caller shows the engine's own network message; the API client's dialog would be a second one.
    data = await load();
  } catch (error) {
    throw new EvaluationError(NETWORK_ERROR_CODE, `cannot get the speech service address: ${error instanceof Error ? error.message : String(error)}`);
  }
  const url = data?.[field];
  if (typeof url !== 'string') throw new EvaluationError(NETWORK_ERROR_CODE, `the portal's answer has no ${field}`);
  return toSocketUrl(url);
}

/**
 * Hands out one-time addresses, keeping the next one ready: after an address is taken the next is
 * asked for at once, so starting the following take costs no round trip to the portal. A kept
 * address may expire before it is used (the student paused for longer than its lifetime); the
 * portal then refuses it and the session renews it (speech-socket.ts), unseen by the student. The
 * portal, not this page's clock, says when an address has expired.
 */
function oneTimeAddresses(load: () => Promise<string>): () => Promise<string> {
  let next: Promise<string> | null = null;
  forgetOnStudentChange(() => {
    next = null;
  });
  return () => {
    const current = next ?? load();
    next = null;
    current.then(
      () => {
        const ready = load();
        ready.catch(() => {
          if (next === ready) next = null;
        });
        next = ready;
      },
      () => undefined,
    );
    return current;
  };
}

/**
 * A WebSocket address of the evaluation service, for one stream: signed for this student and
 * short-lived (issue 20).
 */
export const evaluationSocketUrl = oneTimeAddresses(() => ask(() => appInfoApi.fetchEvaluationService({ quietNetworkError: true }), 'evaluation_server_url'));

/** A WebSocket address of the recognition service, for one stream (as above). */
export const recognitionSocketUrl = oneTimeAddresses(() => ask(() => appInfoApi.fetchIatAuthUrl({ quietNetworkError: true }), 'iat_auth_url'));

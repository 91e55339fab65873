/**
 * Where the speech sockets live. The portal says (GET /v3/app/new-evaluation-service ->
 * evaluation_server_url, GET /v3/xfyun/get-iat-auth-url -> iat_auth_url); the answer may be an
 * absolute ws(s)/http(s) URL or a path on the portal (which proxies /speech/* to speech-server).
 */
import { appInfoApi } from 'shared-api';
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

/** The addresses do not change during a visit; ask again after this long in case operations moved them. */
const CACHE_MS = 10 * 60_000;

function cached(load: () => Promise<string>): () => Promise<string> {
  let value: { url: string; at: number } | undefined;
  let inFlight: Promise<string> | undefined;
  return () => {
    if (value && Date.now() - value.at < CACHE_MS) return Promise.resolve(value.url);
    inFlight ??= load()
      .then((url) => {
        value = { url, at: Date.now() };
        return url;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
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

/** WebSocket URL of the evaluation service. */
export const evaluationSocketUrl = cached(() => ask(() => appInfoApi.fetchEvaluationService({ quietNetworkError: true }), 'evaluation_server_url'));

/** WebSocket URL of the recognition service. */
export const recognitionSocketUrl = cached(() => ask(() => appInfoApi.fetchIatAuthUrl({ quietNetworkError: true }), 'iat_auth_url'));

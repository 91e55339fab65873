import type { ApiData } from 'shared-contract';
import { apiGet, apiPost, type CallOptions } from '../../lib/http-client';

/** GET /v3/app/client-config-content: scoring config and word lists (no auth header). */
export function fetchClientConfig(options?: CallOptions): Promise<ApiData<'/v3/app/client-config-content', 'get'>> {
  return apiGet('/app/client-config-content', {}, { anonymous: true, quietNetworkError: true, silentBadRequest: true, ...options });
}

/** A home-page module tile (the server picks the ones for college or business students). */
export type HomeModule = ApiData<'/v3/app/home-modules', 'get'>['list'][number];

export function fetchHomeModules(options?: CallOptions): Promise<ApiData<'/v3/app/home-modules', 'get'>> {
  return apiGet('/app/home-modules', {}, options);
}

export type Banner = ApiData<'/v3/homepage/banner-list', 'get'>['list'][number];

export function fetchBannerList(options?: CallOptions): Promise<ApiData<'/v3/homepage/banner-list', 'get'>> {
  return apiGet('/homepage/banner-list', {}, options);
}

/** Protocol URLs (spec part 1, section 3). */
export type Protocols = ApiData<'/v3/app/protocols', 'get'>;

export function fetchProtocols(options?: CallOptions): Promise<Protocols> {
  return apiGet('/app/protocols', {}, options);
}

export function fetchEvaluationService(options?: CallOptions): Promise<ApiData<'/v3/app/new-evaluation-service', 'get'>> {
  return apiGet('/app/new-evaluation-service', {}, options);
}

export function fetchIatAuthUrl(options?: CallOptions): Promise<ApiData<'/v3/xfyun/get-iat-auth-url', 'get'>> {
  return apiGet('/xfyun/get-iat-auth-url', {}, options);
}

export function fetchTtsAuthUrl(options?: CallOptions): Promise<ApiData<'/v3/xfyun/get-tts-auth-url', 'get'>> {
  return apiGet('/xfyun/get-tts-auth-url', {}, options);
}

/** Unread notice count for the news badge. */
export function fetchNewNoticeTotal(options?: CallOptions): Promise<ApiData<'/v3/homework-for-student/new-notice-total', 'get'>> {
  return apiGet('/homework-for-student/new-notice-total', {}, options);
}

/** Words the student read poorly, joined by a vertical bar as the spec says. */
export function postPoorlyWords(words: readonly string[], options?: CallOptions): Promise<ApiData<'/v3/poorly-words', 'post'>> {
  return apiPost('/poorly-words', { words: words.join('|') }, options);
}

/** Ops modes of the service check (spec part 1, section 4). */
export const OPS_MODE = { disabled: 0, tips: 1, normal: 2 } as const;

/** Outage notice (spec part 1, section 3): opt_status (0 disabled, 1 tips, 2 normal) and the text to show. */
export type ServiceStatus = ApiData<'/v3/app/service-check', 'get'>;

/**
 * The start-up service check. Failure must not block the app, so the caller gets the error and
 * no dialog (network errors handled, 400 silent).
 */
export function fetchServiceStatus(app: { name: string; key: string; build: number }, options?: CallOptions): Promise<ServiceStatus> {
  return apiGet('/app/service-check', app, { anonymous: true, quietNetworkError: true, silentBadRequest: true, ...options });
}

import { apiGet, apiPost, type CallOptions } from '../../app/http-client';

/** GET /v3/app/client-config-content: scoring config and word lists (no auth header). */
export function fetchClientConfig(options?: CallOptions): Promise<unknown> {
  return apiGet<unknown>('/app/client-config-content', {}, { anonymous: true, quietNetworkError: true, silentBadRequest: true, ...options });
}

/** A home-page module tile (the server picks the ones for college or business students). */
export type HomeModule = { module_key: string; title: string; subtitle: string; icon: string; route: string; color: string };

export function fetchHomeModules(options?: CallOptions): Promise<{ list: HomeModule[] }> {
  return apiGet('/app/home-modules', {}, options);
}

export type Banner = { banner_id: number; title: string; image_url: string; link_url: string };

export function fetchBannerList(options?: CallOptions): Promise<{ list: Banner[] }> {
  return apiGet('/homepage/banner-list', {}, options);
}

/** Protocol URLs (spec part 1, section 3). */
export type Protocols = {
  using_protocol: string;
  privacy_policy: string;
  third_party_SDK_list?: { pc_SDK?: string };
  permission_license?: string;
};

export function fetchProtocols(options?: CallOptions): Promise<Protocols> {
  return apiGet<Protocols>('/app/protocols', {}, options);
}

export function fetchEvaluationService(options?: CallOptions): Promise<{ evaluation_server_url: string }> {
  return apiGet('/app/new-evaluation-service', {}, options);
}

export function fetchIatAuthUrl(options?: CallOptions): Promise<{ iat_auth_url: string }> {
  return apiGet('/xfyun/get-iat-auth-url', {}, options);
}

export function fetchTtsAuthUrl(options?: CallOptions): Promise<{ tts_auth_url: string }> {
  return apiGet('/xfyun/get-tts-auth-url', {}, options);
}

/** Unread notice count for the news badge. */
export function fetchNewNoticeTotal(options?: CallOptions): Promise<{ new_msg_num: number }> {
  return apiGet('/homework-for-student/new-notice-total', {}, options);
}

/** Words the student read poorly, joined by a vertical bar as the spec says. */
export function postPoorlyWords(words: readonly string[], options?: CallOptions): Promise<{ poorly_words: { word: string; times: number }[] }> {
  return apiPost('/poorly-words', { words: words.join('|') }, options);
}

/** Ops modes of the service check (spec part 1, section 4). */
export const OPS_MODE = { disabled: 0, tips: 1, normal: 2 } as const;

/** Outage notice (spec part 1, section 3): opt_status (0 disabled, 1 tips, 2 normal) and the text to show. */
export type ServiceStatus = { opt_status: number; opt_mode?: 'disabled' | 'tips' | 'normal'; opt_content: string; changed_at?: string | null };

/**
 * The start-up service check. Failure must not block the app, so the caller gets the error and
 * no dialog (network errors handled, 400 silent).
 */
export function fetchServiceStatus(app: { name: string; key: string; build: number }, options?: CallOptions): Promise<ServiceStatus> {
  return apiGet<ServiceStatus>('/app/service-check', app, { anonymous: true, quietNetworkError: true, silentBadRequest: true, ...options });
}

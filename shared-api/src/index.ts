/**
 * shared-api: the one API client of the portal, shared by the host and every remote as a
 * Module Federation singleton.
 *
 * - Calls: `apiGet` / `apiPost` / `apiPostMultipart` (base /v3, bearer token, student_id and flag
 *   as query parameters, form-encoded or multipart bodies, 60 s timeout). Every call resolves with
 *   the wrapper's `data` or rejects with an {@link ApiError}. An app's own calls live in that app,
 *   one endpoint file per call beside the feature that makes it (fetch function on these, its
 *   query options and hook); the typed calls here are only those more than one package makes:
 *   app-info (the host's start-up and pages, shared-speech's engine addresses), feedback
 *   (the host's form, shared-ui's resource-feedback overlay) and speech (shared-speech,
 *   remote-exercises).
 * - Error policy (spec part 1, section 8): 400 toasts errmsg (opt out with `silentBadRequest`);
 *   401 cancels pending calls, alerts errmsg once and signs out; 423 rejects with the whole
 *   response; other codes reject with code, message, data; network failures toast and open the
 *   retry dialog; cancellations are silent; non-4xx failures are reported to the server.
 * - The host registers the UI the policy uses with {@link registerUiAdapter} (shared-ui's
 *   `createUiAdapter()`), because shared-api never imports shared-ui.
 * - Server state: {@link queryClient}, the one TanStack Query client (the host provides it; no
 *   automatic retries, 30 s fresh, cleared when the signed-in student changes).
 * - Session (zustand): {@link sessionStore}, {@link useSession}, {@link getSession}.
 * - Storage: {@link storage} (encrypted, one-year entries, version marker 1.4.0).
 */

export { newGuid } from './lib/new-guid';
export { ApiError, isApiError, type ApiErrorCode, type ResponseWrapper } from './lib/api-error';
export {
  API_BASE,
  REQUEST_TIMEOUT_MS,
  apiGet,
  apiPost,
  apiPostMultipart,
  askNetworkRetry,
  cancelPendingRequests,
  configureHttp,
  type HttpAdapter,
  reportError,
  whenSignedOut,
  type CallOptions,
} from './lib/http-client';
export { encodeField, toMultipart, toUrlEncoded, type FieldValue, type Fields, type MultipartFields, type MultipartValue } from './lib/form-body';
export { apiTranslations, API_NAMESPACE } from './lib/messages';
export { registerUiAdapter, uiAdapter, type NetworkDialogChoice, type UiAdapter } from './lib/ui-adapter';

export { LocalStore, storage, STORAGE_EXPIRY_MS, STORAGE_VERSION, VERSION_MARKER_KEY, type SetOptions, type StoredEntry } from './lib/storage/local-store';

export { DEFAULT_CONFIG, mergeConfig, type AppConfig } from './lib/session/default-config';
export {
  DEFAULT_STUDENT_FLAG,
  SESSION_KEYS,
  fallBackToDefaultConfig,
  flagsFromUser,
  followOtherTabs,
  getSession,
  restoreSession,
  sessionStore,
  setConfig,
  setUser,
  signIn,
  signOut,
  type SessionFlags,
  type SessionState,
  type UserInfo,
} from './lib/session/session-store';
export { useSession } from './lib/session/use-session';
export { createQueryClient, isCancelled, queryClient, QUERY_GC_MS, QUERY_STALE_MS } from './features/query/query-client';

export * as appInfoApi from './features/app-info/api';
export type { Banner, HomeModule, Protocols, ServiceStatus } from './features/app-info/api';
export * as feedbackApi from './features/feedback/api';
export type { FeedbackCategory, FeedbackOption, FeedbackSaved, FeedbackSupportInfo, GeneralFeedback, ResourceFeedback } from './features/feedback/api';
export * as speechApi from './features/speech/api';
export type { RecognitionScope, RecognizedTextState, UploadedRecording } from './features/speech/api';

import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import { getSession, signOut } from './session/session-store';
import { ApiError, type ResponseWrapper } from './api-error';
import { toMultipart, toUrlEncoded, type Fields, type MultipartFields } from './form-body';
import { apiText } from './messages';
import { uiAdapter, type NetworkDialogChoice } from './ui-adapter';

/** Request timeout (spec part 1, section 9). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Every call's path is under /v3 (spec part 1, section 7). */
export const API_BASE = '/v3';
/** Where errors that are not 4xx or cancellations are reported (portal-server core). */
export const ERROR_REPORT_PATH = '/app/error-report';
const MAX_QUEUED_REPORTS = 20;

/** Per-call switches of the error policy (spec part 1, section 8). */
export type CallOptions = {
  /** errcode 400: do not toast errmsg (the caller shows it, e.g. next to a form field). */
  silentBadRequest?: boolean;
  /** Network failure: no retry dialog; the call rejects after the toast and the caller handles it. */
  networkErrorHandled?: boolean;
  /**
   * Network failure: no toast and no dialog; the call rejects and the caller shows its own state
   * (the answer outbox keeps unsent answers and says so, instead of a toast per answer per retry).
   */
  quietNetworkError?: boolean;
  /** Runs when the student cancels the network-error dialog for this call. */
  onNetworkCancel?: () => void;
  /** errcode 401 is part of this call's own flow (login): no alert, no sign-out. */
  handlesUnauthorized?: boolean;
  /** No bearer token and no student_id/flag (public calls such as the client config). */
  anonymous?: boolean;
  /**
   * This bearer token instead of the student's, and no student_id/flag: the teacher's own sign-in
   * on the writing-correction page. Its 401 rejects to the caller and never ends the student's session.
   */
  bearerToken?: string;
  /** Shows the busy indicator while the call runs ("shows loading"). */
  loading?: boolean;
  /** Cancels the call (a cancelled call rejects silently with code CANCELLED). */
  signal?: AbortSignal;
  /** Overrides the 60 s timeout (uploads of long recordings). */
  timeoutMs?: number;
};

type CallSpec = {
  method: 'GET' | 'POST';
  path: string;
  params: Fields;
  body?: () => URLSearchParams | FormData;
  options: CallOptions;
};

const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  // Every answer is read from the wrapper's errcode; HTTP status alone decides nothing.
  validateStatus: () => true,
  paramsSerializer: { serialize: (params) => toUrlEncoded(params as Fields).toString() },
  headers: { Accept: 'application/json' },
});

/** The transport the client sends through (axios adapter); tests of other packages may script one. */
export type HttpAdapter = AxiosAdapter;

/** Test and embedding hook: another base URL (absolute, for a portal on another origin) or axios adapter. */
export function configureHttp(settings: { baseURL?: string; adapter?: HttpAdapter }): void {
  if (settings.baseURL !== undefined) http.defaults.baseURL = settings.baseURL;
  if (settings.adapter !== undefined) http.defaults.adapter = settings.adapter;
}

// ---------------------------------------------------------------------------------------------
// Pending requests, cancelled together when the session ends (401).

const pending = new Set<AbortController>();

/** Cancels every request in flight; each rejects silently with code CANCELLED. */
export function cancelPendingRequests(): void {
  for (const controller of pending) controller.abort();
  pending.clear();
}

function linkSignal(outer: AbortSignal | undefined, controller: AbortController): () => void {
  if (!outer) return () => undefined;
  if (outer.aborted) {
    controller.abort();
    return () => undefined;
  }
  const abort = () => controller.abort();
  outer.addEventListener('abort', abort, { once: true });
  return () => outer.removeEventListener('abort', abort);
}

// ---------------------------------------------------------------------------------------------
// Busy indicator for calls that show loading.

let loadingCount = 0;
function setLoading(delta: 1 | -1): void {
  const before = loadingCount;
  loadingCount = Math.max(0, loadingCount + delta);
  if ((before === 0) !== (loadingCount === 0)) uiAdapter().loading?.(loadingCount > 0);
}

// ---------------------------------------------------------------------------------------------
// 401: one alert and one sign-out at a time, however many calls fail together.

let signingOut: Promise<void> | null = null;

function endSession(message: string): void {
  if (signingOut) return;
  cancelPendingRequests();
  signingOut = (async () => {
    try {
      await uiAdapter().alert(message);
    } finally {
      signOut();
      signingOut = null;
    }
  })();
}

/** Resolves when a 401 sign-out in progress has finished (tests, and the host's login redirect). */
export function whenSignedOut(): Promise<void> {
  return signingOut ?? Promise.resolve();
}

// ---------------------------------------------------------------------------------------------
// Network failures: one dialog for every call that failed while it is open; Retry repeats them.

let networkDialog: Promise<NetworkDialogChoice> | null = null;

/**
 * The no-network toast and the network dialog, for a download that failed outside this client
 * (the host's page chunks): the same single dialog as failed calls, so Retry repeats both.
 */
export function askNetworkRetry(): Promise<NetworkDialogChoice> {
  return askRetry(apiText('noNetwork'));
}

function askRetry(message: string): Promise<NetworkDialogChoice> {
  if (!networkDialog) {
    uiAdapter().toast(message);
    networkDialog = uiAdapter()
      .networkError()
      .catch(() => 'cancel' as const)
      .finally(() => {
        networkDialog = null;
      });
  }
  return networkDialog;
}

// ---------------------------------------------------------------------------------------------
// Error reports: everything except 4xx and cancellations (spec part 1, section 8).

export type ErrorReport = { code: string; url: string; message: string; device: string; user_id: string };

const unsentReports: ErrorReport[] = [];

function shouldReport(error: ApiError): boolean {
  return !error.cancelled && !String(error.code).startsWith('4');
}

/** Sends an error report; kept and resent after the next successful call when it cannot be sent now. */
export function reportError(error: { code: string | number; url?: string; message: string }): void {
  const session = getSession();
  const report: ErrorReport = {
    code: String(error.code),
    url: error.url ?? (typeof location === 'undefined' ? '' : location.pathname),
    message: error.message.slice(0, 1000),
    device: typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent.slice(0, 300),
    user_id: session.studentId === null ? '' : String(session.studentId),
  };
  void sendReport(report);
}

async function sendReport(report: ErrorReport): Promise<void> {
  try {
    const response = await http.post(ERROR_REPORT_PATH, toUrlEncoded(report), { timeout: 10_000 });
    const wrapper = asWrapper(response.data);
    if (response.status >= 500 || !wrapper) throw new Error(`error report refused: ${response.status}`);
  } catch {
    if (unsentReports.length < MAX_QUEUED_REPORTS) unsentReports.push(report);
  }
}

function resendReports(): void {
  for (const report of unsentReports.splice(0)) void sendReport(report);
}

function fail(error: ApiError): never {
  if (shouldReport(error)) reportError(error);
  throw error;
}

// ---------------------------------------------------------------------------------------------
// One call.

function asWrapper(body: unknown): ResponseWrapper | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const hasCode = typeof record.code === 'number' || typeof record.errcode === 'number';
  return hasCode || 'data' in record ? (record as ResponseWrapper) : null;
}

function isCancellation(error: unknown): boolean {
  return axios.isCancel(error) || (axios.isAxiosError(error) && error.code === 'ERR_CANCELED');
}

function isTimeout(error: unknown): boolean {
  return axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
}

async function execute<T>(spec: CallSpec): Promise<T> {
  const session = getSession();
  const sentToken = spec.options.anonymous ? null : (spec.options.bearerToken ?? session.token);
  const params: Fields = { ...spec.params };
  const headers: Record<string, string> = {};
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  if (sentToken && spec.options.bearerToken === undefined) {
    params.student_id = session.studentId;
    if (session.flags.studentFlag) params.flag ??= session.flags.studentFlag;
  }

  const controller = new AbortController();
  const unlink = linkSignal(spec.options.signal, controller);
  pending.add(controller);
  if (spec.options.loading) setLoading(1);
  let response: AxiosResponse<unknown> | null = null;
  let failure: unknown = null;
  try {
    response = await http.request<unknown>({
      method: spec.method,
      url: spec.path,
      params,
      data: spec.body?.(),
      headers,
      signal: controller.signal,
      timeout: spec.options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    });
  } catch (error) {
    failure = error;
  } finally {
    pending.delete(controller);
    unlink();
    if (spec.options.loading) setLoading(-1);
  }
  if (!response) return onTransportFailure<T>(failure, spec);
  return interpret<T>(response, spec, sentToken);
}

async function onTransportFailure<T>(failure: unknown, spec: CallSpec): Promise<T> {
  if (isCancellation(failure)) throw new ApiError('CANCELLED', apiText('cancelled'), null, true, null, spec.path);
  const code = isTimeout(failure) ? 'TIMEOUT' : 'NETWORK';
  const message = apiText(code === 'TIMEOUT' ? 'timeout' : 'noNetwork');
  const error = new ApiError(code, message, null, true, null, spec.path);
  reportError(error);
  if (spec.options.quietNetworkError) throw error;
  if (spec.options.networkErrorHandled) {
    uiAdapter().toast(message);
    throw error;
  }
  const choice = await askRetry(message);
  if (choice === 'retry') return execute<T>(spec);
  spec.options.onNetworkCancel?.();
  throw error;
}

function interpret<T>(response: AxiosResponse<unknown>, spec: CallSpec, sentToken: string | null): T {
  const wrapper = asWrapper(response.data);
  if (!wrapper) {
    const ok = response.status >= 200 && response.status < 300;
    const code = ok ? 'BAD_RESPONSE' : response.status;
    return fail(new ApiError(code, apiText(ok || response.status < 500 ? 'badResponse' : 'serverError'), null, false, null, spec.path));
  }
  const errcode = wrapper.errcode ?? wrapper.code ?? 0;
  if (errcode === 0) {
    if (unsentReports.length > 0) resendReports();
    return wrapper.data as T;
  }
  const message = wrapper.errmsg?.trim() || apiText(errcode >= 500 ? 'serverError' : 'badResponse');

  if (errcode === 400) {
    if (!spec.options.silentBadRequest) uiAdapter().toast(message);
    throw new ApiError(400, message, wrapper.data ?? null, !spec.options.silentBadRequest, null, spec.path);
  }
  if (errcode === 401 && !spec.options.handlesUnauthorized && spec.options.bearerToken === undefined && sentToken) {
    // A 401 for a token we no longer hold (signed out or in again meanwhile) ends nothing.
    if (getSession().token !== sentToken) throw new ApiError('CANCELLED', apiText('cancelled'), null, true, null, spec.path);
    endSession(message);
    throw new ApiError(401, message, wrapper.data ?? null, true, null, spec.path);
  }
  if (errcode === 423) throw new ApiError(423, message, wrapper.data ?? null, false, wrapper, spec.path);
  return fail(new ApiError(errcode, message, wrapper.data ?? null, false, null, spec.path));
}

// ---------------------------------------------------------------------------------------------
// The functions feature modules use.

/** GET `path` (under /v3) with query `params`; resolves with the wrapper's `data`. */
export function apiGet<T>(path: string, params: Fields = {}, options: CallOptions = {}): Promise<T> {
  return execute<T>({ method: 'GET', path, params, options });
}

/** POST a form-encoded body; resolves with the wrapper's `data`. */
export function apiPost<T>(path: string, body: Fields = {}, options: CallOptions = {}): Promise<T> {
  return execute<T>({ method: 'POST', path, params: {}, body: () => toUrlEncoded(body), options });
}

/** POST multipart/form-data (uploads); resolves with the wrapper's `data`. */
export function apiPostMultipart<T>(path: string, fields: MultipartFields, options: CallOptions = {}): Promise<T> {
  return execute<T>({ method: 'POST', path, params: {}, body: () => toMultipart(fields), options });
}

/** Forgets in-flight state between unit tests. */
export function resetHttpStateForTests(): void {
  cancelPendingRequests();
  signingOut = null;
  networkDialog = null;
  unsentReports.length = 0;
  loadingCount = 0;
}

import 'fake-indexeddb/auto';
import { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, restoreSession, setUser, signIn } from './session/session-store';
import { storage } from './storage/local-store';
import { ApiError } from './api-error';
import { ERROR_REPORT_PATH, REQUEST_TIMEOUT_MS, apiGet, apiPost, apiPostMultipart, configureHttp, resetHttpStateForTests, whenSignedOut } from './http-client';
import { registerUiAdapter, type NetworkDialogChoice, type UiAdapter } from './ui-adapter';

type Reply = { status: number; data: unknown } | 'network' | 'timeout';
type Seen = { config: InternalAxiosRequestConfig; url: string; query: URLSearchParams };

/**
 * Plays the server's part at the transport layer: each request gets the next reply from the
 * route's script, so the client's policy can be checked for every answer the spec names.
 */
function scriptServer(routes: Record<string, Reply[] | ((seen: Seen) => Reply | Promise<Reply>)>) {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const query = new URLSearchParams(config.paramsSerializer && typeof config.paramsSerializer === 'object' && config.paramsSerializer.serialize ? config.paramsSerializer.serialize(config.params ?? {}) : '');
    const entry = { config, url, query };
    seen.push(entry);
    const route = routes[url];
    if (!route) return { status: 404, statusText: '', headers: {}, config, data: { code: 404, errcode: 404, errmsg: 'not found', data: null } };
    const aborted = new Promise<never>((_, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      if (signal?.aborted) reject(new CanceledError(undefined, undefined, config));
      signal?.addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)), { once: true });
    });
    const reply = await Promise.race([typeof route === 'function' ? route(entry) : (route.shift() ?? { status: 500, data: 'script exhausted' }), aborted]);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (reply === 'timeout') throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
    return { status: reply.status, statusText: '', headers: {}, config, data: reply.data };
  };
  configureHttp({ adapter, baseURL: '/v3' });
  return seen;
}

const ok = (data: unknown) => ({ status: 200, data: { code: 0, errcode: 0, errmsg: '', data } });
const err = (errcode: number, errmsg: string, data: unknown = null) => ({ status: errcode, data: { code: errcode, errcode, errmsg, data } });

function fakeUi(choices: NetworkDialogChoice[] = []) {
  const ui = {
    toast: vi.fn<UiAdapter['toast']>(),
    alert: vi.fn<UiAdapter['alert']>(async () => undefined),
    networkError: vi.fn<UiAdapter['networkError']>(async () => choices.shift() ?? 'cancel'),
    loading: vi.fn<NonNullable<UiAdapter['loading']>>(),
  };
  registerUiAdapter(ui);
  return ui;
}

const reportsIn = (seen: Seen[]) => seen.filter((s) => s.url === ERROR_REPORT_PATH).map((s) => Object.fromEntries(new URLSearchParams(String(s.config.data))));

beforeEach(async () => {
  localStorage.clear();
  await storage.init();
  restoreSession();
  signIn('tok-1', 42);
  setUser({ id: 42, username: 'biz01', nickname: 'ビズ', email: null, avatar: '', logo: null, app_name: 'x', is_college_student: false, is_business_student: true, student_flag: 'BIZ' });
});

afterEach(() => {
  resetHttpStateForTests();
  storage.reset();
});

describe('requests', () => {
  it('sends bearer token, student_id and flag as query, under /v3 with a 60 s timeout', async () => {
    const seen = scriptServer({ '/student/dashboard': [ok({ unfinished_homework_count: 3 })] });
    fakeUi();
    const data = await apiGet<{ unfinished_homework_count: number }>('/student/dashboard', { page: 2 });
    expect(data.unfinished_homework_count).toBe(3);
    const [request] = seen;
    expect(request?.config.baseURL).toBe('/v3');
    expect(request?.config.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(request?.config.headers.Authorization).toBe('Bearer tok-1');
    expect(request?.query.get('student_id')).toBe('42');
    expect(request?.query.get('flag')).toBe('BIZ');
    expect(request?.query.get('page')).toBe('2');
  });

  it('form-encodes POST bodies: lists as JSON, booleans as 1/0, undefined left out', async () => {
    const seen = scriptServer({ '/integral/mission-get-points': [ok(null)] });
    fakeUi();
    await apiPost('/integral/mission-get-points', { mission_id: 5, tags: ['a', 'b'], on: true, skip: undefined });
    const body = seen[0]?.config.data;
    expect(String(seen[0]?.config.headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    expect(String(body)).toBe('mission_id=5&tags=%5B%22a%22%2C%22b%22%5D&on=1');
  });

  it('sends multipart bodies with every file under the same field', async () => {
    const seen = scriptServer({ '/resource-feedback': [ok(null)] });
    fakeUi();
    const images = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    await apiPostMultipart('/resource-feedback', { content: '["音声が出ない"]', resource_code: 'R1', images });
    const form = seen[0]?.config.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('resource_code')).toBe('R1');
    expect(form.getAll('images')).toHaveLength(2);
  });

  it('sends anonymous calls without token or student parameters', async () => {
    const seen = scriptServer({ '/app/client-config-content': [ok({ version: 10 })] });
    fakeUi();
    await apiGet('/app/client-config-content', {}, { anonymous: true });
    expect(seen[0]?.config.headers.Authorization).toBeUndefined();
    expect(seen[0]?.query.has('student_id')).toBe(false);
  });

  it('sends another bearer token without the student parameters, and its 401 ends no session', async () => {
    const seen = scriptServer({ '/teacher/writing/list': [ok({ list: [] }), err(401, 'expired')] });
    const ui = fakeUi();
    await apiGet('/teacher/writing/list', {}, { bearerToken: 'teacher-tok' });
    expect(seen[0]?.config.headers.Authorization).toBe('Bearer teacher-tok');
    expect(seen[0]?.query.has('student_id')).toBe(false);
    await expect(apiGet('/teacher/writing/list', {}, { bearerToken: 'teacher-tok' })).rejects.toMatchObject({ code: 401, handled: false });
    expect(ui.alert).not.toHaveBeenCalled();
    expect(getSession().token).toBe('tok-1');
  });

  it('treats a wrapper without errcode as success', async () => {
    scriptServer({ '/app/protocols': [{ status: 200, data: { data: { using_protocol: '/about/details/protocol' } } }] });
    fakeUi();
    await expect(apiGet('/app/protocols')).resolves.toEqual({ using_protocol: '/about/details/protocol' });
  });

  it('shows the busy indicator only for calls that ask for it', async () => {
    scriptServer({ '/homework/topic-answer-record': [ok(null)], '/student/info': [ok(null)] });
    const ui = fakeUi();
    await apiGet('/student/info');
    expect(ui.loading).not.toHaveBeenCalled();
    await apiPost('/homework/topic-answer-record', {}, { loading: true });
    expect(ui.loading.mock.calls).toEqual([[true], [false]]);
  });
});

describe('error policy', () => {
  it('400: toasts errmsg, then rejects to the caller', async () => {
    scriptServer({ '/student/change-password': [err(400, '新しいパスワードが一致しません', { field: 'password' })] });
    const ui = fakeUi();
    const failure = await apiPost('/student/change-password', {}).catch((e: unknown) => e);
    expect(ui.toast).toHaveBeenCalledWith('新しいパスワードが一致しません');
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 400, message: '新しいパスワードが一致しません', data: { field: 'password' }, handled: true });
  });

  it('400: no toast when the call opts out', async () => {
    scriptServer({ '/feedback': [err(400, '内容を入力してください')] });
    const ui = fakeUi();
    const failure = await apiPost('/feedback', {}, { silentBadRequest: true }).catch((e: unknown) => e);
    expect(ui.toast).not.toHaveBeenCalled();
    expect(failure).toMatchObject({ code: 400, handled: false });
  });

  it('401: cancels pending requests, alerts errmsg once, then signs out', async () => {
    let releaseSlow: (reply: Reply) => void = () => undefined;
    const seen = scriptServer({
      '/student/info': [err(401, '他の端末でログインされたため、ログアウトしました。'), err(401, '他の端末でログインされたため、ログアウトしました。')],
      '/integral/mission-list': () => new Promise<Reply>((resolve) => (releaseSlow = resolve)),
    });
    let closeAlert: () => void = () => undefined;
    const ui = fakeUi();
    ui.alert.mockImplementation(() => new Promise<void>((resolve) => (closeAlert = resolve)));
    const slow = apiGet('/integral/mission-list').catch((e: unknown) => e);
    await vi.waitFor(() => expect(seen.some((s) => s.url === '/integral/mission-list')).toBe(true));
    const [first, second] = await Promise.all([apiGet('/student/info').catch((e: unknown) => e), apiGet('/student/info').catch((e: unknown) => e)]);
    releaseSlow(ok([]));
    expect(await slow).toMatchObject({ code: 'CANCELLED', handled: true });
    expect(first).toMatchObject({ code: 401, handled: true });
    expect(second).toMatchObject({ code: 401, handled: true });
    expect(ui.alert).toHaveBeenCalledTimes(1);
    expect(ui.alert).toHaveBeenCalledWith('他の端末でログインされたため、ログアウトしました。');
    expect(ui.toast).not.toHaveBeenCalled();
    expect(getSession().token).toBe('tok-1'); // signed out only after the alert is closed
    closeAlert();
    await whenSignedOut();
    expect(getSession().token).toBeNull();
    expect(storage.get('token')).toBeNull();
    expect(reportsIn(seen)).toHaveLength(0);
  });

  it('401 on the login call is left to the login form', async () => {
    scriptServer({ '/student/login': [err(401, 'ID（またはメールアドレス）かパスワードが正しくありません。')] });
    const ui = fakeUi();
    const failure = await apiPost('/student/login', {}, { handlesUnauthorized: true, anonymous: true }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 401, handled: false });
    expect(ui.alert).not.toHaveBeenCalled();
    expect(getSession().token).toBe('tok-1');
  });

  it('other codes become an error object with code, message and data; only non-4xx are reported', async () => {
    const seen = scriptServer({
      '/integral/mission-get-points': [err(409, 'このミッションのポイントは受け取り済みです。', { points: 120 })],
      '/student/dashboard': [err(500, 'サーバーでエラーが発生しました。')],
      [ERROR_REPORT_PATH]: [ok(null)],
    });
    const ui = fakeUi();
    const conflict = await apiPost('/integral/mission-get-points', { mission_id: 1 }).catch((e: unknown) => e);
    expect(conflict).toMatchObject({ code: 409, message: 'このミッションのポイントは受け取り済みです。', data: { points: 120 }, handled: false });
    const broken = await apiGet('/student/dashboard').catch((e: unknown) => e);
    expect(broken).toMatchObject({ code: 500, handled: false });
    expect(ui.toast).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reportsIn(seen)).toHaveLength(1));
    expect(reportsIn(seen)[0]).toEqual({ code: '500', url: '/student/dashboard', message: 'サーバーでエラーが発生しました。', device: navigator.userAgent, user_id: '42' });
  });

  it('423 hands the whole response to the caller', async () => {
    const body = { code: 423, errcode: 423, errmsg: '試験時間が終了しました', data: { end_time: 123 } };
    scriptServer({ '/word-quiz/submit': [{ status: 423, data: body }] });
    fakeUi();
    const failure = (await apiPost('/word-quiz/submit').catch((e: unknown) => e)) as ApiError;
    expect(failure.code).toBe(423);
    expect(failure.response).toEqual(body);
  });

  it('a body that is not the wrapper is a BAD_RESPONSE error, reported', async () => {
    const seen = scriptServer({ '/student/info': [{ status: 200, data: '<html>proxy</html>' }], '/news/list': [{ status: 502, data: 'Bad gateway' }], [ERROR_REPORT_PATH]: [ok(null), ok(null)] });
    fakeUi();
    await expect(apiGet('/student/info')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(apiGet('/news/list')).rejects.toMatchObject({ code: 502 });
    await vi.waitFor(() => expect(reportsIn(seen).map((r) => r.code)).toEqual(['BAD_RESPONSE', '502']));
  });
});

describe('network failures', () => {
  it('toasts the no-network text, shows the dialog, and Retry repeats the request', async () => {
    const seen = scriptServer({ '/student/dashboard': ['network', ok({ unfinished_homework_count: 1 })], [ERROR_REPORT_PATH]: [ok(null)] });
    const ui = fakeUi(['retry']);
    await expect(apiGet('/student/dashboard')).resolves.toEqual({ unfinished_homework_count: 1 });
    expect(ui.toast).toHaveBeenCalledWith('ネットワークに接続できません。接続を確認してください。');
    expect(ui.networkError).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.url === '/student/dashboard')).toHaveLength(2);
    // The report that could not be sent while offline goes out after the next success.
    await vi.waitFor(() => expect(reportsIn(seen).map((r) => r.code)).toEqual(['NETWORK']));
  });

  it('shows the dialog again when the retry fails too', async () => {
    scriptServer({ '/student/dashboard': ['network', 'network', ok(7)], [ERROR_REPORT_PATH]: () => 'network' });
    const ui = fakeUi(['retry', 'retry']);
    await expect(apiGet('/student/dashboard')).resolves.toBe(7);
    expect(ui.networkError).toHaveBeenCalledTimes(2);
  });

  it('one dialog for calls that fail together; Retry repeats all of them', async () => {
    const seen = scriptServer({ '/a': ['network', ok('A')], '/b': ['network', ok('B')], [ERROR_REPORT_PATH]: () => 'network' });
    let choose: (choice: NetworkDialogChoice) => void = () => undefined;
    const ui = fakeUi();
    ui.networkError.mockImplementation(() => new Promise((resolve) => (choose = resolve)));
    const both = Promise.all([apiGet('/a'), apiGet('/b')]);
    await vi.waitFor(() => expect(ui.networkError).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(seen.filter((s) => s.url === '/a' || s.url === '/b')).toHaveLength(2));
    choose('retry');
    await expect(both).resolves.toEqual(['A', 'B']);
    expect(ui.networkError).toHaveBeenCalledTimes(1);
    expect(ui.toast).toHaveBeenCalledTimes(1);
  });

  it('cancel in the dialog rejects and runs the call’s cancel callback', async () => {
    scriptServer({ '/student/dashboard': ['network'], [ERROR_REPORT_PATH]: () => 'network' });
    fakeUi(['cancel']);
    const onNetworkCancel = vi.fn();
    await expect(apiGet('/student/dashboard', {}, { onNetworkCancel })).rejects.toMatchObject({ code: 'NETWORK', handled: true });
    expect(onNetworkCancel).toHaveBeenCalledTimes(1);
  });

  it('no dialog when the call handles network errors itself', async () => {
    scriptServer({ '/student/check-token': ['network'], [ERROR_REPORT_PATH]: () => 'network' });
    const ui = fakeUi();
    await expect(apiGet('/student/check-token', {}, { networkErrorHandled: true })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(ui.networkError).not.toHaveBeenCalled();
    expect(ui.toast).toHaveBeenCalledTimes(1);
  });

  it('no toast and no dialog when the call is quiet about network errors (answer outbox)', async () => {
    scriptServer({ '/homework/topic-answer-record': ['network'], [ERROR_REPORT_PATH]: () => 'network' });
    const ui = fakeUi();
    await expect(apiPost('/homework/topic-answer-record', {}, { quietNetworkError: true })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(ui.networkError).not.toHaveBeenCalled();
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('a timeout is handled like a lost connection', async () => {
    scriptServer({ '/student/dashboard': ['timeout', ok(1)], [ERROR_REPORT_PATH]: [ok(null)] });
    const ui = fakeUi(['retry']);
    await expect(apiGet('/student/dashboard')).resolves.toBe(1);
    expect(ui.toast).toHaveBeenCalledWith('サーバーの応答がありません。しばらくしてからもう一度お試しください。');
  });

  it('cancelled requests are silent and not reported', async () => {
    const seen = scriptServer({ '/news/list': () => new Promise<Reply>(() => undefined) });
    const ui = fakeUi();
    const controller = new AbortController();
    const call = apiGet('/news/list', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    // The scripted server never answers; the abort alone must settle the call.
    const settled = await Promise.race([call, new Promise((resolve) => setTimeout(() => resolve('hung'), 500))]);
    expect(settled).not.toBe('hung');
    expect(settled).toMatchObject({ code: 'CANCELLED', handled: true });
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.networkError).not.toHaveBeenCalled();
    expect(reportsIn(seen)).toHaveLength(0);
  });
});

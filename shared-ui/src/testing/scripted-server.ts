import { configureHttp, type HttpAdapter } from 'shared-api';

type SentRequest = Parameters<HttpAdapter>[0];

/** What a scripted route answers: data (wrapped as success), or a failure with its errcode. */
export type ScriptedAnswer = { data: unknown } | { errcode: number; errmsg: string } | { network: true };

export type ScriptedRoute = (request: { params: Record<string, unknown>; body: URLSearchParams | FormData | undefined }) => ScriptedAnswer | Promise<ScriptedAnswer>;

export type ScriptedServer = {
  /** Every request the page sent, in order: path, query parameters, body. */
  requests: Array<{ method: string; path: string; params: Record<string, unknown>; body: URLSearchParams | FormData | undefined }>;
  /** Replaces or adds a route's answer while a test runs. */
  route: (method: 'GET' | 'POST', path: string, answer: ScriptedRoute) => void;
};

/**
 * Plays the portal's API at the transport layer for page tests: the real shared-api client (its
 * wrapper parsing and error policy) runs unchanged; only the network is scripted. Paths are
 * relative to /v3 ('/ebook/list'); an unscripted path answers 404.
 */
export function scriptServer(routes: Record<string, ScriptedRoute> = {}): ScriptedServer {
  const table = new Map(Object.entries(routes));
  const server: ScriptedServer = {
    requests: [],
    route: (method, path, answer) => void table.set(`${method} ${path}`, answer),
  };
  const adapter: HttpAdapter = async (config: SentRequest) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    const body = config.data as URLSearchParams | FormData | undefined;
    server.requests.push({ method, path, params, body });
    const handler = table.get(`${method} ${path}`) ?? table.get(path);
    const answer: ScriptedAnswer = handler ? await handler({ params, body }) : { errcode: 404, errmsg: `${method} ${path} is not scripted` };
    if ('network' in answer) throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', config, isAxiosError: true });
    const wrapper = 'data' in answer ? { code: 0, errcode: 0, errmsg: '', data: answer.data } : { code: answer.errcode, errcode: answer.errcode, errmsg: answer.errmsg, data: null };
    return { status: 200, statusText: 'OK', headers: {}, config, data: wrapper };
  };
  configureHttp({ adapter });
  return server;
}

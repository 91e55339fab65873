// The per-route matrix: every /v3 and /ops route the app registers is called for success,
// without a token (401), with another student's id or record (403/404, nothing leaked) and
// with bad parameters (400 with an errmsg). A route without a case in test/route-cases/ fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type ApiResponse, type CallOptions, type Session, type TestPortal } from './harness';
import { loadRouteCases } from './route-cases/load';
import type { CaseContext, CaseInput, RouteCase, RouteCases } from './route-cases/types';

let portal: TestPortal;
let cases: RouteCases;
let routes: { key: string; method: string; url: string; auth: string | undefined }[];

beforeAll(async () => {
  portal = await createTestPortal();
  cases = await loadRouteCases();
  routes = portal.app.routeCatalog
    .filter((route) => route.url.startsWith('/v3/') || route.url.startsWith('/ops/'))
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));
});

afterAll(async () => {
  await portal?.close();
});

function send(method: string, url: string, input: CaseInput, options: CallOptions): Promise<ApiResponse> {
  const query = { ...input.query, ...options.query };
  const callOptions = { ...options, query };
  if (input.multipart) return portal.postMultipart(url, input.multipart, callOptions);
  if (input.json !== undefined) return portal.postJson(url, input.json, callOptions);
  if (method === 'POST' || input.form) return portal.postForm(url, input.form ?? {}, callOptions);
  return portal.call(method as 'GET', url, callOptions);
}

function expectError(response: ApiResponse, statuses: number[], what: string) {
  expect(statuses, `${what}: got ${response.status} ${response.body.errmsg}`).toContain(response.status);
  expect(response.body.errcode, what).toBe(response.status);
  expect(response.body.code, what).toBe(response.status);
  expect(response.body.errmsg.length, `${what}: errmsg`).toBeGreaterThan(0);
  expect(response.body.data ?? null, `${what}: no data on errors`).toBeNull();
}

async function runCase(route: (typeof routes)[number], routeCase: RouteCase) {
  const defaultAccount = route.auth === 'ops' ? 'ops01' : 'biz01';
  const account = routeCase.as ?? defaultAccount;
  const session: Session = routeCase.freshSession ? await portal.freshSession(account) : await portal.session(account);
  const ctx: CaseContext = { portal, session };
  const input = (await routeCase.input?.(ctx)) ?? {};
  // Public routes are called as a browser before login would: no token, no student_id.
  const caller: CallOptions =
    route.auth === 'public' ? { token: null, studentId: null } : route.auth === 'student' ? { as: session } : { as: session, studentId: null };

  if (route.auth !== 'public') {
    const noToken = await send(route.method, route.url, input, { ...caller, token: null });
    expectError(noToken, [401], 'without a token');
    const garbage = await send(route.method, route.url, input, { ...caller, token: 'not-a-real-token-0123456789abcdef' });
    expectError(garbage, [401], 'with an unknown token');
  }
  if (route.auth === 'student') {
    const other = await portal.session(account === 'biz02' ? 'biz03' : 'biz02');
    const refused = await send(route.method, route.url, input, { ...caller, studentId: other.studentId });
    expectError(refused, [403, 404], "with another student's id");
    expectError(await send(route.method, route.url, input, { ...caller, studentId: 'abc' }), [400], 'with a malformed student_id');
    expectError(await send(route.method, route.url, input, { ...caller, studentId: null }), [400], 'without student_id');
  }
  if (route.auth === 'ops') {
    const student = await portal.session('biz02');
    expectError(await send(route.method, route.url, input, { as: student, studentId: null }), [403], 'with a student token');
  }

  expectError(await send(route.method, route.url, input, { ...caller, query: { zz_unknown: '1' } }), [400], 'with an unknown query parameter');
  for (const [name, badInput] of Object.entries((await routeCase.bad?.(ctx)) ?? {})) {
    expectError(await send(route.method, route.url, badInput, caller), [400], `bad parameters (${name})`);
  }
  if (routeCase.othersRecord) {
    expectError(await send(route.method, route.url, await routeCase.othersRecord(ctx), caller), [403, 404], "naming another student's record");
  }

  const success = await send(route.method, route.url, input, caller);
  if (routeCase.raw) {
    await routeCase.raw(success, ctx);
    return;
  }
  expect(success.status, `success call: ${success.body.errmsg}`).toBe(200);
  expect(success.body).toMatchObject({ code: 0, errcode: 0 });
  await routeCase.check?.(success.body.data, ctx);
}

describe('every /v3 and /ops route', () => {
  it('has routes to check', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('has a case for every route, and no case for a route that does not exist', () => {
    const keys = new Set(routes.map((route) => route.key));
    const missing = routes.filter((route) => !cases[route.key]).map((route) => route.key);
    expect(missing, 'routes without a case: add one to test/route-cases/<feature>.ts (see route-cases/types.ts)').toEqual([]);
    expect(Object.keys(cases).filter((key) => !keys.has(key)), 'cases for routes that do not exist').toEqual([]);
  });

  it('answers each route as the rules say', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const routeCase = cases[route.key];
      if (!routeCase) continue;
      try {
        await runCase(route, routeCase);
      } catch (error) {
        failures.push(`${route.key}: ${(error as Error).message.split('\n').slice(0, 6).join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

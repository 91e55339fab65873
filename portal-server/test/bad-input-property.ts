// Property-based bad input over every /v3 and /ops route: random and hostile queries and
// bodies (form, JSON, multipart, garbage with any content type), with and without a valid
// token, never produce a 500, and a request that is refused never changes any table or file.
// The routes are dealt out to bad-input-<n>.property.test.ts (every SHARDS-th route each, on a
// portal of its own), so vitest runs the shares in parallel: as one file it was one worker's
// 6 minutes at the end of the PostgreSQL run, the critical path of npm test.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, dataDigest, multipartBody, type ApiResponse, type Session, type TestPortal } from './harness';
import { loadRouteCases } from './route-cases/load';
import type { CaseInput } from './route-cases/types';

/** Runs per route; raise it for a longer hunt: PROPERTY_RUNS=200 pnpm exec vitest run ... */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10);
/** Only routes whose "METHOD /path" contains this text, e.g. PROPERTY_ROUTES=change-name. */
const ONLY = process.env.PROPERTY_ROUTES ?? '';

/** How many files share the routes: bad-input-1.property.test.ts to bad-input-<SHARDS>.property.test.ts. */
export const SHARDS = 2;

/** account: who calls it; valid: the matrix case's successful input, which the fuzzer mutates. */
type Route = { method: string; url: string; auth: string | undefined; fields: string[]; account: string; valid: CaseInput | null };

/** Parameter names each route documents (query, path, body), so the fuzzer aims at real fields. */
function documentedFields(doc: OpenApiDoc, method: string, url: string): string[] {
  const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  if (!operation) return [];
  const names = (operation.parameters ?? []).map((parameter) => parameter.name);
  for (const content of Object.values(operation.requestBody?.content ?? {})) names.push(...Object.keys(content.schema?.properties ?? {}));
  return [...new Set(names)];
}

type OpenApiDoc = {
  paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
};

/** Fuzzes this file's share of the routes: those at index `shard - 1`, `shard - 1 + SHARDS`, … (1-based shard). */
export function badInputProperty(shard: number): void {
  let portal: TestPortal;
  /** Every route of the portal, before this file's share is taken. */
  let allRoutes = 0;
  let routes: Route[] = [];

  beforeAll(async () => {
    portal = await createTestPortal();
    const doc = portal.app.swagger() as unknown as OpenApiDoc;
    const cases = await loadRouteCases();
    routes = [];
    const every = portal.app.routeCatalog.filter((r) => (r.url.startsWith('/v3/') || r.url.startsWith('/ops/')) && `${r.method} ${r.url}`.includes(ONLY));
    allRoutes = every.length;
    for (const route of every.filter((_, index) => index % SHARDS === shard - 1)) {
      const routeCase = cases[`${route.method} ${route.url}`];
      const account = routeCase?.as ?? (route.auth === 'ops' ? 'ops01' : 'biz04');
      // A case whose input needs content this seed left out (PORTAL_TEST_SEED=core) is fuzzed without it.
      const valid = routeCase?.input ? await Promise.resolve(routeCase.input({ portal, session: await portal.session(account) })).catch(() => null) : null;
      routes.push({ ...route, fields: documentedFields(doc, route.method, route.url), account, valid });
    }
  });

  afterAll(async () => {
    await portal?.close();
  });

  describe(`random and hostile input on every route (share ${shard} of ${SHARDS})`, () => {
    it('covers the routes', () => {
      expect(allRoutes).toBeGreaterThan(ONLY ? 0 : 40);
      if (!ONLY) expect(routes.length).toBeGreaterThan(40 / SHARDS);
    });

    it('never answers 500 and never changes data when it refuses', () => neverFails(portal, routes), 900_000);
  });
}

const hostileText = fc.oneof(
  fc.constantFrom(
    "' or 1=1 --",
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    '\uFEFF',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    '1e309',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '{"__proto__":{"admin":true}}',
    '__proto__',
    'constructor',
    '２',
    '😀',
    ' ',
    '',
    '1,2,,3',
    'a|b|<x>',
    'ab\u0000cd',
    '\u0007\u001b[2J',
    '\uD800',
    ' 1 ',
    '1.5',
    '0x10',
    '-0',
    '１２３',
    'Ｒobert\'); --',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc.double().map(String),
  fc.string({ minLength: 1000, maxLength: 6000 }),
);

function paramsFor(route: Route) {
  const key = fc.oneof(
    fc.constantFrom(...(route.fields.length ? route.fields : ['id']), 'student_id', 'flag', '__proto__', 'constructor', 'a[b]', 'a[]'),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
  return fc.dictionary(key, fc.oneof({ weight: 5, arbitrary: hostileText }, { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) }), { maxKeys: 6 });
}

type BodyKind = 'none' | 'form' | 'json' | 'multipart' | 'garbage';

/** One change to a valid request: a field replaced by hostile text, dropped, or an unknown one added. */
const mutation = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'drop', 'extra', 'inject', 'control'),
  pick: fc.nat(),
  value: hostileText,
  control: fc.constantFrom('\u0000', '\u0007', '\uD800', '\u202E', '\r\n'),
  extraKey: fc.string({ minLength: 1, maxLength: 12 }),
});

function mutate(fields: Record<string, string>, change: { kind: string; pick: number; value: string; control: string; extraKey: string }): Record<string, string> {
  const keys = Object.keys(fields);
  const out = { ...fields };
  const key = keys[change.pick % Math.max(1, keys.length)];
  if (change.kind === 'extra' || !key) out[`x_${change.extraKey}`] = change.value;
  else if (change.kind === 'drop') delete out[key];
  else if (change.kind === 'inject') out[key] = `${out[key]}${change.value}`;
  else if (change.kind === 'control') out[key] = `${String(out[key]).slice(0, 1)}${change.control}${String(out[key]).slice(1)}`;
  else out[key] = change.value;
  return out;
}

function requestFor(route: Route) {
  return fc.record({
    mutateValid: route.valid ? fc.constantFrom(true, true, false) : fc.constant(false),
    change: mutation,
    auth: fc.constantFrom('valid', 'valid', 'valid', 'none', 'garbage'),
    studentId: fc.constantFrom('own', 'own', 'own', 'other', 'random'),
    randomStudentId: hostileText,
    pathParams: fc.array(hostileText, { minLength: 3, maxLength: 3 }),
    query: paramsFor(route),
    bodyKind: fc.constantFrom<BodyKind>(...(route.method === 'GET' ? (['none', 'none', 'form'] as const) : (['form', 'form', 'json', 'multipart', 'garbage', 'none'] as const))),
    body: paramsFor(route),
    json: fc.jsonValue({ maxDepth: 3 }),
    useJsonValue: fc.boolean(),
    garbage: fc.uint8Array({ maxLength: 2000 }),
    contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=xyz', 'application/octet-stream', 'application/gzip', 'application/xml', ''),
    fileBytes: fc.uint8Array({ maxLength: 3000 }),
  });
}

type RequestInput = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

function flatten(params: Record<string, string | string[]>): [string, string][] {
  return Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v.map((item): [string, string] => [k, item]) : [[k, v] as [string, string]]));
}

async function send(portal: TestPortal, route: Route, session: Session, other: Session, input: RequestInput): Promise<ApiResponse> {
  if (input.mutateValid && route.valid) return sendMutated(portal, route, session, input);
  let pathIndex = 0;
  // A lone surrogate cannot be percent-encoded (encodeURIComponent throws), nor sent by a client:
  // it goes as U+FFFD, what a browser would send.
  const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent((input.pathParams[pathIndex++ % 3] || 'x').replace(/[\ud800-\udfff]/gu, '\ufffd')));
  const query: Record<string, string | string[]> = { ...(input.query as Record<string, string | string[]>) };
  if (route.auth === 'student' && input.studentId !== 'random') query.student_id = String(input.studentId === 'own' ? session.studentId : other.studentId);
  if (input.studentId === 'random') query.student_id = input.randomStudentId;
  const headers: Record<string, string> = {};
  if (input.auth === 'valid') headers.authorization = `Bearer ${session.token}`;
  if (input.auth === 'garbage') headers.authorization = `Bearer ${input.randomStudentId}`;
  let payload: string | Buffer | undefined;
  const kind: BodyKind = input.bodyKind;
  if (kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(flatten(input.body as Record<string, string | string[]>)).toString();
  } else if (kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.useJsonValue ? input.json : input.body);
  } else if (kind === 'multipart') {
    const fields = Object.fromEntries(flatten(input.body as Record<string, string | string[]>));
    const built = multipartBody({ fields, files: [{ field: 'images', filename: 'x.png', contentType: 'image/png', data: Buffer.from(input.fileBytes) }] });
    headers['content-type'] = built.contentType;
    payload = built.body;
  } else if (kind === 'garbage') {
    if (input.contentType) headers['content-type'] = input.contentType;
    payload = Buffer.from(input.garbage);
  }
  const response = await portal.app.inject({ method: route.method as 'GET', url, query, headers, payload, remoteAddress: '10.9.8.7' });
  let body: ApiResponse['body'];
  try {
    body = response.json();
  } catch {
    body = { code: -1, errcode: -1, errmsg: response.body.slice(0, 200), data: null };
  }
  return { status: response.statusCode, body, headers: response.headers, text: response.body };
}

/** The route's valid request with one field changed, sent the way the matrix sends it. */
async function sendMutated(portal: TestPortal, route: Route, session: Session, input: RequestInput): Promise<ApiResponse> {
  const valid = route.valid!;
  const caller = route.auth === 'public' ? { token: null, studentId: null } : route.auth === 'student' ? { as: session } : { as: session, studentId: null };
  const inBody = Boolean(valid.form || valid.json || valid.multipart);
  const query = inBody ? (valid.query ?? {}) : mutate(valid.query ?? {}, input.change);
  const url = route.url.replace(/:(\w+)/g, 'x');
  if (valid.multipart) return portal.postMultipart(url, { ...valid.multipart, fields: mutate(valid.multipart.fields ?? {}, input.change) }, { ...caller, query });
  if (valid.json !== undefined) {
    const json = typeof valid.json === 'object' && valid.json ? mutate(valid.json as Record<string, string>, input.change) : input.change.value;
    return portal.postJson(url, json, { ...caller, query });
  }
  if (route.method === 'POST') return portal.postForm(url, mutate(valid.form ?? {}, input.change), { ...caller, query });
  return portal.call(route.method as 'GET', url, { ...caller, query });
}

async function neverFails(portal: TestPortal, routes: Route[]): Promise<void> {
  const failures: string[] = [];
  for (const route of routes) {
    const account = route.account;
    let session = await portal.freshSession(account);
    const other = await portal.session('biz02');
    // The data as it was before the run; only an accepted request may move it on.
    let baseline = await dataDigest(portal);
    try {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (input) => {
          const response = await send(portal, route, session, other, input);
          if (response.status >= 500) throw new Error(`${response.status} ${response.body.errmsg}`);
          const after = await dataDigest(portal);
          if (response.status !== 200 && response.status !== 201) {
            const changed = Object.keys(after).filter((table) => after[table] !== baseline[table]);
            if (changed.length) throw new Error(`refused with ${response.status} (${response.body.errmsg}) but changed ${changed.join(', ')}`);
            if (!response.body.errmsg) throw new Error(`refused with ${response.status} without an errmsg`);
          }
          baseline = after;
          // A request that ended the session (logout, password change) must not starve the rest.
          if (input.auth === 'valid' && response.status === 401) {
            session = await portal.freshSession(account);
            baseline = await dataDigest(portal);
          }
        }),
        // Stop at the first counterexample instead of shrinking it: shrinking costs thousands of requests.
        { numRuns: RUNS, endOnFailure: true, verbose: 0 },
      );
    } catch (error) {
      const message = (error as Error).message;
      // fast-check keeps the property's own error as the cause; older messages carry it as "Got ...".
      const inner = (error as Error).cause;
      const cause = inner instanceof Error ? inner.message : (/Got (?:error: )?(.*)/.exec(message)?.[1] ?? message.split('\n')[0]);
      const example = /Counterexample: (.*)/.exec(message)?.[1]?.slice(0, 600) ?? '';
      failures.push(`${route.method} ${route.url}: ${cause} | ${example}`);
    }
  }
  expect(failures).toEqual([]);
}

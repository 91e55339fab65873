// Issue 20: every answer of the portal carries the browser security headers (pages, files, the
// API, errors, /ops), HSTS only over HTTPS and only when set, and the pages the server writes
// itself have no inline script or style for the policy to block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../src/http/security-headers';
import { createTestPortal, type TestPortal } from './harness';

let portal: TestPortal;
let withHsts: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
  withHsts = await createTestPortal({ seed: false, configOverrides: { hstsMaxAge: 31_536_000 } });
});

afterAll(async () => {
  await portal?.close();
  await withHsts?.close();
});

const headersOf = async (target: TestPortal, url: string, headers: Record<string, string> = {}) => (await target.app.inject({ method: 'GET', url, headers })).headers;

describe('security headers', () => {
  it('are on pages, files, API answers, errors and the operations page', async () => {
    const session = await portal.session('biz01');
    const api = await portal.get('/v3/student/info', { as: session });
    expect(api.status).toBe(200);
    const unauthorised = await portal.get('/v3/student/info');
    expect(unauthorised.status).toBe(401);
    for (const headers of [
      await headersOf(portal, '/'),
      await headersOf(portal, '/home'),
      await headersOf(portal, '/registry.json'),
      await headersOf(portal, '/site/ops/ops-page.js'),
      await headersOf(portal, '/ops'),
      await headersOf(portal, '/remotes/none/1.0.0/remoteEntry.js'),
      api.headers,
      unauthorised.headers,
    ]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name]).toBe(value);
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allow only the portal itself and never a frame', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self' blob:");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(SECURITY_HEADERS['permissions-policy']).toContain('microphone=(self)');
  });

  it('send HSTS only over HTTPS (through the trusted proxy) and only when it is set', async () => {
    expect((await headersOf(withHsts, '/', { 'x-forwarded-proto': 'https' }))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await headersOf(withHsts, '/'))['strict-transport-security']).toBeUndefined();
    expect((await headersOf(portal, '/', { 'x-forwarded-proto': 'https' }))['strict-transport-security']).toBeUndefined();
  });

  it('the operations page and the override pages load their script and style from files', async () => {
    for (const url of ['/ops', '/ops/overrides/clear']) {
      const html = (await portal.app.inject({ method: 'GET', url })).body;
      expect(html).toContain('/site/ops/ops-page.css');
      expect(html).not.toMatch(/<style|style="|<script>|<script(?![^>]*\ssrc=)[^>]*>| on[a-z]+="/i);
    }
    const script = await portal.app.inject({ method: 'GET', url: '/site/ops/ops-page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });
});

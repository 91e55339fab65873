// Matrix cases for the remote registry's operations API (src/features/registry).
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/features/accounts/seed';
import { activateVersion, createOverride } from '../../src/features/registry/service';
import type { TestPortal } from '../harness';
import { packRemoteBuild } from '../remote-build';
import type { RouteCases } from './types';

/** Publishes a small build straight through the API (as ops01) unless that version is there. */
async function published(portal: TestPortal, remote: string, version: string): Promise<void> {
  const session = await portal.session('ops01');
  const response = await portal.call('POST', `/ops/remotes/${remote}/versions/${version}`, {
    as: session,
    studentId: null,
    payload: await packRemoteBuild(remote, version, [`/${remote}`]),
    headers: { 'content-type': 'application/gzip' },
  });
  if (response.status !== 201 && response.status !== 409) throw new Error(`publish ${remote} ${version}: ${response.status} ${response.body.errmsg}`);
}

export const cases: RouteCases = {
  'POST /ops/login': {
    input: () => ({ json: { account: 'ops01', password: DEMO_PASSWORD } }),
    check: (data) => {
      expect(data.account).toBe('ops01');
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
    bad: () => ({ 'no password': { json: { account: 'ops01' } }, 'unknown field': { json: { account: 'ops01', password: DEMO_PASSWORD, otp: '1' } } }),
  },
  'GET /ops/remotes': {
    input: async ({ portal }) => {
      await published(portal, 'remote-matrix-list', '1.0.0');
      return {};
    },
    check: (data) => expect(data.find((r: { name: string }) => r.name === 'remote-matrix-list').versions[0].version).toBe('1.0.0'),
  },
  'POST /ops/remotes/:remote/versions/:version': {
    input: () => ({ form: {} }),
    // The matrix calls the pattern (:remote is refused); a form instead of the gzipped tar of a
    // build is a 400 that names the format; then a real upload.
    raw: async (response, { portal, session }) => {
      expect(response.status).toBe(400);
      const form = await portal.postForm('/ops/remotes/remote-matrix-upload/versions/1.0.0', { x: '1' }, { as: session, studentId: null });
      expect(form.status).toBe(400);
      expect(form.body.errmsg).toContain('gzip');
      const upload = await portal.call('POST', '/ops/remotes/remote-matrix-upload/versions/1.0.0', {
        as: session,
        studentId: null,
        payload: await packRemoteBuild('remote-matrix-upload', '1.0.0', ['/remote-matrix-upload']),
        headers: { 'content-type': 'application/gzip' },
      });
      expect(upload.status).toBe(201);
      expect(upload.body.data).toMatchObject({ remote: 'remote-matrix-upload', version: '1.0.0' });
    },
  },
  // Routes with path parameters: the matrix calls the pattern itself (so :remote is refused by
  // the schema); the real call with a real remote is made and checked in `raw`.
  'POST /ops/remotes/:remote/activate': {
    input: () => ({ json: { version: '1.0.0' } }),
    raw: async (response, { portal, session }) => {
      expect(response.status).toBe(400);
      await published(portal, 'remote-matrix-activate', '1.0.0');
      const activated = await portal.postJson('/ops/remotes/remote-matrix-activate/activate', { version: '1.0.0' }, { as: session, studentId: null });
      expect(activated.status).toBe(200);
      expect(activated.body.data).toMatchObject({ remote: 'remote-matrix-activate', version: '1.0.0', from_version: null });
      const unknown = await portal.postJson('/ops/remotes/remote-matrix-activate/activate', { version: '9.9.9' }, { as: session, studentId: null });
      expect(unknown.status).toBe(404);
      const malformed = await portal.postJson('/ops/remotes/remote-matrix-activate/activate', { version: '1.0' }, { as: session, studentId: null });
      expect(malformed.status).toBe(400);
    },
  },
  'POST /ops/remotes/:remote/rollback': {
    raw: async (response, { portal, session }) => {
      expect(response.status).toBe(400);
      await published(portal, 'remote-matrix-rollback', '1.0.0');
      await published(portal, 'remote-matrix-rollback', '1.1.0');
      await activateVersion(portal.db, { remote: 'remote-matrix-rollback', version: '1.0.0', actor: 'ops01' });
      await activateVersion(portal.db, { remote: 'remote-matrix-rollback', version: '1.1.0', actor: 'ops01' });
      const rolledBack = await portal.postForm('/ops/remotes/remote-matrix-rollback/rollback', {}, { as: session, studentId: null });
      expect(rolledBack.status).toBe(200);
      expect(rolledBack.body.data).toMatchObject({ from_version: '1.1.0', version: '1.0.0' });
      const nothingLeft = await portal.postForm('/ops/remotes/remote-matrix-rollback/rollback', {}, { as: session, studentId: null });
      expect(nothingLeft.status).toBe(400);
    },
  },
  'GET /ops/history': {
    input: () => ({ query: { limit: '5' } }),
    check: (data) => expect(Array.isArray(data)).toBe(true),
    bad: () => ({ 'limit 0': { query: { limit: '0' } }, 'a bad remote name': { query: { remote: '../x' } } }),
  },
  'GET /ops/overrides': {
    check: (data) => expect(Array.isArray(data)).toBe(true),
  },
  'POST /ops/overrides': {
    input: async ({ portal }) => {
      await published(portal, 'remote-matrix-override', '2.0.0-rc.1');
      return { json: { remote: 'remote-matrix-override', version: '2.0.0-rc.1', hours: 2 } };
    },
    check: (data) => expect(data.link).toMatch(/\/ops\/overrides\/apply\?token=[A-Za-z0-9_-]{32}$/),
    bad: () => ({ 'too many hours': { json: { remote: 'remote-matrix-override', version: '2.0.0-rc.1', hours: 100_000 } }, 'no version': { json: { remote: 'remote-matrix-override' } } }),
  },
  'POST /ops/overrides/:id/revoke': {
    raw: async (response, { portal, session }) => {
      expect(response.status).toBe(400);
      await published(portal, 'remote-matrix-revoke', '1.0.0');
      const override = await createOverride(portal.db, { remote: 'remote-matrix-revoke', version: '1.0.0', hours: 1, note: '', actor: 'ops01' });
      const revoked = await portal.postForm(`/ops/overrides/${override.id}/revoke`, {}, { as: session, studentId: null });
      expect(revoked.status).toBe(200);
      const again = await portal.postForm(`/ops/overrides/${override.id}/revoke`, {}, { as: session, studentId: null });
      expect(again.status).toBe(400);
    },
  },
  'GET /ops/overrides/apply': {
    input: async ({ portal }) => {
      await published(portal, 'remote-matrix-apply', '1.0.0');
      const override = await createOverride(portal.db, { remote: 'remote-matrix-apply', version: '1.0.0', hours: 1, note: '', actor: 'ops01' });
      return { query: { token: override.token } };
    },
    raw: (response) => {
      expect(response.status).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/^portal_overrides=[A-Za-z0-9_-]+;/);
      expect(response.text).toContain('remote-matrix-apply 1.0.0');
    },
    bad: () => ({ 'a malformed token': { query: { token: 'x' } }, 'no token': { query: {} } }),
  },
  'GET /ops/overrides/clear': {
    raw: (response) => {
      expect(response.status).toBe(200);
      expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');
    },
  },
};

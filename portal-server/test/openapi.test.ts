import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from './harness';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({ seed: false });
});

afterAll(async () => {
  await portal?.close();
});

type Doc = { openapi: string; components: { schemas: Record<string, unknown> }; paths: Record<string, Record<string, { summary?: string; security?: unknown[]; requestBody?: { content: Record<string, unknown> } }>> };

describe('OpenAPI description', () => {
  it('describes every /v3 and /ops route from its schemas', async () => {
    const response = await portal.get('/v3/openapi.json');
    const doc = JSON.parse(response.text) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const missing = portal.app.routeCatalog
      .filter((route) => (route.url.startsWith('/v3/') || route.url.startsWith('/ops/')) && route.url !== '/v3/openapi.json')
      .filter((route) => !doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('documents the multipart forms, the bearer token and the response shapes', async () => {
    const doc = JSON.parse((await portal.get('/v3/openapi.json')).text) as Doc;
    const feedback = doc.paths['/v3/feedback']!.post!;
    expect(Object.keys(feedback.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(JSON.stringify(feedback.requestBody)).toContain('"maxItems":4');
    expect(feedback.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/v3/app/client-config-content']!.get!.security).toBeUndefined();
    expect(JSON.stringify(doc.paths['/v3/integral/mission-list']!.get)).toContain('#/components/schemas/Mission');
    expect(JSON.stringify(doc.components.schemas.Mission)).toContain('period_key');
  });

  it('serves a browsable page', async () => {
    const page = await portal.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

// The API's TypeScript types for the front ends: openapi-typescript's rendering of this server's
// OpenAPI document (the one /v3/openapi.json serves, made from the route schemas), kept in
// shared-contract so shared-api and the remotes type their calls with what the server declares.
// write-api-types.ts writes the file; test/api-types.test.ts fails while it is stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';

export const API_TYPES_FILE = path.resolve(import.meta.dirname, '..', '..', 'shared-contract', 'src', 'features', 'api', 'api-schema.generated.ts');

const HEADER = `// Generated from portal-server's OpenAPI document (/v3/openapi.json) by openapi-typescript:
// do not edit. After changing a route's schemas, regenerate with
//   pnpm --filter shared-contract generate:api
// (portal-server/test/api-types.test.ts fails while this file is stale). Read it through
// api-types.ts (ApiData and friends), not directly.
`;

/** Building the routes needs no database: anything that touches it here is a mistake worth a loud error. */
const noDatabase: DatabaseHandle = {
  db: new Proxy({} as DatabaseHandle['db'], {
    get(_target, property) {
      throw new Error(`the OpenAPI document is built without a database (route set-up used db.${String(property)})`);
    },
  }),
  kind: 'pglite',
  // Nothing is cached without requests, so there is nothing to hear of.
  changes: { live: false, mark: () => 0, sync: () => Promise.reject(new Error('no database')), subscribe: () => () => undefined, subscribeLive: () => () => undefined, close: async () => undefined },
  close: async () => undefined,
};

/** The OpenAPI document as /v3/openapi.json serves it, built without a database or a port. */
export async function openApiDocument(): Promise<OpenAPI3> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { databaseUrl: undefined });
    const app = await buildApp({ config, database: noDatabase });
    try {
      await app.ready();
      return app.swagger() as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The text of API_TYPES_FILE for the current route schemas. */
export async function renderApiTypes(): Promise<string> {
  const ast = await openapiTS(await openApiDocument());
  return HEADER + astToString(ast);
}

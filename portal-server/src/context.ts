import type { Config } from './config';
import type { DatabaseHandle } from './db/client';

/**
 * What the composition layer (app.ts) hands each feature's routes. It lives below the features
 * so that they can name it without importing app.ts, which imports them.
 */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
};

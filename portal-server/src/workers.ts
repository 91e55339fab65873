import os from 'node:os';

/**
 * How many portal-server processes `src/main.ts` runs. With PostgreSQL, one per core (the
 * processes share nothing but the database, DESIGN.md "Scale"); PORTAL_WORKERS overrides. The
 * embedded PGlite is a single-process database (its folder is locked by the one process that
 * opened it), so with it there is exactly one process whatever PORTAL_WORKERS says.
 */
export function workerCount(env: NodeJS.ProcessEnv): { count: number; note: string | null } {
  const requested = env.PORTAL_WORKERS?.trim();
  const parsed = requested ? Number(requested) : undefined;
  if (parsed !== undefined && (!Number.isInteger(parsed) || parsed < 1 || parsed > 256)) {
    throw new Error(`PORTAL_WORKERS must be a whole number from 1 to 256 (got "${requested}")`);
  }
  if (!env.DATABASE_URL) {
    const note = parsed !== undefined && parsed > 1 ? `PORTAL_WORKERS=${parsed} ignored: the embedded database (PGlite) serves one process; set DATABASE_URL for several` : null;
    return { count: 1, note };
  }
  return { count: parsed ?? os.availableParallelism(), note: null };
}

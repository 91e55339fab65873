// Registry state: which versions exist, which one is active, its route prefixes, the history
// of every switch, and the per-browser overrides. The files themselves are in store.ts.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { browserOverrides, registryEvents, remoteActive, remoteVersions, type RegistryAction, type RemoteTitle } from '../../db/tables/registry';
import { badRequest, conflict, notFound } from '../../http/reply';
import { discardBuild, installBuild, unpackBuild } from './store';

export type RegistryEntry = {
  name: string;
  version: string;
  entry: string;
  prefixes: string[];
  /** Display name for the host's fallback when the remote cannot load; null for older builds. */
  title: RemoteTitle | null;
  /** True when this browser gets a version other than the active one (an ops override). */
  override: boolean;
};

export type Registry = { generated_at: string; remotes: RegistryEntry[] };

export const OVERRIDE_COOKIE = 'portal_overrides';
export const MAX_OVERRIDE_HOURS = 24 * 14;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const entryUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

/** The registry a browser gets: every active remote, with that browser's valid overrides applied. */
export async function resolveRegistry(db: Database, overrideTokens: string[]): Promise<Registry> {
  const active = await db
    .select({ remote: remoteActive.remote, version: remoteActive.version, prefixes: remoteVersions.prefixes, title: remoteVersions.title })
    .from(remoteActive)
    .innerJoin(remoteVersions, and(eq(remoteVersions.remote, remoteActive.remote), eq(remoteVersions.version, remoteActive.version)))
    .orderBy(asc(remoteActive.remote));
  const overrides = await findLiveOverrides(db, overrideTokens);
  const remotes: RegistryEntry[] = active.map((row) => ({
    name: row.remote,
    version: row.version,
    entry: entryUrl(row.remote, row.version),
    prefixes: row.prefixes,
    title: row.title ?? null,
    override: false,
  }));
  for (const override of overrides) {
    const entry: RegistryEntry = {
      name: override.remote,
      version: override.version,
      entry: entryUrl(override.remote, override.version),
      prefixes: override.prefixes,
      title: override.title ?? null,
      override: true,
    };
    const index = remotes.findIndex((r) => r.name === override.remote);
    if (index >= 0) remotes[index] = entry;
    else remotes.push(entry);
  }
  return { generated_at: new Date().toISOString(), remotes };
}

/** Newest live override per remote among the browser's tokens. */
async function findLiveOverrides(db: Database, tokens: string[]) {
  if (tokens.length === 0) return [];
  const rows = await db
    .select({ remote: browserOverrides.remote, version: browserOverrides.version, prefixes: remoteVersions.prefixes, title: remoteVersions.title })
    .from(browserOverrides)
    .innerJoin(remoteVersions, and(eq(remoteVersions.remote, browserOverrides.remote), eq(remoteVersions.version, browserOverrides.version)))
    .where(and(inArray(browserOverrides.tokenHash, tokens.map(hashToken)), isNull(browserOverrides.revokedAt), gt(browserOverrides.expiresAt, new Date())))
    .orderBy(desc(browserOverrides.id));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.remote) && seen.add(row.remote));
}

export async function publishVersion(db: Database, dataDir: string, input: { remote: string; version: string; bundle: Buffer; actor: string }) {
  const { remote, version, actor } = input;
  await assertVersionFree(db, remote, version);
  const build = await unpackBuild(dataDir, remote, version, input.bundle);
  try {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(remoteVersions)
        .values({ remote, version, prefixes: build.prefixes, title: build.title, fileCount: build.fileCount, totalBytes: build.totalBytes, publishedBy: actor })
        .onConflictDoNothing()
        .returning({ id: remoteVersions.id });
      if (inserted.length === 0) throw conflict(`${remote} ${version} は公開済みです。バージョンを上げてください。`);
      await logEvent(tx, { remote, action: 'publish', fromVersion: null, toVersion: version, actor, detail: `${build.fileCount} files, ${build.totalBytes} bytes` });
      // Inside the transaction: if the files cannot be placed, the row is not kept either.
      installBuild(dataDir, remote, version, build);
    });
  } catch (error) {
    discardBuild(build);
    throw error;
  }
  return { remote, version, prefixes: build.prefixes, file_count: build.fileCount, total_bytes: build.totalBytes };
}

async function assertVersionFree(db: Database, remote: string, version: string) {
  const [existing] = await db
    .select({ id: remoteVersions.id })
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
  if (existing) throw conflict(`${remote} ${version} は公開済みです。バージョンを上げてください。`);
}

export async function activateVersion(db: Database, input: { remote: string; version: string; actor: string }) {
  return db.transaction(async (tx) => {
    const target = await requireVersion(tx, input.remote, input.version);
    const current = await currentVersion(tx, input.remote);
    if (current === input.version) throw badRequest(`${input.remote} ${input.version} はすでに有効です。`);
    await assertNoPrefixClash(tx, input.remote, target.prefixes);
    await setActive(tx, input.remote, input.version, input.actor);
    await logEvent(tx, { remote: input.remote, action: 'activate', fromVersion: current, toVersion: input.version, actor: input.actor, detail: '' });
    return { remote: input.remote, from_version: current, version: input.version };
  });
}

/**
 * Returns to the version that was active before the current one. Activations stack up and
 * each rollback takes one off, so rolling back twice goes two versions back.
 */
export async function rollbackVersion(db: Database, input: { remote: string; actor: string }) {
  return db.transaction(async (tx) => {
    const stack = await activationStack(tx, input.remote);
    const current = stack.at(-1);
    const previous = stack.at(-2);
    if (!current) throw badRequest(`${input.remote} には有効なバージョンがありません。`);
    if (!previous) throw badRequest(`${input.remote} にはロールバック先（以前に有効だったバージョン）がありません。`);
    const target = await requireVersion(tx, input.remote, previous);
    await assertNoPrefixClash(tx, input.remote, target.prefixes);
    await setActive(tx, input.remote, previous, input.actor);
    await logEvent(tx, { remote: input.remote, action: 'rollback', fromVersion: current, toVersion: previous, actor: input.actor, detail: '' });
    return { remote: input.remote, from_version: current, version: previous };
  });
}

async function activationStack(tx: Transaction, remote: string): Promise<string[]> {
  const events = await tx
    .select({ action: registryEvents.action, toVersion: registryEvents.toVersion })
    .from(registryEvents)
    .where(and(eq(registryEvents.remote, remote), inArray(registryEvents.action, ['activate', 'rollback'])))
    .orderBy(asc(registryEvents.id));
  const stack: string[] = [];
  for (const event of events) {
    if (event.action === 'activate' && event.toVersion) stack.push(event.toVersion);
    if (event.action === 'rollback') stack.pop();
  }
  return stack;
}

async function requireVersion(tx: Transaction, remote: string, version: string) {
  const [row] = await tx
    .select()
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
  if (!row) throw notFound(`${remote} ${version} は公開されていません。先に公開（publish）してください。`);
  return row;
}

async function currentVersion(tx: Transaction, remote: string): Promise<string | null> {
  const [row] = await tx.select({ version: remoteActive.version }).from(remoteActive).where(eq(remoteActive.remote, remote));
  return row?.version ?? null;
}

/** Two active remotes must not claim the same prefix; nested prefixes are fine (the longest wins). */
async function assertNoPrefixClash(tx: Transaction, remote: string, prefixes: string[]) {
  const others = await tx
    .select({ remote: remoteActive.remote, prefixes: remoteVersions.prefixes })
    .from(remoteActive)
    .innerJoin(remoteVersions, and(eq(remoteVersions.remote, remoteActive.remote), eq(remoteVersions.version, remoteActive.version)));
  for (const other of others) {
    if (other.remote === remote) continue;
    const clash = prefixes.find((prefix) => other.prefixes.includes(prefix));
    if (clash) throw conflict(`ルート ${clash} はすでに ${other.remote} が使っています。`);
  }
}

async function setActive(tx: Transaction, remote: string, version: string, actor: string) {
  const now = new Date();
  await tx
    .insert(remoteActive)
    .values({ remote, version, activatedBy: actor, activatedAt: now })
    .onConflictDoUpdate({ target: remoteActive.remote, set: { version, activatedBy: actor, activatedAt: now } });
}

async function logEvent(
  tx: Transaction,
  event: { remote: string; action: RegistryAction; fromVersion: string | null; toVersion: string | null; actor: string; detail: string },
) {
  await tx.insert(registryEvents).values(event);
}

/** Every remote with its versions, the active one marked. */
export async function listRemotes(db: Database) {
  const versions = await db.select().from(remoteVersions).orderBy(asc(remoteVersions.remote), desc(remoteVersions.id));
  const active = await db.select().from(remoteActive);
  const activeByRemote = new Map(active.map((row) => [row.remote, row]));
  const names = [...new Set(versions.map((v) => v.remote))];
  return names.map((name) => {
    const current = activeByRemote.get(name);
    return {
      name,
      active_version: current?.version ?? null,
      activated_by: current?.activatedBy ?? null,
      activated_at: current?.activatedAt.toISOString() ?? null,
      versions: versions
        .filter((v) => v.remote === name)
        .map((v) => ({
          version: v.version,
          prefixes: v.prefixes,
          file_count: v.fileCount,
          total_bytes: v.totalBytes,
          published_by: v.publishedBy,
          published_at: v.publishedAt.toISOString(),
          active: v.version === current?.version,
        })),
    };
  });
}

export async function listHistory(db: Database, remote: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(registryEvents)
    .where(remote ? eq(registryEvents.remote, remote) : undefined)
    .orderBy(desc(registryEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    remote: row.remote,
    action: row.action,
    from_version: row.fromVersion,
    to_version: row.toVersion,
    actor: row.actor,
    detail: row.detail,
    at: row.at.toISOString(),
  }));
}

export async function createOverride(db: Database, input: { remote: string; version: string; hours: number; note: string; actor: string }) {
  return db.transaction(async (tx) => {
    await requireVersion(tx, input.remote, input.version);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + input.hours * 3600_000);
    const [row] = await tx
      .insert(browserOverrides)
      .values({ tokenHash: hashToken(token), remote: input.remote, version: input.version, note: input.note, createdBy: input.actor, expiresAt })
      .returning({ id: browserOverrides.id });
    await logEvent(tx, { remote: input.remote, action: 'override_create', fromVersion: null, toVersion: input.version, actor: input.actor, detail: `override #${row!.id}${input.note ? `: ${input.note}` : ''}` });
    return { id: row!.id, token, remote: input.remote, version: input.version, expires_at: expiresAt.toISOString() };
  });
}

export async function revokeOverride(db: Database, input: { id: number; actor: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(browserOverrides).where(eq(browserOverrides.id, input.id));
    if (!row) throw notFound(`オーバーライド #${input.id} はありません。`);
    if (row.revokedAt) throw badRequest(`オーバーライド #${input.id} はすでに取り消されています。`);
    await tx.update(browserOverrides).set({ revokedAt: new Date() }).where(eq(browserOverrides.id, input.id));
    await logEvent(tx, { remote: row.remote, action: 'override_revoke', fromVersion: row.version, toVersion: null, actor: input.actor, detail: `override #${row.id}` });
    return { id: row.id };
  });
}

export async function listOverrides(db: Database) {
  const rows = await db.select().from(browserOverrides).orderBy(desc(browserOverrides.id)).limit(200);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    remote: row.remote,
    version: row.version,
    note: row.note,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    live: !row.revokedAt && row.expiresAt.getTime() > now,
  }));
}

/** Whether a token names a live override (the apply link checks it before setting the cookie). */
export async function findOverrideByToken(db: Database, token: string) {
  const [row] = await db
    .select({ remote: browserOverrides.remote, version: browserOverrides.version, expiresAt: browserOverrides.expiresAt, prefixes: remoteVersions.prefixes })
    .from(browserOverrides)
    .innerJoin(remoteVersions, and(eq(remoteVersions.remote, browserOverrides.remote), eq(remoteVersions.version, browserOverrides.version)))
    .where(and(eq(browserOverrides.tokenHash, hashToken(token)), isNull(browserOverrides.revokedAt), gt(browserOverrides.expiresAt, new Date())));
  return row ?? null;
}

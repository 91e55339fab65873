// The operations CLI: talks to a running portal's /ops HTTP API, exactly as the ops page does.
//
//   pnpm --filter portal-server ops <command> [options]
//
// Commands:
//   list                                   remotes, their versions, which one is active
//   publish <dist-dir> [--if-missing] [--activate-if-none]
//                                          upload a build (its portal-remote.json names remote and version)
//   activate <remote> <version>            switch every browser to that version (next page load)
//   rollback <remote>                      go back to the version active before the current one
//   override <remote> <version> [--hours N] [--note text]
//                                          create a per-browser override and print its link
//   override list | override revoke <id>
//   history [remote] [--limit N]           who switched what when
//
// Options: --portal URL (PORTAL_URL, default http://127.0.0.1:$PORT or 8080), --account and
// --password (PORTAL_OPS_ACCOUNT, PORTAL_OPS_PASSWORD; the demo ops01 account is assumed only
// for a portal on this machine), --token (PORTAL_OPS_TOKEN), --json for machine-readable output.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as tar from 'tar';

export type Options = { portal: string; account?: string; password?: string; token?: string; json: boolean };
type Wrapped<T> = { code: number; errmsg: string; data: T };

export class CliError extends Error {}

const DEMO_ACCOUNT = { account: 'ops01', password: 'pass1234' };

/** The parseArgs options every operations command shares: where the portal is and who signs in. */
export const CONNECTION_ARGS = {
  portal: { type: 'string' },
  account: { type: 'string' },
  password: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

type ConnectionValues = { portal?: string; account?: string; password?: string; token?: string; json?: boolean };

/** Connection options from the command line, else the PORTAL_* environment, else the local portal. */
export function connectionOptions(values: ConnectionValues): Options {
  return {
    portal: (values.portal ?? process.env.PORTAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/$/, ''),
    account: values.account ?? process.env.PORTAL_OPS_ACCOUNT,
    password: values.password ?? process.env.PORTAL_OPS_PASSWORD,
    token: values.token ?? process.env.PORTAL_OPS_TOKEN,
    json: values.json ?? false,
  };
}

export async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...CONNECTION_ARGS,
      hours: { type: 'string' },
      note: { type: 'string' },
      limit: { type: 'string' },
      'if-missing': { type: 'boolean', default: false },
      'activate-if-none': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    console.info(usage());
    return;
  }
  const options = connectionOptions(values);
  const client = new OpsClient(options);
  const print = (data: unknown, text: () => string) => console.info(options.json ? JSON.stringify(data, null, 2) : text());

  switch (command) {
    case 'list': {
      const remotes = await client.call<RemoteSummary[]>('GET', '/ops/remotes');
      return print(remotes, () => formatRemotes(remotes));
    }
    case 'publish': {
      const dir = requireArg(args[0], 'publish <dist-dir>');
      const result = await publish(client, dir, { ifMissing: values['if-missing'] ?? false, activateIfNone: values['activate-if-none'] ?? false });
      return print(result, () => result.message);
    }
    case 'activate': {
      const remote = requireArg(args[0], 'activate <remote> <version>');
      const version = requireArg(args[1], 'activate <remote> <version>');
      const result = await client.call<{ from_version: string | null; version: string }>('POST', `/ops/remotes/${remote}/activate`, { version });
      return print(result, () => `${remote}: ${result.from_version ?? '(none)'} -> ${result.version} (browsers get it on their next page load)`);
    }
    case 'rollback': {
      const remote = requireArg(args[0], 'rollback <remote>');
      const result = await client.call<{ from_version: string; version: string }>('POST', `/ops/remotes/${remote}/rollback`);
      return print(result, () => `${remote}: rolled back ${result.from_version} -> ${result.version}`);
    }
    case 'override':
      return overrideCommand(client, args, values, print);
    case 'history': {
      const query = new URLSearchParams({ limit: values.limit ?? '50', ...(args[0] ? { remote: args[0] } : {}) });
      const events = await client.call<HistoryEvent[]>('GET', `/ops/history?${query}`);
      return print(events, () => events.map((e) => `${e.at}  ${e.remote.padEnd(16)} ${e.action.padEnd(15)} ${e.from_version ?? '-'} -> ${e.to_version ?? '-'}  by ${e.actor}${e.detail ? `  (${e.detail})` : ''}`).join('\n') || '(no history)');
    }
    default:
      throw new CliError(`unknown command "${command}"\n${usage()}`);
  }
}

async function overrideCommand(client: OpsClient, args: string[], values: { hours?: string; note?: string }, print: (data: unknown, text: () => string) => void) {
  if (args[0] === 'list') {
    const overrides = await client.call<{ id: number; remote: string; version: string; live: boolean; expires_at: string; created_by: string; note: string }[]>('GET', '/ops/overrides');
    return print(overrides, () => overrides.map((o) => `#${o.id} ${o.remote} ${o.version} ${o.live ? `live until ${o.expires_at}` : 'ended'} by ${o.created_by} ${o.note}`).join('\n') || '(no overrides)');
  }
  if (args[0] === 'revoke') {
    const id = requireArg(args[1], 'override revoke <id>');
    const result = await client.call<{ id: number }>('POST', `/ops/overrides/${id}/revoke`);
    return print(result, () => `override #${result.id} revoked`);
  }
  const remote = requireArg(args[0], 'override <remote> <version>');
  const version = requireArg(args[1], 'override <remote> <version>');
  const body = { remote, version, ...(values.hours ? { hours: Number(values.hours) } : {}), ...(values.note ? { note: values.note } : {}) };
  const result = await client.call<{ id: number; link: string; expires_at: string }>('POST', '/ops/overrides', body);
  return print(result, () => `override #${result.id}: ${remote} ${version} until ${result.expires_at}\nopen this link in the browser that should see it:\n${result.link}`);
}

type RemoteSummary = { name: string; active_version: string | null; versions: { version: string; prefixes: string[]; active: boolean; published_at: string; published_by: string }[] };
type HistoryEvent = { at: string; remote: string; action: string; from_version: string | null; to_version: string | null; actor: string; detail: string };

function formatRemotes(remotes: RemoteSummary[]): string {
  if (remotes.length === 0) return '(no remote published yet)';
  return remotes
    .map((r) => [`${r.name}  active: ${r.active_version ?? '(none)'}`, ...r.versions.map((v) => `  ${v.active ? '*' : ' '} ${v.version.padEnd(14)} ${v.prefixes.join(' ')}  (${v.published_by}, ${v.published_at})`)].join('\n'))
    .join('\n');
}

/** Uploads a built dist/ folder; the build's portal-remote.json says which remote and version it is. */
async function publish(client: OpsClient, dir: string, flags: { ifMissing: boolean; activateIfNone: boolean }) {
  const descriptorFile = path.join(dir, 'portal-remote.json');
  if (!fs.existsSync(descriptorFile)) throw new CliError(`${descriptorFile} not found: build the remote first (pnpm --filter <remote> build)`);
  const { name, version } = JSON.parse(fs.readFileSync(descriptorFile, 'utf8')) as { name: string; version: string };
  const remotes = await client.call<RemoteSummary[]>('GET', '/ops/remotes');
  const known = remotes.find((r) => r.name === name);
  const exists = known?.versions.some((v) => v.version === version) ?? false;
  let message: string;
  if (exists && flags.ifMissing) {
    message = `${name} ${version} is already published`;
    if (!(await client.sameFile(`/remotes/${name}/${version}/remoteEntry.js`, path.join(dir, 'remoteEntry.js')))) {
      message += ` (warning: ${dir} is a different build; versions never change once published, so raise the version to ship it: pnpm --filter ${name} publish-remote -- --version <next>)`;
    }
  } else {
    const bundle = await streamToBuffer(tar.c({ gzip: true, cwd: dir, portable: true }, fs.readdirSync(dir)));
    const published = await client.call<{ file_count: number; total_bytes: number }>('POST', `/ops/remotes/${name}/versions/${version}`, bundle);
    message = `published ${name} ${version} (${published.file_count} files, ${(published.total_bytes / 1024).toFixed(0)} KiB)`;
  }
  let activated = false;
  if (flags.activateIfNone && !known?.active_version) {
    await client.call('POST', `/ops/remotes/${name}/activate`, { version });
    activated = true;
    message += `; activated ${version}`;
  }
  return { remote: name, version, published: !(exists && flags.ifMissing), activated, message };
}

async function streamToBuffer(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export class OpsClient {
  private token: string | undefined;

  constructor(private readonly options: Options) {
    this.token = options.token;
  }

  async call<T>(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<T> {
    if (!this.token) this.token = await this.login();
    return this.request<T>(method, pathname, body, this.token);
  }

  /** Whether the portal serves `pathname` with the same bytes as the local file. */
  async sameFile(pathname: string, file: string): Promise<boolean> {
    if (!fs.existsSync(file)) return false;
    try {
      const response = await fetch(`${this.options.portal}${pathname}`);
      return response.ok && Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(file));
    } catch {
      return false;
    }
  }

  private async login(): Promise<string> {
    const credentials = this.credentials();
    const data = await this.request<{ token: string }>('POST', '/ops/login', credentials);
    return data.token;
  }

  private credentials() {
    if (this.options.account && this.options.password) return { account: this.options.account, password: this.options.password };
    const host = new URL(this.options.portal).hostname;
    if (['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return DEMO_ACCOUNT;
    throw new CliError('set PORTAL_OPS_ACCOUNT and PORTAL_OPS_PASSWORD (or --account/--password, or PORTAL_OPS_TOKEN)');
  }

  private async request<T>(method: string, pathname: string, body: unknown, token?: string): Promise<T> {
    const isBundle = Buffer.isBuffer(body);
    let response: Response;
    try {
      response = await fetch(`${this.options.portal}${pathname}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': isBundle ? 'application/gzip' : 'application/json' }),
        },
        body: body === undefined ? undefined : isBundle ? new Uint8Array(body) : JSON.stringify(body),
      });
    } catch (error) {
      throw new CliError(`cannot reach the portal at ${this.options.portal}: ${(error as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as Wrapped<T> | null;
    if (!json || json.code !== 0) throw new CliError(`${method} ${pathname} failed (${response.status}): ${json?.errmsg ?? response.statusText}`);
    return json.data;
  }
}

function requireArg(value: string | undefined, usageLine: string): string {
  if (!value) throw new CliError(`usage: ${usageLine}`);
  return value;
}

function usage(): string {
  const source = fs.readFileSync(new URL(import.meta.url), 'utf8');
  return source
    .split('\n')
    .filter((line) => line.startsWith('//'))
    .slice(0, 20)
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof CliError ? `portal-ops: ${error.message}` : error);
    process.exit(1);
  });
}

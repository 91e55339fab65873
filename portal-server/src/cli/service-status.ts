// Sets or shows the service status the portal's start-up check returns (spec part 1, section 4),
// through a running portal's /ops HTTP API:
//
//   pnpm --filter portal-server service-status show
//   pnpm --filter portal-server service-status set tips "本日18時から30分間メンテナンスを行います。"
//   pnpm --filter portal-server service-status set disabled "システム障害のため、現在ご利用いただけません。"
//   pnpm --filter portal-server service-status set normal
//
// disabled: students see the outage dialog with one button that leaves the app; tips: the
// dialog's button returns to the app; normal: no dialog. Options as for `ops` (--portal,
// --account, --password, --token and their PORTAL_* environment variables), plus --json.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CliError, CONNECTION_ARGS, connectionOptions, OpsClient } from './ops';

type Status = { opt_status: number; opt_mode: 'disabled' | 'tips' | 'normal'; opt_content: string; changed_at: string | null };
type History = { current: Status; history: (Omit<Status, 'changed_at'> & { changed_at: string; changed_by: number | null })[] };

const MODES = ['disabled', 'tips', 'normal'] as const;

export async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...CONNECTION_ARGS,
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, mode, ...words] = positionals;
  if (!command || values.help) return console.info(usage());
  const options = connectionOptions(values);
  const json = options.json;
  const client = new OpsClient(options);
  if (command === 'show') {
    const data = await client.call<History>('GET', `/ops/service-status?limit=${Number(values.limit ?? 10)}`);
    return console.info(json ? JSON.stringify(data, null, 2) : [describe(data.current), 'history:', ...data.history.map((entry) => `  ${entry.changed_at}  ${describe(entry)}`)].join('\n'));
  }
  if (command === 'set') {
    if (!MODES.includes(mode as (typeof MODES)[number])) throw new CliError(`usage: service-status set <${MODES.join('|')}> [message]`);
    const content = words.join(' ').trim();
    if (mode !== 'normal' && !content) throw new CliError(`${mode} needs the message students will see`);
    const data = await client.call<Status>('POST', '/ops/service-status', { mode, opt_content: content });
    return console.info(json ? JSON.stringify(data, null, 2) : `now: ${describe(data)}`);
  }
  throw new CliError(`unknown command ${command}; try --help`);
}

function describe(status: { opt_status: number; opt_mode: string; opt_content: string }): string {
  return `${status.opt_mode} (opt_status ${status.opt_status})${status.opt_content ? `: ${status.opt_content}` : ''}`;
}

function usage(): string {
  const source = fs.readFileSync(new URL(import.meta.url), 'utf8');
  return source
    .split('\n')
    .filter((line) => line.startsWith('//'))
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof CliError ? `service-status: ${error.message}` : error);
    process.exit(1);
  });
}

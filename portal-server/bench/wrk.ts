// A closed-loop load from wrk (Debian's `wrk`, installed by scripts/setup.sh) for the rows whose
// requests never change (the ceiling and the reads). The server and its load generator share this
// machine's two cores: autocannon spends about as much CPU per request as the ceiling route itself
// (0.04 ms), so its rows measured the two together, and autocannon alone tops out near 41,000
// req/s against a bare route. wrk, written in C, spends a small fraction of that, which leaves the
// cores to the server as clients on other machines would. The write rows, whose bodies change per
// request, stay with autocannon and bench/paced.ts.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LoadResult } from './paced';

const run = promisify(execFile);

/** True when the wrk binary is on PATH (a machine set up before it joined scripts/setup.sh may lack it). */
export async function wrkAvailable(): Promise<boolean> {
  try {
    await run('wrk', ['--version']);
    return true;
  } catch (error) {
    // wrk --version prints its usage and exits 1; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** Milliseconds from wrk's "1.23ms", "456.00us" or "1.02s". */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable latency "${text}"`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** Reads wrk's report (run with --latency): totals, percentiles, non-2xx and socket errors. */
export function parseWrkReport(report: string): LoadResult {
  const field = (pattern: RegExp) => {
    const match = pattern.exec(report);
    if (!match) throw new Error(`wrk: no ${pattern.source} in its report:\n${report}`);
    return match;
  };
  const [, total, duration] = field(/(\d+) requests in ([\d.]+\w+),/);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const errors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return {
    total: Number(total),
    rps: Number(total) / (milliseconds(duration!) / 1000),
    p50: Math.round(milliseconds(field(/\n\s+50%\s+(\S+)/)[1]!)),
    p99: Math.round(milliseconds(field(/\n\s+99%\s+(\S+)/)[1]!)),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
    errors,
  };
}

/** wrk as a load: `connections` keep-alive connections on one thread, each sending the next request as soon as its last is answered. */
export const wrkClosedLoop =
  (options: { url: string; connections: number; headers?: Record<string, string> }) =>
  async (seconds: number): Promise<LoadResult> => {
    const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const { stdout } = await run('wrk', ['-t1', `-c${options.connections}`, `-d${seconds}s`, '--latency', ...headers, options.url]);
    return parseWrkReport(stdout);
  };

import fs from 'node:fs';
import os from 'node:os';

// CPU time of process trees from /proc (Linux): what the server and the database spent on a
// benchmark's requests, whatever else the machine was running. Requests per second move with
// the other load on a shared 2-core machine; CPU milliseconds per request hardly do.

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the project runs on.

function stat(pid: number): { ppid: number; cpuMs: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may itself hold spaces).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime + stime, and cutime + cstime: the time of children that exited and were reaped (a
    // PostgreSQL backend whose pooled connection closed when idle takes its time with it otherwise).
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** Total CPU milliseconds of `root` and every descendant: living ones, and those that exited and were reaped. */
export function treeCpuMs(root: number): number {
  if (os.platform() !== 'linux') return Number.NaN;
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const info = stat(pid);
    if (!info) continue;
    cpu.set(pid, info.cpuMs);
    children.set(info.ppid, [...(children.get(info.ppid) ?? []), pid]);
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += cpu.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

// Where a portal-server's time went: summarises a V8 CPU profile (.cpuprofile, as written by
// `BENCH_PROFILE=<folder> pnpm --filter portal-server bench`, i.e. node --cpu-prof).
//
//   pnpm --filter portal-server exec tsx bench/profile.ts <file.cpuprofile> [rows]
//
// Prints self time by package (node_modules package, node: built-in, or our src/ file) and by
// function, and inclusive time by package (a frame's package counted once per sample), each as a
// share of all samples. "(idle)" is time the process waited (on the database, on clients);
// "(garbage collector)" and "(program)" are V8's own.
import fs from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

// Piped into head: stop quietly when the reader has had enough.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/profile.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** The package a frame belongs to: pnpm's folder name without the version, node:x, or ours:<src file>. */
function packageOf(frame: CallFrame): string {
  const url = frame.url;
  const pnpm = /node_modules\/\.pnpm\/([^/]+)\//.exec(url) ?? /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pnpm) return pnpm[1]!.replace(/@[\d.]+.*$/, '');
  if (url.includes('/portal-server/src/')) return `ours:${url.split('/portal-server/src/')[1]}`;
  if (url.startsWith('node:')) return url;
  return url ? url.split('/').slice(-2).join('/') : `(${frame.functionName})`;
}

const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
const selfByNode = new Map<number, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  total += delta;
  selfByNode.set(id, (selfByNode.get(id) ?? 0) + delta);
});

const selfByPackage = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const inclusiveByPackage = new Map<string, number>();
for (const [id, time] of selfByNode) {
  const frame = nodes.get(id)!.callFrame;
  add(selfByFunction, `${frame.functionName || '(anonymous)'} ${packageOf(frame)}:${frame.lineNumber + 1}`, time);
  add(selfByPackage, packageOf(frame).replace(/^ours:.*/, 'ours (src/)'), time);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
    const name = packageOf(nodes.get(current)!.callFrame);
    if (!seen.has(name)) {
      seen.add(name);
      add(inclusiveByPackage, name, time);
    }
  }
}

const share = (time: number) => `${((time / total) * 100).toFixed(1).padStart(5)} %`;
const print = (title: string, map: Map<string, number>) => {
  console.info(`\n${title}`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.info(`${share(time)}  ${key}`);
};
console.info(`${file}: ${(total / 1e6).toFixed(1)} s of samples`);
print('self time by package', selfByPackage);
print('self time by function', selfByFunction);
print('inclusive time by package', inclusiveByPackage);

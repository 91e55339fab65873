import cluster from 'node:cluster';
import { workerCount } from './workers';

/** A worker that dies this soon after starting is not restarted again and again: the primary gives up. */
const CRASH_LOOP_MS = 5_000;

/** One portal-server process: the app on the configured port (shared by the cluster's workers). */
async function serve() {
  // Loaded here, not at the top: the primary of several workers never builds an app itself.
  const [{ buildApp }, { loadConfig }, { openDatabase }] = await Promise.all([import('./app'), import('./config'), import('./db/client')]);
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const who = cluster.isWorker ? `worker ${cluster.worker?.id} (pid ${process.pid})` : `pid ${process.pid}`;
  console.info(`portal-server listening on http://${config.host}:${config.port} (${database.kind}, ${who})`);
}

/**
 * The primary of several workers: forks them (they share the listening socket), replaces one
 * that dies, and on SIGINT/SIGTERM stops them all and exits when they have closed.
 */
function supervise(count: number) {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`portal-server: worker ${worker.id} exited (${signal ?? code}) after ${lived} ms`);
    if (lived < CRASH_LOOP_MS) {
      console.error('portal-server: a worker failed right after starting; stopping (see the error above)');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.info(`portal-server: starting ${count} worker processes (PORTAL_WORKERS overrides)`);
  for (let n = 0; n < count; n++) fork();
}

function main() {
  if (cluster.isWorker) return serve();
  const { count, note } = workerCount(process.env);
  if (note) console.warn(`portal-server: ${note}`);
  if (count === 1) return serve();
  supervise(count);
  return Promise.resolve();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

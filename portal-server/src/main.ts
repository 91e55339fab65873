import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
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
  console.info(`portal-server listening on http://${config.host}:${config.port} (${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

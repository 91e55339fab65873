// `pnpm --filter portal-server seed`: creates (or completes) the demo school and every
// feature's demo data in DATA_DIR or DATABASE_URL, then prints the demo logins.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { demoLoginLines } from '../features/accounts/seed';
import { runSeed } from './seed-steps';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    const school = await runSeed(database.db, config, (line) => console.info(line));
    console.info(`seed: done in ${Date.now() - started} ms (${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`);
    console.info(demoLoginLines(school).join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { loadConfig } from './lib/config';
import { startSpeechServer } from './app/server';

const config = loadConfig();
const running = await startSpeechServer(config);
console.info(`speech-server listening on ${running.url} (${config.helpers} engines x ${config.slotsPerHelper} slots)`);

const shutdown = (): void => {
  void running.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

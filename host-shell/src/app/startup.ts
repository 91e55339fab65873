// Runs after the registry is read and before first render. Seam for the shell engineer
// (outage check, session restore, user info and config loading go here).
import { storage } from 'shared-api';
import { initI18n } from 'shared-ui';

export async function startShell(): Promise<void> {
  await storage.init();
  await initI18n();
}

#!/usr/bin/env node
// `portal-ops <command>`: the operations CLI (src/cli/ops.ts) without a build step.
import { register } from 'tsx/esm/api';

register();
const { main, CliError } = await import('../src/cli/ops.ts');
main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof CliError ? `portal-ops: ${error.message}` : error);
  process.exit(1);
});

import { createFrontendConfig } from '../tooling/rspack-config.mjs';

export default createFrontendConfig({
  dirname: import.meta.dirname,
  name: 'host-shell',
  kind: 'host',
  devPort: Number(process.env.DEV_PORT ?? 3000),
});

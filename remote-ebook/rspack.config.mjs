import { createFrontendConfig } from '../tooling/rspack-config.mjs';

export default createFrontendConfig({
  dirname: import.meta.dirname,
  name: 'remote-ebook',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './shared-probe': './src/app/shared-probe.ts' },
  devPort: Number(process.env.DEV_PORT ?? 3004),
});

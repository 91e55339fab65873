import { createFrontendConfig } from '../tooling/rspack-config.mjs';

export default createFrontendConfig({
  dirname: import.meta.dirname,
  name: 'remote-exercises',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './engine': './src/engine.tsx' },
  devPort: Number(process.env.DEV_PORT ?? 3001),
});

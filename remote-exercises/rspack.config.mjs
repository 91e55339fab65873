import { createFrontendConfig } from '../tooling/rspack-config.mjs';

// ./engine: the exercise player, modes, outbox and result view the study modules play items with.
export default createFrontendConfig({ dirname: import.meta.dirname, exposes: { './engine': './src/engine.tsx' } });

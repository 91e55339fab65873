import { createFrontendConfig } from '../tooling/rspack-config.mjs';

export default createFrontendConfig({ dirname: import.meta.dirname });

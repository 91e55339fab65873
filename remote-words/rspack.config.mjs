import { createFrontendConfig } from '../tooling/rspack-config.mjs';

// ./word-lookup: the dictionary's lookup panel (one word's entry, audio, collect), for the ebook reader.
export default createFrontendConfig({ dirname: import.meta.dirname, exposes: { './word-lookup': './src/word-lookup.tsx' } });

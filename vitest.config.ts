import { defineConfig } from 'vitest/config';
import { namesOf } from './tooling/workspace.mjs';

// One vitest run for the whole workspace; each package is a project with its own environment.
// The lists come from each package's "portal" descriptor (tooling/workspace.mjs), so a new
// package's tests run by its being created.
export default defineConfig({
  test: {
    projects: [
      ...namesOf('browser').map((name) => ({
        extends: true as const,
        test: { name, root: `./${name}`, include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      })),
      // Pure code both sides import: no DOM in its tests either.
      ...namesOf('contract').map((name) => ({
        extends: true as const,
        test: { name, root: `./${name}`, include: ['src/**/*.test.ts'], environment: 'node' },
      })),
      {
        extends: true as const,
        test: { name: 'tooling', root: './tooling', include: ['**/*.test.ts'], environment: 'node' },
      },
      // The servers' tests share one module graph per worker (isolate: false): each file builds its
      // own portal or engine and nothing mocks modules, and importing the whole app afresh for each
      // of 34 files was 40 % of portal-server's test CPU. The timeouts only catch hangs: npm test
      // runs these at the lowest CPU priority beside the e2e tests, where a portal takes far longer
      // to start than alone.
      ...namesOf('server').map((name) => ({
        extends: true as const,
        // A seeded test portal loads the word lists of grade 3 only (the grade the tests study):
        // every list's word and example audio is minutes of synthesis on a fresh clone.
        test: {
          name,
          root: `./${name}`,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // The dictionary likewise: its 500 most common words and the words the tests look up
          // (features/dictionary/seed.ts); dictionary.full-data.test.ts loads all of it.
          env: { CONTENT_WORD_LISTS: process.env.CONTENT_WORD_LISTS ?? 'eiken-3', CONTENT_EBOOKS: process.env.CONTENT_EBOOKS ?? 'lost-umbrella,lunch-around-the-world', DICTIONARY_SUBSET: process.env.DICTIONARY_SUBSET ?? '500' },
        },
      })),
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace; each package is a project with its own environment.
const browserPackages = ['host-shell', 'remote-exercises', 'remote-exams', 'remote-words', 'remote-ebook', 'remote-arena', 'remote-aistudy', 'shared-api', 'shared-ui', 'shared-speech'];

export default defineConfig({
  test: {
    projects: [
      ...browserPackages.map((name) => ({
        extends: true as const,
        test: {
          name,
          root: `./${name}`,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      })),
      {
        extends: true as const,
        test: { name: 'tooling', root: './tooling', include: ['**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true as const,
        test: { name: 'portal-server', root: './portal-server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true as const,
        test: { name: 'speech-server', root: './speech-server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
    ],
  },
});

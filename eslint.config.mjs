// Lint for the whole workspace. Besides typescript-eslint's recommended rules it enforces
// the one direction of dependency from DESIGN.md:
//   host-shell, remote-*  ->  shared-*  (never the other way)
//   no remote imports another remote's or the host's source (they meet only through
//   Module Federation at runtime); front-end code never imports the servers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import { namesOf } from './tooling/workspace.mjs';

// Derived from each package's "portal" descriptor: a new remote is linted by being created.
const REMOTES = namesOf('remote');
const SHARED = namesOf('shared');
const SERVERS = namesOf('server');
const APPS = namesOf('front-end');

/** Forbid importing package `pkg` by name or by a relative path into its folder. */
const forbidPackage = (pkg, why) => [
  { group: [pkg, `${pkg}/*`], message: `${pkg}: ${why}` },
  { group: [`../${pkg}/*`, `../../${pkg}/*`, `../../../${pkg}/*`, `../../../../${pkg}/*`, `**/../${pkg}/**`], message: `${pkg}: ${why}` },
];

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/**
 * Apps and shared packages take the router from shared-ui/router: shared directly, react-router
 * would be bundled whole into the host (see shared-ui/src/router.ts). Tests and test helpers
 * (src/testing) may build a memory
 * router from react-router itself; the module that re-exports it is the one other exception.
 */
const ROUTER_IMPORT = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: "import the router from 'shared-ui/router' (one shared, tree-shaken instance)",
};
const ROUTER_MODULE = 'shared-ui/src/router.ts';

/** Likewise the translation hook comes from shared-ui, the one package that imports react-i18next. */
const I18N_IMPORT = { group: ['react-i18next', 'react-i18next/*'], message: "import useTranslation from 'shared-ui'" };

/** A package's import rules: `patterns` (and, outside shared-ui, I18N_IMPORT) everywhere, and the router rule outside tests and ROUTER_MODULE. */
const packageImportRules = (pkg, patterns) => {
  const exceptions = [`${pkg}/src/**/*.test.{ts,tsx}`, `${pkg}/src/testing/**`, ...(ROUTER_MODULE.startsWith(`${pkg}/`) ? [ROUTER_MODULE] : [])];
  if (pkg !== 'shared-ui') patterns = [...patterns, I18N_IMPORT];
  return [
    { files: [`${pkg}/src/**/*.{ts,tsx}`], ignores: exceptions, rules: restrict([...patterns, ROUTER_IMPORT]) },
    { files: exceptions, rules: restrict(patterns) },
  ];
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**', '**/test-results/**', '**/*.mjs', 'speech-server/native/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [...APPS, ...SHARED].map((p) => `${p}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // shared-* never import the host, a remote or a server.
  ...SHARED.flatMap((pkg) =>
    packageImportRules(
      pkg,
      [...APPS, ...SERVERS].flatMap((other) => forbidPackage(other, 'shared packages must not depend on apps or servers')),
    ),
  ),
  // A remote or the host never imports another app's source, nor a server.
  ...APPS.flatMap((app) =>
    packageImportRules(
      app,
      [
        ...APPS.filter((other) => other !== app).flatMap((other) =>
          forbidPackage(other, 'apps meet only through Module Federation at runtime (loadRemote), never by import'),
        ),
        ...SERVERS.flatMap((server) => forbidPackage(server, 'front-end code talks to servers over HTTP only')),
      ],
    ),
  ),
  // Servers never import front-end code.
  ...SERVERS.map((server) => ({
    files: [`${server}/**/*.ts`],
    rules: restrict([
      ...[...APPS, ...SHARED, ...SERVERS.filter((s) => s !== server)].flatMap((other) =>
        forbidPackage(other, 'servers are independent processes; share data over HTTP, not imports'),
      ),
    ]),
  })),
  // shared-contract is what servers and front ends both import, so it imports no workspace
  // package and nothing of Node: it must run unchanged in a browser and on a server.
  {
    files: ['shared-contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'shared-contract runs in browsers too: no Node built-ins' })),
          patterns: [
            { group: ['node:*'], message: 'shared-contract runs in browsers too: no Node built-ins' },
            ...namesOf('front-end,shared,server,test').flatMap((other) => forbidPackage(other, 'shared-contract imports no other workspace package (they import it)')),
          ],
        },
      ],
    },
  },
);

// Lint for the whole workspace (`pnpm exec eslint . --max-warnings=0` in npm test). Besides
// typescript-eslint's recommended rules it holds two kinds of layer, as excalidraw does:
//
// Between packages (DESIGN.md):
//   host-shell, remote-*  ->  shared-*  ->  shared-contract   (never the other way)
//   no app imports another app's source (they meet through Module Federation at runtime); the one
//   exceptions are type-only imports of what remotes expose for each other: remote-exercises/engine
//   (the engine other remotes load) and remote-words/word-lookup (the dictionary's lookup panel).
//   Front-end code never imports the servers; servers import no front-end code and not each other.
//
// Inside a package (bulletproof-react): src/app (or src/app.ts) composes, src/features/* are the
// features, src/lib holds the package's infrastructure below them.
//   - no import cycles between modules;
//   - features do not import the composition layer; lib imports neither;
//   - a feature imports another feature only when that one is declared shared in the package's
//     "portal.sharedFeatures" (package.json), and a shared feature imports only the shared
//     features listed before it: the list is the order of the layers, so features cannot form
//     a cycle either.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { namesOf, packagesOf } from './tooling/workspace.mjs';

// Derived from each package's "portal" descriptor: a new remote is linted by being created.
const SHARED = namesOf('shared');
const SERVERS = namesOf('server');
const APPS = namesOf('front-end');
const CONTRACT = namesOf('contract');

/** Modules of an app that another app may import for their types only (never their code). */
const TYPE_ONLY_EXPOSES = ['remote-exercises/engine', 'remote-words/word-lookup'];

/** Forbid importing package `pkg` by name or by a relative path into its folder. */
const forbidPackage = (pkg, why, { allowTypes = [] } = {}) => [
  { group: [pkg, `${pkg}/*`, ...allowTypes.map((module) => `!${module}`)], message: `${pkg}: ${why}` },
  ...allowTypes.map((module) => ({ group: [module], allowTypeImports: true, message: `${pkg}: ${why} (import type only)` })),
  { group: [`../${pkg}/*`, `../../${pkg}/*`, `../../../${pkg}/*`, `../../../../${pkg}/*`, `**/../${pkg}/**`], message: `${pkg}: ${why}` },
];

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

/**
 * Apps and shared packages take the router from shared-ui/router: shared directly, react-router
 * would be bundled whole into the host (see shared-ui/src/router.ts). Tests and test helpers
 * (src/testing) may build a memory router from react-router itself; the module that re-exports
 * it is the one other exception.
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

/** The feature folders of a package (src/features/*). */
const featuresOf = (pkg) => {
  const dir = path.join(import.meta.dirname, pkg, 'src', 'features');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
};

/**
 * The layers inside one package: features never import its composition layer, and import
 * another feature only when that one is declared shared.
 */
const featureLayers = ({ name, sharedFeatures }) => {
  const features = featuresOf(name);
  if (features.length === 0) return [];
  const root = `./${name}/src`;
  const composition = fs.existsSync(path.join(import.meta.dirname, name, 'src', 'app.ts')) ? `${root}/app.ts` : `${root}/app`;
  const declared = sharedFeatures.length ? `declared shared: ${sharedFeatures.join(', ')}` : 'none is declared shared';
  return [
    {
      files: [`${name}/src/**/*.{ts,tsx}`],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            zones: [
              { target: `${root}/features`, from: composition, message: 'features do not import the composition layer (src/app): pass what they need in, or move it into a shared feature' },
              ...features
                .filter((feature) => !sharedFeatures.includes(feature))
                .map((feature) => ({
                  target: `${root}/features/${feature}`,
                  from: `${root}/features`,
                  except: [`./${feature}`, ...sharedFeatures.map((shared) => `./${shared}`)],
                  message: `a feature imports another only when that one is in ${name}'s "portal.sharedFeatures" (${declared})`,
                })),
              // A shared feature builds only on the shared features listed before it.
              ...sharedFeatures.map((feature, index) => ({
                target: `${root}/features/${feature}`,
                from: `${root}/features`,
                except: [feature, ...sharedFeatures.slice(0, index)].map((shared) => `./${shared}`),
                message: `a shared feature of ${name} imports only the shared features listed before it in "portal.sharedFeatures" (${declared})`,
              })),
              { target: `${root}/lib`, from: [`${root}/features`, composition], message: 'src/lib is below the features: it imports no feature and not the composition layer' },
            ],
          },
        ],
      },
    },
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
    plugins: { 'import-x': importX },
    settings: {
      // Without these two, import-x reads no .ts file and finds no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Cycles inside a package (a type-only import is no cycle: it leaves nothing at run time).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
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
  // A remote or the host never imports another app's source (but the types of what it exposes), nor a server.
  ...APPS.flatMap((app) =>
    packageImportRules(app, [
      ...APPS.filter((other) => other !== app).flatMap((other) =>
        forbidPackage(other, 'apps meet only through Module Federation at runtime (useExposedModule), never by import', {
          allowTypes: TYPE_ONLY_EXPOSES.filter((module) => module.startsWith(`${other}/`)),
        }),
      ),
      ...SERVERS.flatMap((server) => forbidPackage(server, 'front-end code talks to servers over HTTP only')),
    ]),
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
  ...CONTRACT.map((pkg) => ({
    files: [`${pkg}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: `${pkg} runs in browsers too: no Node built-ins` })),
          patterns: [
            { group: ['node:*'], message: `${pkg} runs in browsers too: no Node built-ins` },
            ...namesOf('front-end,shared,server,test').flatMap((other) => forbidPackage(other, `${pkg} imports no other workspace package (they import it)`)),
          ],
        },
      ],
    },
  })),
  // Layers inside each package with features.
  ...packagesOf('front-end,shared,server').flatMap(featureLayers),
);

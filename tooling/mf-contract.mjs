// The one shared-dependency contract. Every rspack config (host and remotes) imports it,
// so React, the router, the stores, i18n and our shared-* packages are a single instance
// at runtime whichever build happens to provide them first.
//
// requiredVersion must be real semver: `workspace:*` would disable the version check.
// tooling/mf-contract.test.ts fails when an installed version leaves these ranges.

/** @type {Record<string, string>} */
export const sharedRanges = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-dom/client': '^19.2.0',
  'react/jsx-runtime': '^19.2.0',
  zustand: '^5.0.8',
  i18next: '^26.0.0',
  // Server state: one QueryClient (created in shared-api) and one React context for every app.
  // Shared whole (13.6 KB gzip in the host): a re-export of the names we use, as for the router,
  // saved only 1 KB, since the query core is what every hook needs.
  '@tanstack/react-query': '^5.108.0',
  'shared-api': '^1.0.0',
  // shared-ui also carries react-i18next's useTranslation (the one name apps use; shared whole,
  // react-i18next would bring Trans and an HTML parser into the host).
  'shared-ui': '^1.0.0',
  // The router, shared as our re-export of the react-router names the apps use (not react-router
  // itself, which would be bundled whole: 64 KB gzip). Apps import only this (lint enforces it).
  'shared-ui/router': '^1.0.0',
  'shared-speech': '^1.0.0',
};

/** Package whose package.json carries the version of a (possibly deep) shared request. */
export function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/**
 * The `shared` option for ModuleFederationPlugin.
 * @param {(pkg: string) => string} installedVersion reads the version the building package resolves
 */
export function sharedConfig(installedVersion) {
  return Object.fromEntries(
    Object.entries(sharedRanges).map(([request, range]) => [
      request,
      {
        singleton: true,
        requiredVersion: range,
        version: installedVersion(packageOf(request)),
        strictVersion: false,
      },
    ]),
  );
}

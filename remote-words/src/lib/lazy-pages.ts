import type { ComponentType } from 'react';

/**
 * A route's `lazy` that takes its page from a feature's pages module, loaded when one of the
 * feature's routes is first opened. remote-words serves six features; its first route (the
 * dictionary) would otherwise load every feature's pages and outgrow the remote's size budget
 * (e2e/tests/platform/size-budget.spec.ts).
 */
export const lazyPage =
  <Pages>(load: () => Promise<Pages>) =>
  (pick: (pages: Pages) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

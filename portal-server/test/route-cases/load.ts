import fs from 'node:fs';
import path from 'node:path';
import type { RouteCases } from './types';

/** Every feature's cases (route-cases/<feature>.ts, `export const cases`), merged by route key. */
export async function loadRouteCases(): Promise<RouteCases> {
  const all: RouteCases = {};
  for (const file of fs.readdirSync(import.meta.dirname).filter((name) => name.endsWith('.ts') && !['types.ts', 'load.ts'].includes(name))) {
    const module = (await import(path.join(import.meta.dirname, file))) as { cases?: RouteCases };
    for (const [key, value] of Object.entries(module.cases ?? {})) {
      if (all[key]) throw new Error(`${key} has cases in two files`);
      all[key] = value;
    }
  }
  return all;
}

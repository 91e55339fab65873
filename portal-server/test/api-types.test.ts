import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../scripts/api-types';

/** The first line where two texts differ, for a readable failure instead of a 7000-line diff. */
function firstDifference(committed: string, current: string): string | null {
  const a = committed.split('\n');
  const b = current.split('\n');
  for (let line = 0; line < Math.max(a.length, b.length); line += 1) {
    if (a[line] !== b[line]) return `line ${line + 1}: committed ${JSON.stringify(a[line] ?? '(end of file)')}, current ${JSON.stringify(b[line] ?? '(end of file)')}`;
  }
  return null;
}

describe("shared-contract's API types", () => {
  it('are what the current route schemas generate (else: pnpm --filter shared-contract generate:api)', async () => {
    const current = await renderApiTypes();
    const committed = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, 'utf8') : '';
    expect(firstDifference(committed, current), 'the generated API types are stale: run pnpm --filter shared-contract generate:api').toBeNull();
  });
});

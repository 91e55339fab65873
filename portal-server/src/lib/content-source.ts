// Content lives as YAML source files in portal-server/content/ and is checked against a zod
// schema before anything is written to the database, so a broken file stops the seed with a
// message that names the file and the field instead of loading half of it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '..', '..', 'content');

export function readContent<T>(relativePath: string, schema: z.ZodType<T>): T {
  const file = path.join(CONTENT_DIR, relativePath);
  let raw: unknown;
  try {
    raw = parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`content ${relativePath}: cannot read YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`content ${relativePath}: ${issues}`);
  }
  return result.data;
}

import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements longer than this (bulk inserts of the seed and the dictionary build) stay unnamed: they run once. */
const MAX_NAMED_TEXT = 16 * 1024;
/** Distinct statements one connection keeps prepared; beyond it, statements go unnamed (memory bound on both sides). */
const MAX_NAMED_PER_CONNECTION = 2_000;

type QueryConfig = { text: string; name?: string; values?: unknown[] } & Record<string, unknown>;

/** Names already worked out, by text (shared by the pool's connections; bounded like each connection's set). */
const namesByText = new Map<string, string>();

/** PostgreSQL's name for a statement: a hash of its text (names are cut at 63 bytes, so the text itself cannot be the name). */
export function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (namesByText.size >= MAX_NAMED_PER_CONNECTION) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

/**
 * A pg.Client that prepares every parameterised statement under a name derived from its text.
 * node-postgres sends an unnamed statement's text with every call, and PostgreSQL parses and
 * plans it every time; a named one is parsed once per connection and then only bound and run
 * (with a cached plan). The API's statements come from a few hundred query shapes, so per
 * connection they are a bounded set; the profile of the dashboard and the answer post showed
 * parsing and planning as a large share of PostgreSQL's time (README "Benchmark").
 */
export class NamedStatementClient extends pg.Client {
  private readonly names = new Set<string>();

  // pg.Client.query has many overloads; this one only rewrites the (config | text, values) forms.
  override query(...args: unknown[]): never {
    const [first, second] = args;
    const config = this.named(first, second);
    if (config) args[0] = config;
    return (super.query as (...rest: unknown[]) => never)(...args);
  }

  private named(first: unknown, second: unknown): QueryConfig | null {
    const values = Array.isArray(second) ? second : undefined;
    let config: QueryConfig | null = null;
    if (typeof first === 'string') config = { text: first };
    else if (first && typeof first === 'object' && typeof (first as QueryConfig).text === 'string' && typeof (first as { submit?: unknown }).submit !== 'function') config = { ...(first as QueryConfig) };
    if (!config || config.name || config.text.length > MAX_NAMED_TEXT) return null;
    if ((values ?? config.values ?? []).length === 0) return null;
    const name = statementName(config.text);
    if (!this.names.has(name)) {
      if (this.names.size >= MAX_NAMED_PER_CONNECTION) return null;
      this.names.add(name);
    }
    config.name = name;
    return config;
  }
}

import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { statementName } from './named-statements';

const { serialize } = protocol;

/** As named-statements.ts: longer statements (seed bulk inserts) run once; beyond the count, statements go unnamed. */
const MAX_NAMED_TEXT = 16 * 1024;
const MAX_NAMED = 2_000;

type Query = PgliteTransaction['query'];

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * PGlite with named prepared statements, the embedded twin of NamedStatementClient. PGlite's own
 * query() sends each parameterised statement as six separate calls into the engine (parse,
 * describe, bind, describe, execute, sync) and parses and plans it every time: in the answer
 * post's profile the engine and that glue were over half the CPU. Here a statement is parsed
 * once under a name derived from its text (its parameter types kept), and each call is one call
 * into the engine: bind, describe, execute, sync. Named statements are session-wide and PGlite
 * has one session, so they outlive transactions and rollbacks; a cached plan is re-planned by
 * PostgreSQL itself when a table it uses changes.
 *
 * The result is what drizzle's PGlite driver expects from query() (and from a transaction's).
 */
export function withNamedStatements(pg: PGlite): PGlite {
  const parameterTypes = new Map<string, number[]>();

  async function namedQuery<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    // As PGlite's own query(): a statement of a transaction runs under the transaction's hold on
    // the one session; any other statement first waits for no transaction to be open, or it would
    // run inside another caller's transaction and be rolled back with it.
    const exclusive = <R>(run: () => Promise<R>) => (inTransaction ? pg._runExclusiveQuery(run) : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(run)));
    return exclusive(async () => {
      const name = statementName(text);
      let types = parameterTypes.get(name);
      if (!types) {
        const described = await pg.execProtocol(concat([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
        types = parse.parseDescribeStatementResults(described.messages);
        parameterTypes.set(name, types);
      }
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = options?.serializers?.[types[index]!] ?? pg.serializers[types[index]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await pg.execProtocol(
        concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      if (!inTransaction) await pg.syncToFs();
      // parseResults copies all ~300 default parsers into a new object for every query given its
      // own (drizzle gives a few on every call): a profile's largest JS cost. Chained instead.
      const parsers = options?.parsers ? Object.assign(Object.create(pg.parsers) as typeof pg.parsers, options.parsers) : pg.parsers;
      return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
    });
  }

  const named = (query: Query, inTransaction: boolean): Query =>
    (<T>(text: string, params?: unknown[], options?: QueryOptions) =>
      // A name that the engine has forgotten cannot happen (one session), but a full table of names
      // can: then the statement runs unnamed, as PGlite runs it.
      params && params.length > 0 && text.length <= MAX_NAMED_TEXT && (parameterTypes.size < MAX_NAMED || parameterTypes.has(statementName(text)))
        ? namedQuery<T>(text, params, options, inTransaction)
        : query<T>(text, params, options)) as Query;

  return new Proxy(pg, {
    get(target, property, receiver) {
      if (property === 'query') return named(target.query.bind(target), false);
      if (property === 'transaction') {
        return <T>(callback: (tx: PgliteTransaction) => Promise<T>) =>
          target.transaction((tx) => callback(Object.assign(Object.create(tx) as PgliteTransaction, { query: named(tx.query.bind(tx), true) })));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

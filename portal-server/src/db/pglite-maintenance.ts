import type { PGlite } from '@electric-sql/pglite';

/**
 * Autovacuum for the embedded database. PGlite runs PostgreSQL in single-user mode, which has no
 * background workers: nothing would ever refresh the planner's statistics, clear dead rows or
 * freeze old transaction ids. Without statistics the planner keeps the estimates of the empty
 * tables it was migrated with: it read an item's totals for an answer post through the student's
 * date index and filtered all of the student's answers (bench: 192-316 answer posts/s before,
 * about 540 after). Without VACUUM every updated row stays on disk, and after about two billion
 * transactions PostgreSQL stops accepting writes to protect its data.
 *
 * So every `autovacuum_naptime` (a minute) one round picks the tables autovacuum would pick, by
 * the same settings and formulas (pg_settings and pg_stat_user_tables work in single-user mode),
 * and vacuums or analyses them one after the other. PGlite does not keep those counts when it is
 * closed (the planner's statistics in pg_statistic it keeps), so a table that holds rows but has
 * never been analysed is due too: a restart must not leave it unanalysed until it grows by a tenth. PGlite runs one statement at a time, so a
 * round holds other queries back while it works; the thresholds keep that to tables that changed
 * by a tenth or more since their last round.
 */
const DUE_TABLES_SQL = `
with settings as (
  select current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
         current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_scale,
         current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
         current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_scale,
         current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
         current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_scale,
         current_setting('autovacuum_freeze_max_age')::float8 as freeze_age
)
select format('%I.%I', s.schemaname, s.relname) as name,
       (s.n_dead_tup > vacuum_base + vacuum_scale * greatest(c.reltuples, 0)
         or s.n_ins_since_vacuum > insert_base + insert_scale * greatest(c.reltuples, 0)) as vacuum,
       (s.n_mod_since_analyze > analyze_base + analyze_scale * greatest(c.reltuples, 0)
         or (not exists (select 1 from pg_statistic where starelid = c.oid) and pg_relation_size(c.oid) > 0)) as analyze,
       age(c.relfrozenxid) > freeze_age as freeze
from pg_stat_user_tables s
join pg_class c on c.oid = s.relid
cross join settings
order by s.n_dead_tup + s.n_mod_since_analyze desc`;

type DueTable = { name: string; vacuum: boolean; analyze: boolean; freeze: boolean };

/** The statement that does what a table is due for, or null when it is due for nothing. */
export function maintenanceStatement({ name, vacuum, analyze, freeze }: DueTable): string | null {
  if (freeze) return `vacuum (freeze, analyze) ${name}`;
  if (vacuum) return analyze ? `vacuum (analyze) ${name}` : `vacuum ${name}`;
  return analyze ? `analyze ${name}` : null;
}

/** One round: vacuums and analyses the tables that are due, and returns the statements it ran. */
export async function maintainTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<DueTable>(DUE_TABLES_SQL);
  const done: string[] = [];
  for (const table of rows) {
    const statement = maintenanceStatement(table);
    if (!statement) continue;
    await client.exec(statement);
    done.push(statement);
  }
  return done;
}

/** Runs a round every `intervalMs` (autovacuum's naptime by default) until stopped. */
export function startTableMaintenance(client: PGlite, intervalMs = 60_000): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A round that outlasts the interval is not joined by a second one.
    running ??= maintainTables(client)
      .catch((error: unknown) => console.error(`portal-server: table maintenance failed (${(error as Error).message}); trying again at the next round`))
      .finally(() => (running = null));
  }, intervalMs);
  // A server that is shutting down must not be kept alive by its maintenance.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

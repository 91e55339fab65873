// node-postgres's value mapping for Bind (numbers, dates, arrays and JSON to PostgreSQL's text),
// exported by the package (its "./lib/*" export) but not typed by @types/pg.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}

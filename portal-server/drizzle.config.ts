import { defineConfig } from 'drizzle-kit';

// `pnpm --filter portal-server db:generate` writes a new SQL migration into drizzle/
// after a schema change. Migrations run on PGlite and PostgreSQL 15 alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

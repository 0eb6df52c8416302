import { defineConfig } from 'drizzle-kit';

// drizzle-kit drafts SQL from the schema into a scratch folder; the reviewed SQL is then saved by hand as
// the next numbered file in src/db/migrations (see docs/ARCHITECTURE.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './.drizzle-draft',
});

import { defineConfig } from 'drizzle-kit';

// The schema is a folder (one file per area); migrations are generated here and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
});

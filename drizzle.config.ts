import { defineConfig } from 'drizzle-kit';

// Only for generating migrations (`npm run db:generate`); the app migrates itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './adapters/db/schema/index.ts',
  out: './adapters/db/migrations',
});

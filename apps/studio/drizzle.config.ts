import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/**/*.tables.ts'],
  out: './db/migrations',
});

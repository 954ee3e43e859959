import { defineConfig } from 'prisma/config';

// Prisma 7 reads the datasource URL here. It is optional: the app itself picks PGlite or
// PostgreSQL at run time (server/db/), and migrations are made by scripts/db-migrate-new.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});

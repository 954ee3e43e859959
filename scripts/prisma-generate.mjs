// Runs `prisma generate` offline. The CLI insists on locating its native schema engine, which it
// would download from Prisma's binary host; generating the client never uses it, so a stand-in
// executable is enough. (docs/decisions/001-database-and-migrations.md)
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'prisma-engine-'));
const stub = join(dir, 'schema-engine');
writeFileSync(
  stub,
  '#!/bin/sh\necho "schema engine stand-in: use npm run db:migrate:new" >&2\nexit 1\n',
);
chmodSync(stub, 0o755);
execFileSync('npx', ['prisma', 'generate'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: stub,
    PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});

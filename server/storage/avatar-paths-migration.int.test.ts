// The 20261125160000_avatar_paths migration on a database with the old rows: local-mode avatars
// stored as absolute URLs (built from whatever APP_URL was) become paths; nothing else changes.
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, type SqlRunner } from '@/server/db/apply-migrations';

const MIGRATION = '20261125160000_avatar_paths';
const pglite = new PGlite();
const db: SqlRunner = {
  query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
  exec: async (sql: string) => {
    await pglite.exec(sql);
  },
};

afterAll(() => pglite.close());

describe(`migration ${MIGRATION}`, () => {
  it('turns stored absolute local-upload URLs into /api/uploads/<id> paths and leaves other avatars alone', async () => {
    // The schema as it was just before the migration.
    const before = mkdtempSync(path.join(tmpdir(), 'pursuit-migrations-'));
    for (const name of readdirSync('prisma/migrations', { withFileTypes: true })) {
      if (name.isDirectory() && name.name < MIGRATION)
        cpSync(path.join('prisma/migrations', name.name), path.join(before, name.name), {
          recursive: true,
        });
    }
    await applyMigrations(db, before);

    const upload = (id: string, user: string) =>
      db.query(
        `INSERT INTO stored_uploads (id, user_id, content_type, data) VALUES ($1, $2, 'image/webp', '\\x00')`,
        [id, user],
      );
    const user = (id: string, picture: string | null) =>
      db.query(
        `INSERT INTO users (id, email, username, profile_picture, updated_at) VALUES ($1, $2, 'U', $3, now())`,
        [id, `${id}@example.test`, picture],
      );
    const ids = {
      a: '11111111-1111-4111-8111-111111111111',
      b: '22222222-2222-4222-8222-222222222222',
      c: '33333333-3333-4333-8333-333333333333',
      d: '44444444-4444-4444-8444-444444444444',
    };
    const uploads = {
      a: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      b: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      c: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    };
    const cloudinary = 'https://res.cloudinary.com/demo/image/upload/v1/pursuit/avatars/x/y.webp';
    await user(ids.a, `http://localhost:3000/api/uploads/${uploads.a}`); // the default APP_URL
    await user(ids.b, `https://jobs.example.com/api/uploads/${uploads.b}`); // a deployment's APP_URL
    await user(ids.c, `http://localhost:3000/api/uploads/${uploads.a}`); // names someone else's upload
    await user(ids.d, cloudinary);
    await upload(uploads.a, ids.a);
    await upload(uploads.b, ids.b);
    await upload(uploads.c, ids.c);

    expect(await applyMigrations(db, 'prisma/migrations')).toContain(MIGRATION);
    const rows = await db.query<{ id: string; profile_picture: string | null }>(
      'SELECT id, profile_picture FROM users ORDER BY id',
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.profile_picture]))).toEqual({
      [ids.a]: `/api/uploads/${uploads.a}`,
      [ids.b]: `/api/uploads/${uploads.b}`,
      [ids.c]: `http://localhost:3000/api/uploads/${uploads.a}`,
      [ids.d]: cloudinary,
    });
  }, 60_000);
});

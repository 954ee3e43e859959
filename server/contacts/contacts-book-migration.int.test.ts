// The 20261126091629_contacts_book migration on a database with issue-13 contacts: every contact
// keeps its id and fields, becomes linked to its application and takes its company (ADR 193).
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, type SqlRunner } from '@/server/db/apply-migrations';

const MIGRATION = '20261126091629_contacts_book';
const pglite = new PGlite();
const db: SqlRunner = {
  query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
  exec: async (sql: string) => {
    await pglite.exec(sql);
  },
};

afterAll(() => pglite.close());

describe(`migration ${MIGRATION}`, () => {
  it('turns each application contact into a book contact linked to its application, losing nothing', async () => {
    const before = mkdtempSync(path.join(tmpdir(), 'pursuit-migrations-'));
    for (const name of readdirSync('prisma/migrations', { withFileTypes: true })) {
      if (name.isDirectory() && name.name < MIGRATION)
        cpSync(path.join('prisma/migrations', name.name), path.join(before, name.name), {
          recursive: true,
        });
    }
    await applyMigrations(db, before);

    const user = '11111111-1111-4111-8111-111111111111';
    const apps = {
      a: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      b: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    };
    await db.query(
      `INSERT INTO users (id, email, username, updated_at) VALUES ($1, 'u@example.test', 'U', now())`,
      [user],
    );
    for (const [id, company] of [
      [apps.a, 'Acme'],
      [apps.b, 'Globex'],
    ] as const) {
      await db.query(
        `INSERT INTO applications (id, user_id, job_title, company, status, updated_at)
         VALUES ($1, $2, 'Engineer', $3, 'Applied', now())`,
        [id, user, company],
      );
    }
    const contact = (id: string, app: string, name: string, email: string | null) =>
      db.query(
        `INSERT INTO application_contacts (id, user_id, application_id, name, role, email, phone, linkedin_url, notes, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'Recruiter', $5, '+1 555 0100', 'https://linkedin.com/in/x', 'n', '2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z')`,
        [id, user, app, name, email],
      );
    await contact('c1111111-1111-4111-8111-111111111111', apps.a, 'Sam', 'sam@acme.example');
    await contact('c2222222-2222-4222-8222-222222222222', apps.a, 'Dana', null);
    await contact('c3333333-3333-4333-8333-333333333333', apps.b, 'Lee', 'lee@globex.example');

    expect(await applyMigrations(db, 'prisma/migrations')).toContain(MIGRATION);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT c.id, c.name, c.company, c.role, c.email, c.phone, c.linkedin_url, c.notes, c.reach_out_on,
              c.created_at, l."A" AS application_id
         FROM application_contacts c JOIN "_ApplicationContactLinks" l ON l."B" = c.id ORDER BY c.id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'c1111111-1111-4111-8111-111111111111',
        name: 'Sam',
        company: 'Acme',
        role: 'Recruiter',
        email: 'sam@acme.example',
        phone: '+1 555 0100',
        linkedin_url: 'https://linkedin.com/in/x',
        notes: 'n',
        reach_out_on: null,
        application_id: apps.a,
      }),
      expect.objectContaining({
        id: 'c2222222-2222-4222-8222-222222222222',
        company: 'Acme',
        application_id: apps.a,
      }),
      expect.objectContaining({
        id: 'c3333333-3333-4333-8333-333333333333',
        company: 'Globex',
        application_id: apps.b,
      }),
    ]);
    expect(new Date(rows[0]!.created_at as string).toISOString()).toBe('2026-10-01T10:00:00.000Z');
  }, 60_000);
});

// The API bench's data (bench/api/run.ts): a signed-in user with APPS_PER_USER applications and
// their CREATED events, as plain SQL through whatever runs it (a pg client, or the server's own
// database module on PGlite: bench/api/seed-pglite.ts).
export const APPS_PER_USER = 500;

export type Seeded = { userId: string; sessionId: string; applicationId: string };
type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export async function seed(query: Query, label: string): Promise<Seeded> {
  const [user] = await query(
    `INSERT INTO users (id, email, username, email_verified_at, timezone, created_at, updated_at)
     VALUES (gen_random_uuid()::text, $1, $2, now(), 'Africa/Lagos', now(), now()) RETURNING id`,
    [`bench-${label}-${Date.now()}@pursuit.test`, `Bench ${label}`],
  );
  const userId = user!.id as string;
  await query(
    `INSERT INTO applications (id, user_id, job_title, company, status, applied_date, job_link, notes, job_description,
                               interview_at, interview_timezone, created_at, updated_at)
     SELECT gen_random_uuid()::text, $1, 'Engineer ' || i, 'Company ' || (i % 37),
            (ARRAY['Applied','Interview','Offer','Rejected','Not Applied'])[1 + i % 5]::"ApplicationStatus",
            date '2026-01-01' + (i % 300), 'https://jobs.example/' || i, 'Notes for application ' || i,
            repeat('Job description text. ', 20),
            CASE WHEN i % 5 = 1 THEN now() + (i || ' hours')::interval END,
            CASE WHEN i % 5 = 1 THEN 'America/New_York' END,
            now() - (i || ' minutes')::interval, now()
     FROM generate_series(1, $2::int) AS i`,
    [userId, APPS_PER_USER],
  );
  await query(
    `INSERT INTO application_events (id, user_id, application_id, kind, job_title, company, status, created_at)
     SELECT gen_random_uuid()::text, user_id, id, 'CREATED', job_title, company, status, created_at FROM applications WHERE user_id = $1`,
    [userId],
  );
  // A signed-in session, as login leaves it: one live refresh token in a family.
  const [session] = await query(
    `INSERT INTO refresh_tokens (id, user_id, token_hash, family_id, expires_at)
     VALUES (gen_random_uuid()::text, $1, md5(random()::text), gen_random_uuid()::text, now() + interval '30 days') RETURNING family_id`,
    [userId],
  );
  const [application] = await query(
    'SELECT id FROM applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1 OFFSET 7',
    [userId],
  );
  return {
    userId,
    sessionId: session!.family_id as string,
    applicationId: application!.id as string,
  };
}

// The baseline: a bare node:http server running the same SQL through pg (same JWT check, same
// user lookup, same zod schema, same JSON shapes) — what the framework overhead is measured against.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { addApplicationSchema } from '@/lib/applications/schemas';
import { toZonedIso } from '@/lib/time/wall-clock';
import { timeAgo } from '@/lib/time/time-ago';

const APP_COLUMNS = `id, job_title, company, status, applied_date, job_link, notes, job_description, interview_at, interview_timezone, follow_up_date, created_at, updated_at`;

type Row = Record<string, unknown> & {
  interview_at: Date | null;
  interview_timezone: string | null;
  applied_date: Date | null;
  follow_up_date: Date | null;
  created_at: Date;
  updated_at: Date;
};

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function dto(r: Row) {
  return {
    id: r.id,
    job_title: r.job_title,
    company: r.company,
    status: r.status,
    applied_date: day(r.applied_date),
    job_link: r.job_link,
    notes: r.notes,
    job_description: r.job_description,
    interview_date: r.interview_at
      ? toZonedIso(r.interview_at, r.interview_timezone ?? 'UTC')
      : null,
    interview_timezone: r.interview_timezone,
    follow_up_date: day(r.follow_up_date),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

/** Starts the bare server; answers the four benchmarked paths under /api/applications/. */
export async function startBareServer(options: {
  databaseUrl: string;
  jwtSecret: string;
  port: number;
}): Promise<{ server: Server; close: () => Promise<void> }> {
  // Pool size matches the app's (server/db/open-database.ts).
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
  // Dates as JS Dates at UTC midnight, as Prisma gives them.
  pg.types.setTypeParser(1082, (v: string) => new Date(`${v}T00:00:00Z`));
  const key = new TextEncoder().encode(options.jwtSecret);
  const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === 'GET' && req.url === '/api/bench-floor')
          return send(res, 200, { status: 'ok' });
        if (req.method === 'GET' && req.url === '/api/health') {
          await pool.query('SELECT 1');
          return send(res, 200, { status: 'ok', database: 'postgres' });
        }
        const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
        if (!token) return send(res, 401, { detail: 'Not authenticated' });
        const { payload } = await jwtVerify(token, key, {
          issuer: 'pursuit',
          audience: 'pursuit-api',
          algorithms: ['HS256'],
        });
        const user = (
          await pool.query(
            'SELECT id, email, username, timezone, profile_picture FROM users WHERE id = $1',
            [payload.sub],
          )
        ).rows[0];
        if (!user) return send(res, 401, { detail: 'Not authenticated' });
        const url = new URL(req.url ?? '/', 'http://x');
        const path = url.pathname;
        if (req.method === 'GET' && path === '/api/applications/my-applications') {
          const limit = Number(url.searchParams.get('limit')) || null;
          const { rows } = await pool.query(
            `SELECT ${APP_COLUMNS} FROM applications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
            [user.id, limit && limit + 1],
          );
          if (!limit) return send(res, 200, { data: (rows as Row[]).map(dto) });
          const page = (rows as Row[]).slice(0, limit);
          const last = page.at(-1);
          const next =
            rows.length > limit && last
              ? Buffer.from(`${last.created_at.getTime()}|${String(last.id)}`).toString('base64url')
              : null;
          return send(res, 200, { data: page.map(dto), next_cursor: next });
        }
        const one = /^\/api\/applications\/my-applications\/([^/]+)$/.exec(path)?.[1];
        if (req.method === 'GET' && one) {
          const { rows } = await pool.query(
            `SELECT ${APP_COLUMNS} FROM applications WHERE id = $1 AND user_id = $2`,
            [decodeURIComponent(one), user.id],
          );
          if (!rows[0]) return send(res, 404, { detail: 'Application not found' });
          return send(res, 200, { data: dto(rows[0] as Row) });
        }
        if (req.method === 'GET' && path === '/api/applications/stats') {
          const { rows } = await pool.query(
            'SELECT status, count(*)::int AS n FROM applications WHERE user_id = $1 GROUP BY status',
            [user.id],
          );
          const s = { applied: 0, interview: 0, offer: 0, rejected: 0, not_applied: 0, total: 0 };
          for (const r of rows as { status: string; n: number }[]) {
            s.total += r.n;
            const k =
              r.status === 'Not Applied'
                ? 'not_applied'
                : (r.status.toLowerCase() as keyof typeof s);
            s[k] = r.n;
          }
          return send(res, 200, { data: s });
        }
        if (req.method === 'GET' && path === '/api/applications/recent') {
          const { rows } = await pool.query(
            `SELECT id, application_id, kind, job_title, company, status, created_at FROM application_events
             WHERE user_id = $1 AND kind IN ('CREATED','STATUS_CHANGED','INTERVIEW_SET') ORDER BY created_at DESC, id DESC LIMIT 10`,
            [user.id],
          );
          const now = new Date();
          type Event = {
            id: string;
            application_id: string;
            kind: string;
            job_title: string;
            company: string;
            status: string;
            created_at: Date;
          };
          return send(
            res,
            200,
            (rows as Event[]).map((e) => ({
              id: e.id,
              application_id: e.application_id,
              job_title: e.job_title,
              company_name: e.company,
              status: e.status,
              kind: e.kind.toLowerCase(),
              time_ago: timeAgo(e.created_at, now),
              created_at: e.created_at.toISOString(),
            })),
          );
        }
        if (req.method === 'POST' && path === '/api/applications/add-new-application') {
          const parsed = addApplicationSchema.safeParse(await readBody(req));
          if (!parsed.success) return send(res, 422, { detail: parsed.error.issues[0]?.message });
          const b = parsed.data;
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            const id = randomUUID();
            const { rows } = await client.query(
              `INSERT INTO applications (id, user_id, job_title, company, status, applied_date, job_link, notes, job_description, updated_at)
               VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9, now()) RETURNING ${APP_COLUMNS}`,
              [
                id,
                user.id,
                b.job_title,
                b.company,
                b.status,
                b.applied_date,
                b.job_link,
                b.notes,
                b.job_description,
              ],
            );
            await client.query(
              `INSERT INTO application_events (id, user_id, application_id, kind, job_title, company, status) VALUES ($1,$2,$3,'CREATED',$4,$5,$6)`,
              [randomUUID(), user.id, id, b.job_title, b.company, b.status],
            );
            await client.query('COMMIT');
            return send(res, 201, {
              message: 'Application added successfully',
              application: dto(rows[0] as Row),
            });
          } catch (e) {
            await client.query('ROLLBACK');
            throw e;
          } finally {
            client.release();
          }
        }
        send(res, 404, { detail: 'Not found' });
      } catch {
        send(res, 500, { detail: 'error' });
      }
    })();
  });
  await new Promise<void>((r) => server.listen(options.port, '127.0.0.1', r));
  return {
    server,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await pool.end();
    },
  };
}

// Run on its own (a separate process, like `next start`): BARE_PORT, DATABASE_URL, JWT_SECRET.
if (process.argv[1] && /bare-server\.ts$/.test(process.argv[1])) {
  const { BARE_PORT, DATABASE_URL, JWT_SECRET } = process.env;
  if (!BARE_PORT || !DATABASE_URL || !JWT_SECRET)
    throw new Error('BARE_PORT, DATABASE_URL and JWT_SECRET are required');
  void startBareServer({
    databaseUrl: DATABASE_URL,
    jwtSecret: JWT_SECRET,
    port: Number(BARE_PORT),
  }).then(() => console.log('bare server ready'));
}

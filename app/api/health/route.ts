// GET /api/health — liveness plus which database this instance uses
import { database } from '@/server/db/client';
import { publicRoute } from '@/server/route/route';

export const dynamic = 'force-dynamic';

export const GET = publicRoute({}, async () => {
  const db = await database();
  await db.ping();
  return { status: 'ok', database: db.kind };
});

// GET /api/applications/version — a token that changes when the applications or tasks change (an open tab's focus check)
import { dataVersion } from '@/server/applications/data-version';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(trackerApi.getDataVersion, {}, async ({ user }) => ({
  data: { version: await dataVersion(user.id) },
}));

// POST /api/applications/{id}/set-interview — schedule the interview (wall-clock time in a zone)
import { setInterview } from '@/server/applications/set-interview';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const POST = apiRoute(trackerApi.setInterview, {}, async ({ user, params, body }) => ({
  message: 'Interview details saved successfully',
  application: await setInterview({ userId: user.id, id: params.id ?? '', input: body }),
}));

// POST /api/applications/{id}/set-interview — schedule the interview (wall-clock time in a zone)
import { setInterviewSchema } from '@/lib/applications/schemas';
import { setInterview } from '@/server/applications/set-interview';
import { authRoute } from '@/server/http/route';

export const POST = authRoute({ scope: 'applications:write', body: setInterviewSchema }, async ({ user, params, body }) => ({
  message: 'Interview details saved successfully',
  application: await setInterview({ userId: user.id, id: params.id ?? '', input: body }),
}));

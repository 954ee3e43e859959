// GET / PATCH / DELETE /api/applications/my-applications/{id} — one of the user's applications
import { updateApplicationSchema } from '@/lib/applications/schemas';
import { deleteApplication } from '@/server/applications/delete-application';
import { getApplicationOrThrow } from '@/server/applications/get-application-or-throw';
import { updateApplication } from '@/server/applications/update-application';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read' }, async ({ user, params }) => ({
  data: await getApplicationOrThrow({ userId: user.id, id: params.id ?? '' }),
}));

export const PATCH = authRoute({ scope: 'applications:write', body: updateApplicationSchema }, async ({ user, params, body }) => ({
  message: 'Application updated successfully',
  application: await updateApplication({ userId: user.id, id: params.id ?? '', changes: body, userTimezone: user.timezone }),
}));

export const DELETE = authRoute({ scope: 'applications:write' }, async ({ user, params }) => {
  await deleteApplication({ userId: user.id, id: params.id ?? '' });
  return { message: 'Application deleted successfully' };
});

// GET / PATCH / DELETE /api/applications/my-applications/{id} — one of the user's applications
import { deleteApplication } from '@/server/applications/delete-application';
import { getApplicationOrThrow } from '@/server/applications/get-application-or-throw';
import { updateApplication } from '@/server/applications/update-application';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.getApplication, {}, async ({ user, params }) => ({
  data: await getApplicationOrThrow({ userId: user.id, id: params.id ?? '' }),
}));

export const PATCH = apiRoute(trackerApi.updateApplication, {}, async ({ user, params, body }) => ({
  message: 'Application updated successfully',
  application: await updateApplication({
    userId: user.id,
    id: params.id ?? '',
    changes: body,
    userTimezone: user.timezone,
  }),
}));

export const DELETE = apiRoute(trackerApi.deleteApplication, {}, async ({ user, params }) => {
  await deleteApplication({ userId: user.id, id: params.id ?? '' });
  return { message: 'Application deleted successfully' };
});

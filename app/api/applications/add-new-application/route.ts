// POST /api/applications/add-new-application — create an application
import { createApplication } from '@/server/applications/create-application';
import { apiRoute, json } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const POST = apiRoute(trackerApi.addApplication, {}, async ({ user, body }) => {
  const application = await createApplication({
    userId: user.id,
    userZone: user.timezone,
    input: body,
  });
  return json({ message: 'Application added successfully', application }, 201);
});

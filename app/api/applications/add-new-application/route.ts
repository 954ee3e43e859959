// POST /api/applications/add-new-application — create an application
import { addApplicationSchema } from '@/lib/applications/schemas';
import { createApplication } from '@/server/applications/create-application';
import { authRoute, json } from '@/server/http/route';

export const POST = authRoute({ scope: 'applications:write', body: addApplicationSchema }, async ({ user, body }) => {
  const application = await createApplication({ userId: user.id, userZone: user.timezone, input: body });
  return json({ message: 'Application added successfully', application }, 201);
});

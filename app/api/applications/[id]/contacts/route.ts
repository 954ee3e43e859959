// GET / POST /api/applications/{id}/contacts — the people met through an application
import { contactSchema } from '@/lib/tracking/contact-schemas';
import { createContact } from '@/server/applications/contacts/create-contact';
import { listContacts } from '@/server/applications/contacts/list-contacts';
import { authRoute, json } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read' }, async ({ user, params }) => ({
  data: await listContacts({ userId: user.id, applicationId: params.id ?? '' }),
}));

export const POST = authRoute({ scope: 'applications:write', body: contactSchema }, async ({ user, params, body }) =>
  json({ data: await createContact({ userId: user.id, applicationId: params.id ?? '', input: body }) }, 201),
);

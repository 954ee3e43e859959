// GET / POST /api/applications/{id}/contacts — the people met through an application
import { createContact } from '@/server/applications/contacts/create-contact';
import { listContacts } from '@/server/applications/contacts/list-contacts';
import { apiRoute, json } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.listContacts, {}, async ({ user, params }) => ({
  data: await listContacts({ userId: user.id, applicationId: params.id ?? '' }),
}));

export const POST = apiRoute(trackerApi.addContact, {}, async ({ user, params, body }) =>
  json(
    { data: await createContact({ userId: user.id, applicationId: params.id ?? '', input: body }) },
    201,
  ),
);

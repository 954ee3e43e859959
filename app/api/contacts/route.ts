// GET / POST /api/contacts — the contacts book: search it, add to it
import { createBookContact } from '@/server/contacts/create-book-contact';
import { listBookContacts } from '@/server/contacts/list-book-contacts';
import { apiRoute, json } from '@/server/route/route';
import * as contactsApi from '@/lib/contracts/contacts';

export const GET = apiRoute(contactsApi.listBookContacts, {}, async ({ user, query }) => ({
  data: await listBookContacts({ userId: user.id, query }),
}));

export const POST = apiRoute(contactsApi.createBookContact, {}, async ({ user, body }) =>
  json({ data: await createBookContact({ userId: user.id, input: body }) }, 201),
);

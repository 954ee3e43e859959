// GET / PATCH / DELETE /api/contacts/{cid} — one contact of the book
import { deleteBookContact } from '@/server/contacts/delete-book-contact';
import { getBookContactOrThrow } from '@/server/contacts/get-book-contact-or-throw';
import { updateBookContact } from '@/server/contacts/update-book-contact';
import { apiRoute } from '@/server/route/route';
import * as contactsApi from '@/lib/contracts/contacts';

export const GET = apiRoute(contactsApi.getBookContact, {}, async ({ user, params }) => ({
  data: await getBookContactOrThrow({ userId: user.id, contactId: params.cid ?? '' }),
}));

export const PATCH = apiRoute(
  contactsApi.updateBookContact,
  {},
  async ({ user, params, body }) => ({
    data: await updateBookContact({ userId: user.id, contactId: params.cid ?? '', changes: body }),
  }),
);

export const DELETE = apiRoute(contactsApi.deleteBookContact, {}, async ({ user, params }) => {
  await deleteBookContact({ userId: user.id, contactId: params.cid ?? '' });
  return { message: 'Contact deleted successfully' };
});

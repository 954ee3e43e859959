// PATCH / DELETE /api/applications/{id}/contacts/{cid} — change or remove one contact
import { deleteContact } from '@/server/applications/contacts/delete-contact';
import { updateContact } from '@/server/applications/contacts/update-contact';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const PATCH = apiRoute(trackerApi.updateContact, {}, async ({ user, params, body }) => ({
  data: await updateContact({
    userId: user.id,
    applicationId: params.id ?? '',
    contactId: params.cid ?? '',
    changes: body,
  }),
}));

export const DELETE = apiRoute(trackerApi.deleteContact, {}, async ({ user, params }) => {
  await deleteContact({
    userId: user.id,
    applicationId: params.id ?? '',
    contactId: params.cid ?? '',
  });
  return { message: 'Contact deleted successfully' };
});

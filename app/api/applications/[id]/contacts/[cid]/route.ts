// PATCH / DELETE /api/applications/{id}/contacts/{cid} — change or remove one contact
import { contactPatchSchema } from '@/lib/tracking/contact-schemas';
import { deleteContact } from '@/server/applications/contacts/delete-contact';
import { updateContact } from '@/server/applications/contacts/update-contact';
import { authRoute } from '@/server/http/route';

export const PATCH = authRoute({ scope: 'applications:write', body: contactPatchSchema }, async ({ user, params, body }) => ({
  data: await updateContact({ userId: user.id, applicationId: params.id ?? '', contactId: params.cid ?? '', changes: body }),
}));

export const DELETE = authRoute({ scope: 'applications:write' }, async ({ user, params }) => {
  await deleteContact({ userId: user.id, applicationId: params.id ?? '', contactId: params.cid ?? '' });
  return { message: 'Contact deleted successfully' };
});

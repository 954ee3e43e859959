// POST / DELETE /api/contacts/{cid}/applications/{id} — link or unlink a contact and an application
import { linkContactApplication } from '@/server/contacts/link-contact-application';
import { unlinkContactApplication } from '@/server/contacts/unlink-contact-application';
import { apiRoute } from '@/server/route/route';
import * as contactsApi from '@/lib/contracts/contacts';

export const POST = apiRoute(contactsApi.linkContactApplication, {}, async ({ user, params }) => ({
  data: await linkContactApplication({
    userId: user.id,
    contactId: params.cid ?? '',
    applicationId: params.id ?? '',
  }),
}));

export const DELETE = apiRoute(
  contactsApi.unlinkContactApplication,
  {},
  async ({ user, params }) => ({
    data: await unlinkContactApplication({
      userId: user.id,
      contactId: params.cid ?? '',
      applicationId: params.id ?? '',
    }),
  }),
);

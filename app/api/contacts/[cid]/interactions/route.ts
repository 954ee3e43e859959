// GET / POST /api/contacts/{cid}/interactions — a contact's interactions log
import { addContactInteraction } from '@/server/contacts/add-contact-interaction';
import { listContactInteractions } from '@/server/contacts/list-contact-interactions';
import { apiRoute, json } from '@/server/route/route';
import * as contactsApi from '@/lib/contracts/contacts';

export const GET = apiRoute(contactsApi.listContactInteractions, {}, async ({ user, params }) => ({
  data: await listContactInteractions({ userId: user.id, contactId: params.cid ?? '' }),
}));

export const POST = apiRoute(
  contactsApi.addContactInteraction,
  {},
  async ({ user, params, body }) =>
    json(
      {
        data: await addContactInteraction({
          userId: user.id,
          contactId: params.cid ?? '',
          input: body,
        }),
      },
      201,
    ),
);

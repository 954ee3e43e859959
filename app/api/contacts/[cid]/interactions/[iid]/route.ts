// DELETE /api/contacts/{cid}/interactions/{iid} — remove one logged interaction
import { deleteContactInteraction } from '@/server/contacts/delete-contact-interaction';
import { apiRoute } from '@/server/route/route';
import * as contactsApi from '@/lib/contracts/contacts';

export const DELETE = apiRoute(
  contactsApi.deleteContactInteraction,
  {},
  async ({ user, params }) => {
    await deleteContactInteraction({
      userId: user.id,
      contactId: params.cid ?? '',
      interactionId: params.iid ?? '',
    });
    return { message: 'Interaction deleted successfully' };
  },
);

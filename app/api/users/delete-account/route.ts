// DELETE /api/users/delete-account — delete the signed-in user and all their data, given their password (desktop path)
import { deleteAccountSchema } from '@/lib/users/delete-account-schema';
import { authRoute } from '@/server/http/route';
import { deleteAccount } from '@/server/account/delete-account';

export const DELETE = authRoute(
  { scope: 'session', body: deleteAccountSchema },
  async ({ user, body }) => deleteAccount({ userId: user.id, password: body.password }),
);

// DELETE /api/users/delete-account — delete the signed-in user and all their data, given their password (desktop path)
import { apiRoute } from '@/server/route/route';
import { deleteAccount } from '@/server/account/delete-account';
import * as api from '@/lib/contracts/account';

export const DELETE = apiRoute(api.deleteAccount, {}, async ({ user, body }) =>
  deleteAccount({ userId: user.id, password: body.password }),
);

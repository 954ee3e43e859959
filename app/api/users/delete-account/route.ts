// DELETE /api/users/delete-account — delete the signed-in user and all their data (desktop path)
import { authRoute } from '@/server/http/route';
import { deleteAccount } from '@/server/users/delete-account';

export const DELETE = authRoute({}, async ({ user }) => deleteAccount({ userId: user.id }));

// GET/PATCH /api/users/user-profile — the signed-in user's profile; PATCH changes username/timezone
import { updateProfileSchema } from '@/lib/auth/schemas';
import { authRoute } from '@/server/http/route';
import { getUserProfile } from '@/server/account/get-user-profile';
import { updateUserProfile } from '@/server/account/update-user-profile';

export const GET = authRoute({ scope: 'session' }, async ({ user }) => ({
  data: await getUserProfile({ userId: user.id }),
}));

export const PATCH = authRoute(
  { scope: 'session', body: updateProfileSchema },
  async ({ user, body }) => ({
    message: 'Profile updated successfully',
    data: await updateUserProfile({ userId: user.id, ...body }),
  }),
);

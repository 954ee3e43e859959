// GET/PATCH /api/users/user-profile — the signed-in user's profile; PATCH changes username/timezone
import { apiRoute } from '@/server/route/route';
import { getUserProfile } from '@/server/account/get-user-profile';
import { updateUserProfile } from '@/server/account/update-user-profile';
import * as api from '@/lib/contracts/account';

export const GET = apiRoute(api.getUserProfile, {}, async ({ user }) => ({
  data: await getUserProfile({ userId: user.id }),
}));

export const PATCH = apiRoute(api.updateUserProfile, {}, async ({ user, body }) => ({
  message: 'Profile updated successfully',
  data: await updateUserProfile({ userId: user.id, ...body }),
}));

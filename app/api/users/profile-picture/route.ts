// POST /api/users/profile-picture — set the avatar to an uploaded image's URL
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { setProfilePicture } from '@/server/account/set-profile-picture';
import * as api from '@/lib/contracts/account';

export const POST = apiRoute(
  api.setProfilePicture,
  { rateLimit: userAndAddressLimits('profile-picture', { limit: 20, windowSeconds: 600 }) },
  async ({ user, body }) => {
    const data = await setProfilePicture({ userId: user.id, url: body.url });
    return { message: 'Profile picture updated successfully', user: data, data };
  },
);

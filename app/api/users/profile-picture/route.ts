// POST /api/users/profile-picture — set the avatar to an uploaded image's URL
import { z } from 'zod';
import { authRoute } from '@/server/http/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { setProfilePicture } from '@/server/account/set-profile-picture';

// An absolute URL (Cloudinary) or a path on this app (a local-mode upload, /api/uploads/<id>).
const body = z.object({
  url: z
    .string({ error: 'url is required' })
    .max(500)
    .refine(
      (url) => url.startsWith('/api/uploads/') || z.url().safeParse(url).success,
      'url must be a URL',
    ),
});

export const POST = authRoute(
  {
    scope: 'session',
    body,
    rateLimit: userAndAddressLimits('profile-picture', { limit: 20, windowSeconds: 600 }),
  },
  async ({ user, body }) => {
    const data = await setProfilePicture({ userId: user.id, url: body.url });
    return { message: 'Profile picture updated successfully', user: data, data };
  },
);

// GET /api/auth/google/status — whether Google sign-in is configured (the button says so when not)
import { googleConfigured } from '@/server/auth/google/google-configured';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const GET = publicApiRoute(api.googleStatus, {}, async () => ({
  configured: googleConfigured(),
}));

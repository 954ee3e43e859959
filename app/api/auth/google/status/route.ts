// GET /api/auth/google/status — whether Google sign-in is configured (the button says so when not)
import { googleConfigured } from '@/server/auth/google/google-configured';
import { publicRoute } from '@/server/http/route';

export const GET = publicRoute({}, async () => ({ configured: googleConfigured() }));

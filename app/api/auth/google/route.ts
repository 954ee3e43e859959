// GET /api/auth/google — start Google sign-in (redirect to the provider), or back to /login when unavailable
import { startGoogleSignIn } from '@/server/auth/google/start-google-sign-in';
import { publicRoute } from '@/server/http/route';

export const GET = publicRoute({}, async ({ req }) => Response.redirect(new URL(await startGoogleSignIn(), req.url), 302));

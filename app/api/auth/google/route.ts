// GET /api/auth/google — start Google sign-in (redirect to the provider), or back to /login when unavailable
import { startGoogleSignIn } from '@/server/auth/google/start-google-sign-in';
import { publicRoute } from '@/server/http/route';

export const GET = publicRoute({}, async ({ req }) => {
  const location = new URL(await startGoogleSignIn(), req.url).toString();
  // Not Response.redirect: its headers are immutable and the wrapper adds x-request-id.
  return new Response(null, { status: 302, headers: { location } });
});

// GET /api/auth/google — start Google sign-in (redirect to the provider), or back to /login when unavailable
import { startGoogleSignIn } from '@/server/auth/google/start-google-sign-in';
import { publicRoute } from '@/server/route/route';

export const GET = publicRoute({}, async ({ req }) => {
  const { location, setCookie } = await startGoogleSignIn();
  // Not Response.redirect: its headers are immutable and the wrapper adds x-request-id.
  const headers = new Headers({ location: new URL(location, req.url).toString() });
  if (setCookie) headers.set('set-cookie', setCookie);
  return new Response(null, { status: 302, headers });
});

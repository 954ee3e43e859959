import 'server-only';
import { createHash } from 'node:crypto';
import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import Google from 'next-auth/providers/google';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { secretKey } from '@/server/secrets/secret-key';
import { completeGoogleSignIn } from './complete-google-sign-in';
import { googleConfigured } from './google-configured';
import { readHandoffCookie } from './handoff-cookie';
import { safeRedirect } from './safe-redirect';

function authSecret(): string {
  // Without AUTH_SECRET, derive one from the access-token key so dev needs no extra setting.
  return (
    env().AUTH_SECRET ?? createHash('sha256').update('next-auth').update(secretKey()).digest('hex')
  );
}

/**
 * next-auth runs only Google's OpenID Connect exchange (authorization code + PKCE + state +
 * nonce, ID token verified against the issuer's keys). Its signIn callback hands over to our
 * own session: it answers the /auth-success URL, so next-auth never sets a session cookie.
 * The hand-off is bound to the browser's handoff cookie (set when the flow started).
 */
const nextAuth = NextAuth((req) => {
  const binding = req ? readHandoffCookie(req) : undefined;
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = env();
  return {
    secret: authSecret(),
    trustHost: true,
    basePath: '/api/auth',
    session: { strategy: 'jwt', maxAge: 5 * 60 },
    pages: { signIn: '/login', error: '/login' },
    logger: {
      error: (error) => log.warn({ err: error }, 'google sign-in failed'),
      warn: () => {},
      debug: () => {},
    },
    providers: googleConfigured()
      ? [
          Google({
            clientId: GOOGLE_CLIENT_ID,
            clientSecret: GOOGLE_CLIENT_SECRET,
            issuer: GOOGLE_ISSUER,
            checks: ['pkce', 'state', 'nonce'],
            authorization: { params: { scope: 'openid email profile', prompt: 'select_account' } },
          }),
        ]
      : [],
    callbacks: {
      // Same-site paths only, kept relative so the browser stays on the origin it came from.
      redirect: safeRedirect,
      async signIn({ account, profile }) {
        if (account?.provider !== 'google' || !profile) return false;
        return completeGoogleSignIn({
          sub: String(profile.sub ?? ''),
          email: typeof profile.email === 'string' ? profile.email : null,
          emailVerified:
            profile.email_verified === true || String(profile.email_verified) === 'true',
          name: typeof profile.name === 'string' ? profile.name : null,
          binding,
        });
      },
    },
  };
});

export const signIn = nextAuth.signIn;

/**
 * Route handlers see the server's own address (e.g. http://localhost:3000) as the request URL;
 * next-auth builds the OAuth redirect_uri from it, which must be the public one registered with
 * the provider. Requests are re-addressed to APP_URL's origin first.
 */
function atPublicOrigin(req: NextRequest): NextRequest {
  const url = new URL(req.url);
  const base = new URL(env().APP_URL);
  url.protocol = base.protocol;
  url.host = base.host;
  return new NextRequest(url, req);
}

export const googleHandlers = {
  GET: (req: NextRequest) => nextAuth.handlers.GET(atPublicOrigin(req)),
  POST: (req: NextRequest) => nextAuth.handlers.POST(atPublicOrigin(req)),
};

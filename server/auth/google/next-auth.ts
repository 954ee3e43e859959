import 'server-only';
import { createHash } from 'node:crypto';
import NextAuth from 'next-auth';
import Google from 'next-auth/providers/google';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { secretKey } from '../secret-key';
import { completeGoogleSignIn } from './complete-google-sign-in';
import { googleConfigured } from './google-configured';

function authSecret(): string {
  // Without AUTH_SECRET, derive one from the access-token key so dev needs no extra setting.
  return env().AUTH_SECRET ?? createHash('sha256').update('next-auth').update(secretKey()).digest('hex');
}

/**
 * next-auth runs only Google's OpenID Connect exchange (authorization code + PKCE + state +
 * nonce, ID token verified against the issuer's keys). Its signIn callback hands over to our
 * own session: it answers the /auth-success URL, so next-auth never sets a session cookie.
 */
export const { handlers, signIn } = NextAuth(() => {
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
      async signIn({ account, profile }) {
        if (account?.provider !== 'google' || !profile) return false;
        return completeGoogleSignIn({
          sub: String(profile.sub ?? ''),
          email: typeof profile.email === 'string' ? profile.email : null,
          emailVerified: profile.email_verified === true || String(profile.email_verified) === 'true',
          name: typeof profile.name === 'string' ? profile.name : null,
        });
      },
    },
  };
});

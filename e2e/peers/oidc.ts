// The OpenID Connect provider that plays Google in e2e runs (oauth2-mock-server on E2E_OIDC_PORT).
// The identity it signs into the next ID token is read from $E2E_RUN_DIR/oidc-identity.json,
// which a test writes with setNextGoogleIdentity() before clicking the Google button.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';

export type GoogleIdentity = { sub: string; email: string; name: string; email_verified: boolean };

function identityFile(): string {
  const run = process.env.E2E_RUN_DIR;
  if (!run) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  return join(run, 'oidc-identity.json');
}

/** The identity the provider signs in as next (tests call this from their worker). */
export function setNextGoogleIdentity(identity: GoogleIdentity): void {
  writeFileSync(identityFile(), JSON.stringify(identity));
}

function currentIdentity(): GoogleIdentity {
  try {
    return JSON.parse(readFileSync(identityFile(), 'utf8')) as GoogleIdentity;
  } catch {
    return {
      sub: 'google-default',
      email: 'google.default@pursuit.test',
      name: 'Google Default',
      email_verified: true,
    };
  }
}

/** Starts the provider at http://127.0.0.1:E2E_OIDC_PORT; resolves to its stop function. */
export async function startOidcPeer(): Promise<() => Promise<void>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    const id = currentIdentity();
    Object.assign(token.payload, {
      sub: id.sub,
      email: id.email,
      email_verified: id.email_verified,
      name: id.name,
    });
  });
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    const id = currentIdentity();
    response.body = {
      sub: id.sub,
      email: id.email,
      email_verified: id.email_verified,
      name: id.name,
    };
  });
  const port = Number(process.env.E2E_OIDC_PORT);
  // The library would announce http://localhost:<port>; the app is configured with 127.0.0.1.
  server.issuer.url = `http://127.0.0.1:${port}`;
  await server.start(port, '127.0.0.1');
  return () => server.stop();
}

import 'server-only';
import { createHash } from 'node:crypto';

/** Every personal access token starts with this, so a leaked one is recognisable (secret scanners) and routed to the token check. */
export const TOKEN_PREFIX = 'pst_';

/** Only this SHA-256 of a token is stored: a database leak exposes no usable token. */
export const hashPersonalAccessToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

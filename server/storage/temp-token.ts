import 'server-only';
import { createHash } from 'node:crypto';

/** Only this hash of a temp-store token is kept, so a database leak cannot replay hand-offs. */
export const hashTempToken = (token: string) => createHash('sha256').update(token).digest('hex');

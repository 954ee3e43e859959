import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A new feed token: 256 random bits, URL-safe. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** Only this hash of a feed token is stored, so a database leak does not expose anyone's calendar. */
export const hashFeedToken = (token: string) =>
  createHash('sha256').update(`calendar-feed:${token}`).digest('hex');

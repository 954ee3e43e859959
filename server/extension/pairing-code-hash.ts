import 'server-only';
import { hashTempToken } from '@/server/storage/temp-token';

/** Pairing codes live in the temp store under their own hash space, so the hand-off reader can never match one. */
export const hashPairingCode = (code: string) => hashTempToken(`extension-pairing:${code}`);

// Connecting the browser extension (ADR 160): a one-time pairing code shown in the app,
// exchanged by the extension for a personal access token with only the scopes it needs.
import { z } from 'zod';
import type { TokenScope } from '@/lib/tokens/schemas';

/**
 * Capture (ai:use), duplicate check and save (applications), current resume + match + tailor
 * (resumes:read, ai:use), filling application forms and recording what was sent (profile, ADR 240).
 */
export const EXTENSION_SCOPES: TokenScope[] = [
  'applications:read',
  'applications:write',
  'resumes:read',
  'ai:use',
  'profile:read',
  'profile:write',
];

export const PAIRING_CODE_TTL_SECONDS = 10 * 60;

/** Letters and digits a person cannot confuse (no 0/O, 1/I/L). */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;

/** 'abcd-2345 ' → 'ABCD2345': what a person typed, as the code was issued. */
export function normalizePairingCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export const connectExtensionSchema = z.object({
  code: z
    .string({ error: 'code: enter the pairing code shown in Pursuit' })
    .max(40, 'code is too long')
    .transform(normalizePairingCode)
    .refine(
      (code) => code.length === PAIRING_CODE_LENGTH,
      'code: enter the 8-character pairing code shown in Pursuit',
    ),
});

export type PairingCodeDto = { code: string; expires_at: string };

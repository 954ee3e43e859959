// Personal access tokens: the scopes and the create form's schema, shared by the profile screen and the API (ADR 150).
import { z } from 'zod';

/** What a personal access token may be allowed to do; anything else (tokens, password, email, account) needs a signed-in session. */
export const TOKEN_SCOPES = [
  'applications:read',
  'applications:write',
  'resumes:read',
  'resumes:write',
  'ai:use',
  'profile:read',
  'profile:write',
  'inbox:read',
  'inbox:write',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  'applications:read': 'Read applications, interviews and stats',
  'applications:write': 'Add, change and delete applications',
  'resumes:read': 'Read and export resumes',
  'resumes:write': 'Create, change and delete resumes',
  'ai:use': 'Analyze resumes and import job descriptions',
  'profile:read': 'Read the apply profile, saved answers and what to attach to a form',
  'profile:write': 'Change the apply profile and saved answers, record submitted forms',
  'inbox:read': 'Read connected mailboxes and the changes emails propose',
  'inbox:write': 'Connect mailboxes, sync, upload emails, accept or dismiss proposals',
};

export const TOKEN_NAME_MAX = 100;
export const TOKEN_EXPIRY_MAX_DAYS = 365;

export const tokenScopeSchema = z.enum(TOKEN_SCOPES, {
  error: `scope must be one of ${TOKEN_SCOPES.join(', ')}`,
});

/** `POST /api/tokens`: a name, at least one scope, and days until it expires (null: never). */
export const createTokenSchema = z.object({
  name: z
    .string({ error: 'name must be a string' })
    .trim()
    .min(1, 'Token name is required')
    .max(TOKEN_NAME_MAX),
  scopes: z
    .array(tokenScopeSchema, { error: 'scopes must be a list of scopes' })
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  expires_in_days: z
    .number({ error: 'expires_in_days must be a whole number of days or null' })
    .int('expires_in_days must be a whole number of days')
    .min(1)
    .max(TOKEN_EXPIRY_MAX_DAYS)
    .nullable()
    .default(90),
});

export type CreateTokenInput = z.input<typeof createTokenSchema>;

/** A token as listed (never the token itself). */
export const tokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  token_start: z.string().describe('The first characters of the token, to tell tokens apart'),
  scopes: z.array(tokenScopeSchema),
  client: z.enum(['api', 'extension']),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  expired: z.boolean().describe('True once expires_at has passed: the token is refused'),
});

export type TokenSummary = z.infer<typeof tokenSummarySchema>;

// The contacts book (ADR 193): one schema for the forms and the API.
import { z } from 'zod';
import { calendarDate } from '@/lib/applications/schemas';
import { contactPatchSchema, contactSchema } from '@/lib/applications/contact-schemas';

export const MAX_INTERACTION_NOTE = 2000;
export const MAX_CONTACT_SEARCH = 200;
export const INTERACTION_KINDS = ['email', 'call', 'meeting', 'message'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

const company = z
  .string({ error: 'Company must be text' })
  .trim()
  .max(200, 'Company must be at most 200 characters')
  .nullish()
  .transform((v) => (v ? v : null));

const reachOutOn = calendarDate('reach_out_on');

/** POST /api/contacts body: the per-application contact's fields, company and a reach-out day. */
export const bookContactSchema = contactSchema.extend({
  company,
  reach_out_on: reachOutOn.optional().transform((v) => v ?? null),
});
export type BookContactInput = z.output<typeof bookContactSchema>;

/** PATCH /api/contacts/{cid}: only the fields sent. */
export const bookContactPatchSchema = contactPatchSchema.extend({
  company: company.optional(),
  reach_out_on: reachOutOn.optional(),
});
export type BookContactPatch = z.output<typeof bookContactPatchSchema>;

/** GET /api/contacts query: `q` searches name, company, role and email; `application_id` keeps one application's contacts. */
export const contactSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_CONTACT_SEARCH, `q must be at most ${MAX_CONTACT_SEARCH} characters`)
    .optional(),
  application_id: z
    .string()
    .trim()
    .max(100, 'application_id must be at most 100 characters')
    .optional(),
});
export type ContactSearchQuery = z.output<typeof contactSearchQuerySchema>;

/** POST /api/contacts/{cid}/interactions body. */
export const interactionSchema = z.object({
  kind: z.enum(INTERACTION_KINDS, { error: 'kind must be one of email, call, meeting, message' }),
  occurred_on: calendarDate('occurred_on').transform((v, ctx) => {
    if (v !== null) return v;
    ctx.addIssue({ code: 'custom', message: 'occurred_on is required (YYYY-MM-DD)' });
    return z.NEVER;
  }),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(MAX_INTERACTION_NOTE, `Note must be at most ${MAX_INTERACTION_NOTE} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type InteractionInput = z.output<typeof interactionSchema>;

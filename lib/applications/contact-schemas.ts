// Contacts of an application: one schema for the form and the API.
import { z } from 'zod';

export const MAX_CONTACT_NAME = 200;
export const MAX_CONTACT_NOTES = 5000;

const optional = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const email = z
  .string({ error: 'Email must be text' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || z.email().safeParse(v).success,
    'Email must be a valid email address',
  );

const phone = optional(40, 'Phone').refine(
  (v) => v === null || (/^\+?[\d\s().\-/]{5,40}$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5),
  'Phone must be digits, spaces and + ( ) - only, with at least 5 digits',
);

const linkedin = optional(2048, 'LinkedIn URL').refine((v) => {
  if (v === null) return true;
  try {
    const url = new URL(v);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /(^|\.)linkedin\.com$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}, 'LinkedIn URL must be an https://linkedin.com/... address');

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MAX_CONTACT_NAME, `Name must be at most ${MAX_CONTACT_NAME} characters`);

/** POST contacts body. */
export const contactSchema = z.object({
  name,
  role: optional(200, 'Role'),
  email,
  phone,
  linkedin_url: linkedin,
  notes: optional(MAX_CONTACT_NOTES, 'Notes'),
});
export type ContactInput = z.output<typeof contactSchema>;

/** PATCH contacts/{cid}: only the fields sent. */
export const contactPatchSchema = z.object({
  name: name.optional(),
  role: optional(200, 'Role').optional(),
  email: email.optional(),
  phone: phone.optional(),
  linkedin_url: linkedin.optional(),
  notes: optional(MAX_CONTACT_NOTES, 'Notes').optional(),
});
export type ContactPatch = z.output<typeof contactPatchSchema>;

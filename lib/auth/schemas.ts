// Account payload schemas shared by the forms and the API.
import { z } from 'zod';
import { resolveTimezone } from '@/lib/time/timezone-options';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Email is not a valid email address'));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(100, 'Username must be at most 100 characters');

export const codeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{6}$/, 'Code must be six digits');

/** An IANA zone name or a code from the spec's lists, resolved to the IANA zone. */
export const timezoneSchema = z
  .string({ error: 'Timezone is required' })
  .trim()
  .min(1, 'Timezone is required')
  .max(64, 'Timezone is too long')
  .refine((v) => resolveTimezone(v) !== null, 'Timezone must be an IANA zone name or a listed code')
  .transform((v) => resolveTimezone(v) as string);

export const createAccountSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX),
});
export const emailQuerySchema = z.object({ email: emailSchema });
export const verifyEmailQuerySchema = z.object({ email: emailSchema, code: codeSchema });
export const refreshSchema = z.object({
  refresh_token: z.string({ error: 'refresh_token is required' }).min(1).max(200),
});
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const verifyResetCodeSchema = z.object({ token: codeSchema, email: emailSchema });
export const resetPasswordSchema = z.object({
  email: emailSchema,
  new_password: passwordSchema,
  reset_token: z
    .string({ error: 'reset_token is required' })
    .min(1, 'reset_token is required')
    .max(2000),
});
export const addTimezoneSchema = z.object({ timezone: timezoneSchema });
export const updateProfileSchema = z
  .object({ username: usernameSchema.optional(), timezone: timezoneSchema.optional() })
  .refine(
    (v) => v.username !== undefined || v.timezone !== undefined,
    'Nothing to update: send username or timezone',
  );

import { z } from 'zod';
import { PASSWORD_MAX } from '@/lib/auth/schemas';

/** Deleting an account: the password proves it is the owner (Google-only accounts send none). */
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'password must be a string' }).max(PASSWORD_MAX).optional(),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

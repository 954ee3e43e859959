// zod schemas shared by the reminder/calendar profile sections and the API.
import { z } from 'zod';

/** PUT /api/reminders/settings body: each kind of reminder email on or off. */
export const reminderSettingsSchema = z.object({
  interviews: z.boolean({ error: 'interviews must be true or false' }),
  follow_ups: z.boolean({ error: 'follow_ups must be true or false' }),
  no_reply: z.boolean({ error: 'no_reply must be true or false' }),
  /** Task due-time emails (ADR 192); optional on PUT (absent keeps the saved choice), always answered. */
  tasks: z.boolean({ error: 'tasks must be true or false' }).optional(),
});
export type ReminderSettingsDto = z.output<typeof reminderSettingsSchema>;

/** POST /api/reminders/unsubscribe query: the signed token from the email. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(400, 'token is too long'),
});

/** The kinds of reminder a person can unsubscribe from, one link each. */
export const REMINDER_GROUPS = ['interviews', 'follow_ups', 'no_reply', 'tasks'] as const;
export type ReminderGroup = (typeof REMINDER_GROUPS)[number];

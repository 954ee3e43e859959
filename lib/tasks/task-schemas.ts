// Tasks on an application and the dashboard's Upcoming list (ADR 192): one schema for
// the form and the API.
import { z } from 'zod';

export const MAX_TASK_TITLE = 200;
export const MAX_UPCOMING_DAYS = 31;

const title = z
  .string({
    error: (iss) => (iss.input === undefined ? 'Title is required' : 'Title must be text'),
  })
  .trim()
  .min(1, 'Title is required')
  .max(MAX_TASK_TITLE, `Title must be at most ${MAX_TASK_TITLE} characters`);

/**
 * When a task is due: wall-clock time ('YYYY-MM-DD HH:mm', read in `timezone` or the user's zone)
 * or an instant with an offset ('2026-12-01T09:00:00Z'); null or '' for none.
 */
const dueAt = z
  .union([z.string(), z.null()], {
    error: 'due_at must be a date and time (YYYY-MM-DD HH:mm or ISO 8601) or null',
  })
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || v.length <= 40, 'due_at must be at most 40 characters');

const timezone = z
  .string({ error: 'timezone must be an IANA time zone name' })
  .trim()
  .max(64, 'timezone is too long')
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/applications/{id}/tasks body. */
export const createTaskSchema = z.object({
  title,
  due_at: dueAt.optional().transform((v) => v ?? null),
  timezone,
});
export type CreateTaskInput = z.output<typeof createTaskSchema>;

/** PATCH /api/applications/{id}/tasks/{tid} body: only what changes (`due_at: null` removes the due time). */
export const updateTaskSchema = z.object({
  title: title.optional(),
  due_at: dueAt.optional(),
  timezone,
  done: z.boolean({ error: 'done must be true or false' }).optional(),
});
export type UpdateTaskInput = z.output<typeof updateTaskSchema>;

/** GET /api/tasks query: tasks due before an instant (all tasks when absent), done ones or not. */
export const listTasksQuerySchema = z.object({
  due_before: z.iso
    .datetime({ offset: true, error: 'due_before must be an ISO 8601 date-time' })
    .optional(),
  done: z
    .enum(['true', 'false'], { error: "done must be 'true' or 'false'" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

/** GET /api/upcoming query: how many days ahead (7 by default). */
export const upcomingQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_UPCOMING_DAYS, `days must be at most ${MAX_UPCOMING_DAYS}`)
    .default(7),
});

export const UPCOMING_KINDS = ['interview', 'task', 'follow_up', 'deadline', 'reach_out'] as const;
export type UpcomingKind = (typeof UPCOMING_KINDS)[number];

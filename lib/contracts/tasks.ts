// Tasks on applications and the Upcoming list (ADR 192, ADR 196): declared once, used by the
// routes, the OpenAPI document and the browser's typed client.
import { z } from 'zod';
import {
  createTaskSchema,
  listTasksQuerySchema,
  UPCOMING_KINDS,
  upcomingQuerySchema,
  updateTaskSchema,
} from '@/lib/tasks/task-schemas';
import { defineOperation } from '@/lib/contract/operation';
import { isoDateTime, messageSchema } from '@/lib/contracts/common';

const tag = 'Applications';

export const taskDtoSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  title: z.string(),
  due_at: isoDateTime.nullable().describe('When it is due (UTC instant), or null'),
  done: z.boolean(),
  done_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const taskWithApplicationSchema = taskDtoSchema.extend({
  company: z.string(),
  job_title: z.string(),
});

export const upcomingItemSchema = z.object({
  kind: z.enum(UPCOMING_KINDS),
  when: isoDateTime.describe('The instant; for a whole-day item 00:00 that day in the user zone'),
  date: z.string().nullable().describe('YYYY-MM-DD for a whole-day item, else null'),
  application_id: z.string().nullable().describe('Null for a contact to reach out to again'),
  company: z.string(),
  job_title: z.string(),
  title: z.string().nullable().describe("The task's title, or the contact's name for a reach-out"),
  task_id: z.string().nullable(),
  contact_id: z.string().nullable().describe('The contact of a reach-out, else null'),
});

/** A task as the API answers it. */
export type TaskDto = z.infer<typeof taskDtoSchema>;
/** A task in the all-tasks list, with its application's names. */
export type TaskWithApplicationDto = z.infer<typeof taskWithApplicationSchema>;
/** One thing coming up in the next days, as GET /api/upcoming answers it. */
export type UpcomingItemDto = z.infer<typeof upcomingItemSchema>;

export const listTasks = defineOperation({
  operationId: 'listTasks',
  method: 'GET',
  path: '/api/applications/{id}/tasks',
  tag,
  summary: "An application's tasks: open ones by due time, then done ones",
  scope: 'applications:read',
  responses: {
    200: { description: 'Tasks', schema: z.object({ data: z.array(taskDtoSchema) }) },
  },
});

export const addTask = defineOperation({
  operationId: 'addTask',
  method: 'POST',
  path: '/api/applications/{id}/tasks',
  tag,
  summary: 'Add a task to an application',
  description:
    '`due_at` is wall-clock time (`YYYY-MM-DD HH:mm`) read in `timezone` (IANA; the profile zone when absent), or an ISO 8601 instant with an offset. A due task gets one reminder email at that time.',
  scope: 'applications:write',
  body: createTaskSchema,
  responses: { 201: { description: 'Created', schema: z.object({ data: taskDtoSchema }) } },
});

export const updateTask = defineOperation({
  operationId: 'updateTask',
  method: 'PATCH',
  path: '/api/applications/{id}/tasks/{tid}',
  tag,
  summary: 'Change a task: title, due time (null removes it), done',
  scope: 'applications:write',
  body: updateTaskSchema,
  responses: { 200: { description: 'Updated', schema: z.object({ data: taskDtoSchema }) } },
});

export const deleteTask = defineOperation({
  operationId: 'deleteTask',
  method: 'DELETE',
  path: '/api/applications/{id}/tasks/{tid}',
  tag,
  summary: 'Remove a task',
  scope: 'applications:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

export const listAllTasks = defineOperation({
  operationId: 'listAllTasks',
  method: 'GET',
  path: '/api/tasks',
  tag,
  summary: 'Tasks over all applications, soonest due first',
  description:
    '`due_before` (ISO 8601) keeps tasks due at or before it; `done=true|false` keeps done or open ones.',
  scope: 'applications:read',
  query: listTasksQuerySchema,
  responses: {
    200: { description: 'Tasks', schema: z.object({ data: z.array(taskWithApplicationSchema) }) },
  },
});

export const listUpcoming = defineOperation({
  operationId: 'listUpcoming',
  method: 'GET',
  path: '/api/upcoming',
  tag,
  summary: "The next days' interviews, tasks, follow-ups and deadlines in time order",
  description: '`days` (1–31, default 7) sets how far ahead.',
  scope: 'applications:read',
  query: upcomingQuerySchema,
  responses: {
    200: { description: 'Upcoming', schema: z.object({ data: z.array(upcomingItemSchema) }) },
  },
});

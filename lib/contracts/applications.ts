// The tracker's operations (ADR 196): declared once, used by the routes, the OpenAPI document and
// the browser's typed client. Their answers are in application-answers.ts.
import { z } from 'zod';
import {
  addApplicationSchema,
  listApplicationsQuerySchema,
  setInterviewSchema,
  updateApplicationSchema,
} from '@/lib/applications/schemas';
import { contactPatchSchema, contactSchema } from '@/lib/applications/contact-schemas';
import { duplicateQuerySchema } from '@/lib/applications/duplicate-query';
import { exportQuerySchema, importQuerySchema } from '@/lib/applications/portability-schemas';
import { defineOperation } from '@/lib/contract/operation';
import { messageSchema } from '@/lib/contracts/common';
import {
  applicationListSchema,
  applicationSchema,
  applicationStatsSchema,
  contactDtoSchema,
  duplicateSchema,
  importResultSchema,
  pipelineStatsSchema,
  recentActivitySchema,
  statusChangeSchema,
} from './application-answers';

const tag = 'Applications';

export const listApplications = defineOperation({
  operationId: 'listApplications',
  method: 'GET',
  path: '/api/applications/my-applications',
  tag,
  summary: 'List applications, newest first',
  description:
    'Filter with `q` (title or company), `status`, `work_mode`, `source` (any case), `priority` and a salary range (`salary_min`, `salary_max`: applications whose range overlaps it, amounts as stored, whatever their currency and period); page with `limit` and `cursor`. Answers an ETag; send If-None-Match for a 304.',
  scope: 'applications:read',
  query: listApplicationsQuerySchema,
  responses: { 200: { description: 'The applications', schema: applicationListSchema } },
});

export const addApplication = defineOperation({
  operationId: 'addApplication',
  method: 'POST',
  path: '/api/applications/add-new-application',
  tag,
  summary: 'Add an application',
  description:
    'Status accepts applied, interview, offer, rejected, not_applied in any case; answers the canonical spelling. Optional tracker fields: location, work_mode (on_site, hybrid, remote), salary_min ≤ salary_max with salary_currency (ISO 4217) and salary_period (year, month, hour), priority (1–5), deadline, source.',
  scope: 'applications:write',
  body: addApplicationSchema,
  responses: {
    201: {
      description: 'Created',
      schema: z.object({ message: z.string(), application: applicationSchema }),
    },
  },
});

export const getApplication = defineOperation({
  operationId: 'getApplication',
  method: 'GET',
  path: '/api/applications/my-applications/{id}',
  tag,
  summary: 'Get one application (with the resume sent, if any)',
  scope: 'applications:read',
  responses: {
    200: { description: 'The application', schema: z.object({ data: applicationSchema }) },
  },
});

export const updateApplication = defineOperation({
  operationId: 'updateApplication',
  method: 'PATCH',
  path: '/api/applications/my-applications/{id}',
  tag,
  summary: 'Change an application (status, dates, notes, interview…)',
  scope: 'applications:write',
  body: updateApplicationSchema,
  responses: {
    200: {
      description: 'Updated',
      schema: z.object({ message: z.string(), application: applicationSchema }),
    },
  },
});

export const deleteApplication = defineOperation({
  operationId: 'deleteApplication',
  method: 'DELETE',
  path: '/api/applications/my-applications/{id}',
  tag,
  summary: 'Delete an application',
  scope: 'applications:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

export const setInterview = defineOperation({
  operationId: 'setInterview',
  method: 'POST',
  path: '/api/applications/{id}/set-interview',
  tag,
  summary: 'Schedule the interview: a wall-clock time in an IANA zone',
  description:
    '`interview_date` is read as a wall-clock time in `timezone` (DST-correct); an explicit offset is honoured.',
  scope: 'applications:write',
  body: setInterviewSchema,
  responses: {
    200: {
      description: 'Saved',
      schema: z.object({ message: z.string(), application: applicationSchema }),
    },
  },
});

export const getApplicationStats = defineOperation({
  operationId: 'getApplicationStats',
  method: 'GET',
  path: '/api/applications/stats',
  tag,
  summary: 'Counts by status',
  scope: 'applications:read',
  responses: { 200: { description: 'Counts', schema: z.object({ data: applicationStatsSchema }) } },
});

export const getPipelineStats = defineOperation({
  operationId: 'getPipelineStats',
  method: 'GET',
  path: '/api/applications/pipeline-stats',
  tag,
  summary: 'Days in stage per application and the reply rate',
  scope: 'applications:read',
  responses: {
    200: { description: 'Pipeline figures', schema: z.object({ data: pipelineStatsSchema }) },
  },
});

export const listRecentActivity = defineOperation({
  operationId: 'listRecentActivity',
  method: 'GET',
  path: '/api/applications/recent',
  tag,
  summary: 'The newest 10 activity items',
  scope: 'applications:read',
  responses: { 200: { description: 'Activity', schema: recentActivitySchema } },
});

export const getUpcomingInterview = defineOperation({
  operationId: 'getUpcomingInterview',
  method: 'GET',
  path: '/api/applications/upcoming-interview',
  tag,
  summary: 'The banner message about the next interview, or null',
  scope: 'applications:read',
  responses: {
    200: { description: 'The message', schema: z.object({ message: z.string().nullable() }) },
  },
});

export const listStatusHistory = defineOperation({
  operationId: 'listStatusHistory',
  method: 'GET',
  path: '/api/applications/{id}/history',
  tag,
  summary: 'Status changes of an application, oldest first',
  scope: 'applications:read',
  responses: {
    200: { description: 'History', schema: z.object({ data: z.array(statusChangeSchema) }) },
  },
});

export const listContacts = defineOperation({
  operationId: 'listContacts',
  method: 'GET',
  path: '/api/applications/{id}/contacts',
  tag,
  summary: 'People met through an application',
  scope: 'applications:read',
  responses: {
    200: { description: 'Contacts', schema: z.object({ data: z.array(contactDtoSchema) }) },
  },
});

export const addContact = defineOperation({
  operationId: 'addContact',
  method: 'POST',
  path: '/api/applications/{id}/contacts',
  tag,
  summary: 'Add a contact to an application',
  scope: 'applications:write',
  body: contactSchema,
  responses: { 201: { description: 'Created', schema: z.object({ data: contactDtoSchema }) } },
});

export const updateContact = defineOperation({
  operationId: 'updateContact',
  method: 'PATCH',
  path: '/api/applications/{id}/contacts/{cid}',
  tag,
  summary: 'Change a contact',
  scope: 'applications:write',
  body: contactPatchSchema,
  responses: { 200: { description: 'Updated', schema: z.object({ data: contactDtoSchema }) } },
});

export const deleteContact = defineOperation({
  operationId: 'deleteContact',
  method: 'DELETE',
  path: '/api/applications/{id}/contacts/{cid}',
  tag,
  summary: 'Remove a contact',
  scope: 'applications:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

export const getInterviewIcs = defineOperation({
  operationId: 'getInterviewIcs',
  method: 'GET',
  path: '/api/applications/{id}/interview.ics',
  tag,
  summary: 'The interview as an iCalendar file',
  scope: 'applications:read',
  responses: { 200: { description: 'iCalendar file', contentType: 'text/calendar' } },
});

export const findDuplicates = defineOperation({
  operationId: 'findDuplicates',
  method: 'GET',
  path: '/api/applications/duplicates',
  tag,
  summary: 'Applications that are the same job (company + title, or job URL)',
  scope: 'applications:read',
  query: duplicateQuerySchema,
  responses: {
    200: { description: 'Duplicates', schema: z.object({ data: z.array(duplicateSchema) }) },
  },
});

export const exportApplications = defineOperation({
  operationId: 'exportApplications',
  method: 'GET',
  path: '/api/applications/export',
  tag,
  summary: 'Every application as a CSV or JSON download',
  scope: 'applications:read',
  query: exportQuerySchema,
  responses: {
    200: { description: 'The file (text/csv or application/json)', contentType: 'text/csv' },
  },
});

export const importApplications = defineOperation({
  operationId: 'importApplications',
  method: 'POST',
  path: '/api/applications/import',
  tag,
  summary: 'Import applications from another tracker’s CSV (dry_run=true to preview)',
  scope: 'applications:write',
  query: importQuerySchema,
  form: z.object({
    file: z.instanceof(File).describe('The CSV file'),
    dry_run: z.enum(['true', 'false']).optional(),
  }),
  responses: { 200: { description: 'The preview or the result', schema: importResultSchema } },
});

export const getDataVersion = defineOperation({
  operationId: 'getDataVersion',
  method: 'GET',
  path: '/api/applications/version',
  tag,
  summary: 'A token that changes whenever the applications or their tasks change',
  description:
    'Cheap to ask (no rows are read): a client compares it with the one it last saw and refetches its lists only when it differs. The token is opaque.',
  scope: 'applications:read',
  responses: {
    200: {
      description: 'The current token',
      schema: z.object({ data: z.object({ version: z.string() }) }),
    },
  },
});

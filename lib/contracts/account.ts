// The spec's profile and account calls, the calendar feed, reminder settings, avatar uploads and
// the editor's one-time hand-off. Declared once, used by the routes and the OpenAPI document (ADR 151).
import { z } from 'zod';
import { updateProfileSchema } from '@/lib/auth/schemas';
import { reminderSettingsSchema, unsubscribeQuerySchema } from '@/lib/reminders/schemas';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { deleteAccountSchema } from '@/lib/users/delete-account-schema';
import { defineOperation } from '@/lib/contract/operation';
import { REMINDER_GROUPS } from '@/lib/reminders/schemas';
import { messageSchema } from './common';
import {
  accountExportSchema,
  accountImportResultSchema,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  storedUploadSchema,
  uploadSignatureSchema,
  userSchema,
} from './account-answers';

const tag = 'Account';

export const getUserProfile = defineOperation({
  operationId: 'getUserProfile',
  method: 'GET',
  path: '/api/users/user-profile',
  tag,
  summary: 'The signed-in user',
  scope: 'session',
  responses: { 200: { description: 'The user', schema: z.object({ data: userSchema }) } },
});

export const updateUserProfile = defineOperation({
  operationId: 'updateUserProfile',
  method: 'PATCH',
  path: '/api/users/user-profile',
  tag,
  summary: 'Change the username and/or the time zone (reminders move with the zone)',
  scope: 'session',
  body: updateProfileSchema,
  responses: {
    200: { description: 'Updated', schema: messageSchema.extend({ data: userSchema }) },
  },
});

/** The avatar URL: absolute (Cloudinary) or a path on this app (a local-mode upload). */
export const profilePictureBodySchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .max(500)
    .refine(
      (url) => url.startsWith('/api/uploads/') || z.url().safeParse(url).success,
      'url must be a URL',
    ),
});

export const setProfilePicture = defineOperation({
  operationId: 'setProfilePicture',
  method: 'POST',
  path: '/api/users/profile-picture',
  tag,
  summary: 'Set the avatar to an uploaded image’s URL',
  scope: 'session',
  body: profilePictureBodySchema,
  responses: {
    200: {
      description: 'Updated',
      schema: messageSchema.extend({ user: userSchema, data: userSchema }),
    },
  },
});

const deletion = {
  tag,
  scope: 'session',
  body: deleteAccountSchema,
  description:
    'Removes the user and everything they own (applications, resumes, tokens, webhooks, files). The password is required for accounts that have one.',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
} as const;

export const deleteAccount = defineOperation({
  operationId: 'deleteAccount',
  method: 'DELETE',
  path: '/api/users/delete-account',
  summary: 'Delete the account and all its data',
  ...deletion,
});

export const deleteAccountMobile = defineOperation({
  operationId: 'deleteAccountMobile',
  method: 'DELETE',
  path: '/api/delete-account',
  summary: 'Delete the account and all its data (the mobile app’s path)',
  ...deletion,
});

export const exportAccount = defineOperation({
  operationId: 'exportAccount',
  method: 'GET',
  path: '/api/account/export',
  tag,
  summary: 'Everything the user owns as one JSON document (“Export my data”)',
  scope: 'session',
  responses: { 200: { description: 'The document', schema: accountExportSchema } },
});

export const importAccount = defineOperation({
  operationId: 'importAccount',
  method: 'POST',
  path: '/api/account/import',
  tag,
  summary: 'Load an “Export my data” document into this account, all or nothing',
  scope: 'session',
  form: z.object({ file: z.instanceof(File).describe('The exported JSON document') }),
  responses: { 200: { description: 'Imported', schema: accountImportResultSchema } },
});

export const getCalendarFeed = defineOperation({
  operationId: 'getCalendarFeed',
  method: 'GET',
  path: '/api/calendar/feed',
  tag,
  summary: 'Whether the private calendar feed is on (its address is shown only when created)',
  scope: 'session',
  responses: { 200: { description: 'Status', schema: calendarFeedStatusSchema } },
});

export const createCalendarFeed = defineOperation({
  operationId: 'createCalendarFeed',
  method: 'POST',
  path: '/api/calendar/feed',
  tag,
  summary: 'Create the private calendar feed, or rotate its address (the old one stops working)',
  scope: 'session',
  responses: { 201: { description: 'The feed’s address, once', schema: calendarFeedSchema } },
});

export const revokeCalendarFeed = defineOperation({
  operationId: 'revokeCalendarFeed',
  method: 'DELETE',
  path: '/api/calendar/feed',
  tag,
  summary: 'Turn the calendar feed off',
  scope: 'session',
  responses: { 200: { description: 'Revoked', schema: messageSchema } },
});

export const readCalendarFeed = defineOperation({
  operationId: 'readCalendarFeed',
  method: 'GET',
  path: '/api/calendar/feed/{file}',
  tag,
  summary: 'The feed calendar apps subscribe to: `{token}.ics` (no sign-in; the token is the key)',
  scope: 'public',
  responses: { 200: { description: 'iCalendar', contentType: 'text/calendar' } },
});

export const getReminderSettings = defineOperation({
  operationId: 'getReminderSettings',
  method: 'GET',
  path: '/api/reminders/settings',
  tag,
  summary: 'Which reminder emails the user wants',
  scope: 'session',
  responses: { 200: { description: 'Settings', schema: reminderSettingsSchema } },
});

export const updateReminderSettings = defineOperation({
  operationId: 'updateReminderSettings',
  method: 'PUT',
  path: '/api/reminders/settings',
  tag,
  summary: 'Switch each kind of reminder email on or off',
  scope: 'session',
  body: reminderSettingsSchema,
  responses: { 200: { description: 'Saved', schema: reminderSettingsSchema } },
});

export const unsubscribeReminders = defineOperation({
  operationId: 'unsubscribeReminders',
  method: 'POST',
  path: '/api/reminders/unsubscribe',
  tag,
  summary: 'One-click unsubscribe from a reminder email (RFC 8058; the signed token is the key)',
  scope: 'public',
  query: unsubscribeQuerySchema,
  responses: {
    200: {
      description: 'Unsubscribed from that kind of reminder',
      schema: messageSchema.extend({ group: z.enum(REMINDER_GROUPS) }),
    },
  },
});

export const getUploadSignature = defineOperation({
  operationId: 'getUploadSignature',
  method: 'GET',
  path: '/api/cloudinary/signature',
  tag,
  summary: 'Signed parameters for an avatar upload (to Cloudinary, or to this server)',
  scope: 'session',
  responses: { 200: { description: 'Signed parameters', schema: uploadSignatureSchema } },
});

/** The signed fields of a local-mode avatar upload (from the signature call). */
export const avatarUploadFieldsSchema = z.object({
  timestamp: z.coerce.number().int().positive(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'signature must be the one from /api/cloudinary/signature'),
  folder: z.string().min(1).max(100),
});

export const uploadAvatar = defineOperation({
  operationId: 'uploadAvatar',
  method: 'POST',
  path: '/api/uploads',
  tag,
  summary: 'Upload an avatar image in local mode (no Cloudinary); answers its URL',
  scope: 'session',
  form: avatarUploadFieldsSchema.extend({
    file: z.instanceof(File).describe('PNG, JPEG or WebP, at most 2 MB'),
  }),
  responses: { 200: { description: 'Stored', schema: storedUploadSchema } },
});

export const readUpload = defineOperation({
  operationId: 'readUpload',
  method: 'GET',
  path: '/api/uploads/{id}',
  tag,
  summary: 'A local-mode avatar (re-encoded to WebP)',
  scope: 'public',
  responses: { 200: { description: 'The image', contentType: 'image/webp' } },
});

export const createHandoff = defineOperation({
  operationId: 'createHandoff',
  method: 'POST',
  path: '/api/temp-store',
  tag: 'Resumes',
  summary: 'Keep a resume (and its analysis and job description) for the editor to read once',
  description:
    'Answers a token; open `/resume/edit?token=…` to load it. The browser extension’s “Tailor” uses this.',
  scope: 'resumes:read',
  body: z.object({
    resumeJson: resumeSchema,
    analysis: z.record(z.string(), z.unknown()).nullable().optional(),
    jobDescription: z.string().max(50_000).nullable().optional(),
  }),
  responses: { 201: { description: 'Kept', schema: z.object({ token: z.string() }) } },
});

export const readHandoff = defineOperation({
  operationId: 'readHandoff',
  method: 'GET',
  path: '/api/temp-store/{token}',
  tag: 'Resumes',
  summary: 'Read a one-time hand-off (a resume, or Google sign-in’s tokens), once',
  description: 'The second read answers 404. Google sign-in hand-offs also need their cookie.',
  scope: 'public',
  responses: {
    200: {
      description: 'What was kept',
      schema: z.record(z.string(), z.unknown()),
    },
  },
});

// The contacts book's public operations (ADR 193): declared once, used by the routes and the OpenAPI document.
import { z } from 'zod';
import {
  bookContactPatchSchema,
  bookContactSchema,
  contactSearchQuerySchema,
  INTERACTION_KINDS,
  interactionSchema,
} from '@/lib/contacts/contact-book-schemas';
import { defineOperation } from '@/lib/contract/operation';
import { messageSchema } from './common';

const tag = 'Contacts';
const isoDateTime = z.string().describe('ISO 8601 date-time');
const isoDate = z.string().describe('Calendar date, YYYY-MM-DD');

export const interactionDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(INTERACTION_KINDS),
  occurred_on: isoDate,
  note: z.string().nullable(),
  created_at: isoDateTime,
});

export const bookContactDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  notes: z.string().nullable(),
  reach_out_on: isoDate.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  last_interaction: interactionDtoSchema.nullable(),
  applications: z.array(z.object({ id: z.string(), company: z.string(), job_title: z.string() })),
});

const one = z.object({ data: bookContactDtoSchema });

export const listBookContacts = defineOperation({
  operationId: 'listBookContacts',
  method: 'GET',
  path: '/api/contacts',
  tag,
  summary: 'The contacts book, by name',
  description:
    '`q` searches name, company, role and email (case-insensitive); `application_id` keeps the contacts linked to one application. Each contact comes with its last interaction and linked applications.',
  scope: 'applications:read',
  query: contactSearchQuerySchema,
  responses: {
    200: { description: 'Contacts', schema: z.object({ data: z.array(bookContactDtoSchema) }) },
  },
});

export const createBookContact = defineOperation({
  operationId: 'createBookContact',
  method: 'POST',
  path: '/api/contacts',
  tag,
  summary: 'Add a contact to the book',
  scope: 'applications:write',
  body: bookContactSchema,
  responses: { 201: { description: 'Created', schema: one } },
});

export const getBookContact = defineOperation({
  operationId: 'getBookContact',
  method: 'GET',
  path: '/api/contacts/{cid}',
  tag,
  summary: 'One contact with its last interaction and linked applications',
  scope: 'applications:read',
  responses: { 200: { description: 'The contact', schema: one } },
});

export const updateBookContact = defineOperation({
  operationId: 'updateBookContact',
  method: 'PATCH',
  path: '/api/contacts/{cid}',
  tag,
  summary: 'Change a contact (only the fields sent)',
  scope: 'applications:write',
  body: bookContactPatchSchema,
  responses: { 200: { description: 'Updated', schema: one } },
});

export const deleteBookContact = defineOperation({
  operationId: 'deleteBookContact',
  method: 'DELETE',
  path: '/api/contacts/{cid}',
  tag,
  summary: 'Delete a contact, its interactions and its links (the applications stay)',
  scope: 'applications:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

export const linkContactApplication = defineOperation({
  operationId: 'linkContactApplication',
  method: 'POST',
  path: '/api/contacts/{cid}/applications/{id}',
  tag,
  summary: 'Link a contact to an application (linking twice changes nothing)',
  scope: 'applications:write',
  responses: { 200: { description: 'The linked contact', schema: one } },
});

export const unlinkContactApplication = defineOperation({
  operationId: 'unlinkContactApplication',
  method: 'DELETE',
  path: '/api/contacts/{cid}/applications/{id}',
  tag,
  summary: 'Unlink a contact from an application; both stay',
  scope: 'applications:write',
  responses: { 200: { description: 'The contact', schema: one } },
});

export const listContactInteractions = defineOperation({
  operationId: 'listContactInteractions',
  method: 'GET',
  path: '/api/contacts/{cid}/interactions',
  tag,
  summary: "A contact's interactions, newest first",
  scope: 'applications:read',
  responses: {
    200: { description: 'Interactions', schema: z.object({ data: z.array(interactionDtoSchema) }) },
  },
});

export const addContactInteraction = defineOperation({
  operationId: 'addContactInteraction',
  method: 'POST',
  path: '/api/contacts/{cid}/interactions',
  tag,
  summary: 'Log an email, call, meeting or message with a contact',
  scope: 'applications:write',
  body: interactionSchema,
  responses: { 201: { description: 'Logged', schema: z.object({ data: interactionDtoSchema }) } },
});

export const deleteContactInteraction = defineOperation({
  operationId: 'deleteContactInteraction',
  method: 'DELETE',
  path: '/api/contacts/{cid}/interactions/{iid}',
  tag,
  summary: 'Remove a logged interaction',
  scope: 'applications:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

export type InteractionDto = z.infer<typeof interactionDtoSchema>;
export type BookContactDto = z.infer<typeof bookContactDtoSchema>;
export type LinkedApplicationDto = BookContactDto['applications'][number];

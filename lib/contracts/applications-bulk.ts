// The bulk action on applications (ADR 196): declared once, used by the route, the OpenAPI
// document and the browser's typed client.
import { z } from 'zod';
import { bulkStatusSchema } from '@/lib/applications/bulk-status-schema';
import { defineOperation } from '@/lib/contract/operation';
import { applicationSchema } from './application-answers';

export const bulkUpdateStatus = defineOperation({
  operationId: 'bulkUpdateApplicationStatus',
  method: 'POST',
  path: '/api/applications/bulk-status',
  tag: 'Applications',
  summary: 'Set one status on several applications',
  description:
    'Each application changes as with PATCH my-applications/{id} (history, reminders, webhooks). If any id is not one of yours, nothing changes and the answer is 404. At most 500 ids.',
  scope: 'applications:write',
  body: bulkStatusSchema,
  responses: {
    200: {
      description: 'Updated, in the order the ids were given (repeats once)',
      schema: z.object({ message: z.string(), data: z.array(applicationSchema) }),
    },
  },
});

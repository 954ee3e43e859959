// POST /api/applications/bulk-status: the body the route parses and the table sends.
import { z } from 'zod';
import { statusField } from '@/lib/applications/schemas';

/** Most applications one bulk change may name (the table sends its selection in chunks of this). */
export const BULK_STATUS_MAX_IDS = 500;

export const bulkStatusSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(64))
    .min(1, 'ids must name at least one application')
    .max(BULK_STATUS_MAX_IDS, `ids must name at most ${BULK_STATUS_MAX_IDS} applications`),
  status: statusField,
});

export type BulkStatusInput = z.infer<typeof bulkStatusSchema>;

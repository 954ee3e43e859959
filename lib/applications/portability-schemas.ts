// Query and limits of the portability routes.
import { z } from 'zod';

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'json'], { error: "format must be 'csv' or 'json'" }).default('csv'),
});

export const importQuerySchema = z.object({
  dry_run: z.enum(['true', 'false'], { error: "dry_run must be 'true' or 'false'" }).optional(),
});

/** CSV imports: 2 MB is tens of thousands of rows, well past what a tracker exports. */
export const IMPORT_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Account documents: applications with long job descriptions add up. */
export const IMPORT_ACCOUNT_MAX_BYTES = 20 * 1024 * 1024;

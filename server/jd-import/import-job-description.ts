import 'server-only';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import type { ImportedJob } from './imported-job';
import { readPostingAtUrl } from './read-posting-at-url';

export const UNSUPPORTED_BOARD_MESSAGE =
  'This job board doesn’t support direct import yet – upload a screenshot instead';

export type ImportJobDescriptionOptions = { url: string };

/**
 * A job description from a posting's URL (readPostingAtUrl: the board's public API, else the
 * page fetched safely and read). Whatever went wrong → 422 with the spec's message; the reason in
 * plain words is what the Add form's "Fill from posting" shows (POST /api/jobs/read-posting).
 */
export async function importJobDescription({
  url,
}: ImportJobDescriptionOptions): Promise<ImportedJob> {
  try {
    return await readPostingAtUrl(url);
  } catch (error) {
    if (error instanceof AppError && error.message.startsWith('url:')) throw error;
    log.info({ err: error }, 'job import failed');
    throw new AppError('VALIDATION_ERROR', UNSUPPORTED_BOARD_MESSAGE);
  }
}

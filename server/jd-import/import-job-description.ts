import 'server-only';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import type { ImportedJob } from './imported-job';
import { jobPageUrl } from './job-page-url';
import { readJobBoardApi } from './read-job-board-api';
import { readJobPage } from './read-job-page';
import { safeFetch } from './safe-fetch';

export const UNSUPPORTED_BOARD_MESSAGE =
  'This job board doesn’t support direct import yet – upload a screenshot instead';
const MAX_DESCRIPTION_CHARS = 50_000;

export type ImportJobDescriptionOptions = { url: string };

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

async function readPage(url: URL): Promise<ImportedJob | null> {
  const page = await safeFetch({ url: jobPageUrl(url).toString() });
  if (/json|image|pdf|octet-stream/i.test(page.contentType)) return null;
  const html = decode(page.body, page.contentType);
  const fromPage = readJobPage({ html });
  if (fromPage?.source === 'json-ld') return fromPage;
  // The page may itself be the board's (after redirects): its API still knows the posting.
  return (await readJobBoardApi(new URL(page.url))) ?? fromPage;
}

/**
 * A job description from a posting's URL: the board's public API (Greenhouse, Lever, Ashby),
 * else the page fetched safely and read by readJobPage (JSON-LD, the board's embedded state or
 * markup, Readability). Nothing usable → 422 with the spec's message.
 */
export async function importJobDescription({
  url,
}: ImportJobDescriptionOptions): Promise<ImportedJob> {
  let target: URL;
  try {
    target = new URL(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);
  } catch {
    throw new AppError('VALIDATION_ERROR', 'url: enter the full web address of the job posting');
  }
  let job: ImportedJob | null = null;
  try {
    job = (await readJobBoardApi(target)) ?? (await readPage(target));
  } catch (error) {
    log.info({ err: error, host: target.hostname }, 'job import failed');
  }
  const description = job?.job_description.trim() ?? '';
  if (!job || description.length < 40)
    throw new AppError('VALIDATION_ERROR', UNSUPPORTED_BOARD_MESSAGE);
  return { ...job, job_description: description.slice(0, MAX_DESCRIPTION_CHARS) };
}

import 'server-only';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { FetchRefused } from './fetch-refused';
import type { ImportedJob } from './imported-job';
import { jobPageUrl } from './job-page-url';
import { readJobBoardApi } from './read-job-board-api';
import { readJobPage } from './read-job-page';
import { safeFetch } from './safe-fetch';

const MIN_DESCRIPTION_CHARS = 40;
const MAX_DESCRIPTION_CHARS = 50_000;

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

const PASTE = 'Open the posting in your browser, copy its text and paste it here instead.';

/** What went wrong fetching `host`, in words a job seeker can act on. */
export function fetchFailureMessage(error: FetchRefused, host: string): string {
  switch (error.reason) {
    case 'dns':
      return `We couldn’t find the website ${host}. Check the link for typos. ${PASTE}`;
    case 'network':
    case 'timeout':
      return `We couldn’t reach ${host}: it didn’t answer. Check the link, or try again later. ${PASTE}`;
    case 'blocked-address':
    case 'scheme':
    case 'port':
      return `Pursuit doesn’t open links to private, local or unusual addresses (${host}). ${PASTE}`;
    case 'http-status': {
      const status = Number(/\d{3}/.exec(error.message)?.[0] ?? 0);
      if (status === 404 || status === 410)
        return `${host} says this page doesn’t exist (it may have been taken down when the job closed). ${PASTE}`;
      if (status === 401 || status === 403 || status === 429 || status === 999)
        return `${host} blocked Pursuit from reading the page (some job boards only show postings to a signed-in browser). ${PASTE}`;
      return `${host} answered with an error${status ? ` (${status})` : ''}. Try again later. ${PASTE}`;
    }
    case 'too-large':
    case 'too-many-redirects':
      return `We couldn’t read the page at ${host}: it is too large or keeps redirecting. ${PASTE}`;
  }
}

/**
 * The posting at a URL a person gave: the board's public API (Greenhouse, Lever, Ashby,
 * Workday), else the page fetched safely and read by readJobPage (JSON-LD, the board's embedded
 * state or markup, Readability). Failures → 422 saying what happened: the site could not be
 * found or reached, refused us, or the page holds no posting.
 */
export async function readPostingAtUrl(url: string): Promise<ImportedJob> {
  let target: URL;
  try {
    target = new URL(
      /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) ? url.trim() : `https://${url.trim()}`,
    );
  } catch {
    throw new AppError('VALIDATION_ERROR', 'url: enter the full web address of the job posting');
  }
  let job: ImportedJob | null;
  try {
    job = (await readJobBoardApi(target)) ?? (await readPage(target));
  } catch (error) {
    log.info({ err: error, host: target.hostname }, 'job import failed');
    if (error instanceof FetchRefused)
      throw new AppError('VALIDATION_ERROR', fetchFailureMessage(error, target.hostname));
    throw new AppError(
      'VALIDATION_ERROR',
      `We couldn’t read the page at ${target.hostname}. ${PASTE}`,
    );
  }
  const description = job?.job_description.trim() ?? '';
  if (!job || description.length < MIN_DESCRIPTION_CHARS)
    throw new AppError(
      'VALIDATION_ERROR',
      `The page at ${target.hostname} doesn’t look like a job posting: we found no job description on it. Check that the link opens the posting itself (not a list of jobs). ${PASTE}`,
    );
  return { ...job, job_description: description.slice(0, MAX_DESCRIPTION_CHARS) };
}

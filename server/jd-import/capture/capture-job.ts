import 'server-only';
import * as cheerio from 'cheerio';
import { canonicalJobLink } from '@/lib/jobs/canonical-job-link';
import {
  CAPTURE_MAX_HTML_BYTES,
  NO_POSTING_MESSAGE,
  type CaptureRequest,
  type CapturedJob,
} from '@/lib/jobs/capture-schema';
import { AppError } from '@/server/http/app-error';
import { readJobPage } from '@/server/jd-import/read-job-page';

const MIN_DESCRIPTION_CHARS = 40;
const MAX_DESCRIPTION_CHARS = 50_000;

function declaredCanonical(html: string): string | null {
  // Only the head is needed; a full parse of a 2 MB page for two attributes is wasted work.
  const head = html.slice(0, Math.max(html.search(/<body[\s>]/i), 0) || 200_000);
  const $ = cheerio.load(head);
  return (
    $('link[rel="canonical" i]').attr('href') ??
    $('meta[property="og:url"]').attr('content') ??
    null
  );
}

/**
 * A posting from a page the user is on: its HTML read by the same readers as URL import
 * (JSON-LD, embedded state, board markup, Readability), fields the client read itself filling
 * what they miss; no request leaves the server. HTML over 2 MB → 413; nothing readable → 422.
 */
export function captureJob({ url, html, canonical_url, fields }: CaptureRequest): CapturedJob {
  if (html && Buffer.byteLength(html, 'utf8') > CAPTURE_MAX_HTML_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `html: at most ${CAPTURE_MAX_HTML_BYTES} bytes; send the fields read from the page instead`,
    );
  }
  const read = html ? readJobPage({ html }) : null;
  const readDescription = read?.job_description.trim() ?? '';
  const sentDescription = fields?.job_description?.trim() ?? '';
  // The server's reading of the HTML wins; the client's fields are for pages it could not send or read.
  const useRead = readDescription.length >= MIN_DESCRIPTION_CHARS;
  const description = useRead ? readDescription : sentDescription;
  if (description.length < MIN_DESCRIPTION_CHARS)
    throw new AppError('VALIDATION_ERROR', NO_POSTING_MESSAGE);
  return {
    job_title: (useRead ? read?.title : null) ?? fields?.job_title ?? read?.title ?? null,
    company: (useRead ? read?.company : null) ?? fields?.company ?? read?.company ?? null,
    location: (useRead ? read?.location : null) ?? fields?.location ?? read?.location ?? null,
    job_description: description.slice(0, MAX_DESCRIPTION_CHARS),
    job_link: canonicalJobLink({
      pageUrl: url,
      canonicalHref: canonical_url ?? (html ? declaredCanonical(html) : null),
    }),
    source: useRead ? read!.source : 'client',
  };
}

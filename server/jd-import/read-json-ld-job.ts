import 'server-only';
import type { CheerioAPI } from 'cheerio';
import { findJsonLdPosting } from '@/lib/jobs/find-json-ld-posting';
import { htmlToText } from './html-to-text';
import type { ImportedJob } from './imported-job';

/** The schema.org JobPosting in the page's JSON-LD (also nested in @graph), as an ImportedJob. */
export function readJsonLdJob($: CheerioAPI): ImportedJob | null {
  const scripts = $('script[type="application/ld+json" i]')
    .toArray()
    .map((script) => $(script).text());
  const posting = findJsonLdPosting(scripts);
  const description = posting ? htmlToText(posting.descriptionHtml) : '';
  if (!posting || !description) return null;
  return {
    job_description: description,
    title: posting.title ? htmlToText(posting.title) || null : null,
    company: posting.company,
    location: posting.location,
    salary: posting.salary,
    work_mode: posting.remote ? 'remote' : null,
    source: 'json-ld',
  };
}

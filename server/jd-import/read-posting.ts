import 'server-only';
import { workModeFromText } from '@/lib/applications/tracker-fields';
import { canonicalJobLink } from '@/lib/jobs/canonical-job-link';
import { salaryInText, workModeInText } from '@/lib/jobs/posting-details';
import { readPastedPosting } from '@/lib/jobs/read-pasted-posting';
import type { ReadPosting, ReadPostingRequest } from '@/lib/jobs/read-posting-schema';
import { AppError } from '@/server/http/app-error';
import type { ImportedJob } from './imported-job';
import { readPostingAtUrl } from './read-posting-at-url';

const MIN_TEXT_CHARS = 40;

function fields(job: ImportedJob, jobLink: string | null): ReadPosting {
  const description = job.job_description;
  const header = [job.title, job.location].filter(Boolean).join('\n');
  const salary = job.salary ?? salaryInText(description);
  return {
    job_title: job.title,
    company: job.company,
    location: job.location,
    work_mode:
      job.work_mode ??
      (job.location ? workModeFromText(job.location) : null) ??
      workModeInText(description, header || undefined),
    salary_min: salary?.min ?? null,
    salary_max: salary?.max ?? null,
    salary_currency: salary?.currency ?? null,
    salary_period: salary?.period ?? null,
    job_description: description,
    job_link: jobLink,
    source: job.source,
  };
}

/**
 * The Add form's fields from a job link (the same readers as URL import and the clipper:
 * readPostingAtUrl) or from a pasted posting (readPastedPosting); work mode and pay from the
 * posting's structured data, else its text.
 */
export async function readPosting(request: ReadPostingRequest): Promise<ReadPosting> {
  const { text } = request;
  // A link pasted into the text box is a link.
  const url = request.url || (text && /^https?:\/\/\S+$/i.test(text) ? text : null);
  if (url) {
    const job = await readPostingAtUrl(url);
    const link = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
    return fields(job, canonicalJobLink({ pageUrl: link }));
  }
  const pasted = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (pasted.length < MIN_TEXT_CHARS)
    throw new AppError(
      'VALIDATION_ERROR',
      'text: paste the whole posting (its title, company and description), not just a few words',
    );
  const read = readPastedPosting(pasted);
  const { source: _source, ...rest } = fields(
    { ...read, job_description: pasted, source: 'readable-text' },
    null,
  );
  return { ...rest, source: 'text' };
}

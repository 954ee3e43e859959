import 'server-only';
import { z } from 'zod';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { htmlToText } from './html-to-text';
import type { ImportedJob } from './imported-job';
import { safeFetch } from './safe-fetch';

type Board = {
  board: 'greenhouse' | 'lever' | 'ashby' | 'workday';
  org: string;
  id: string;
  host?: string;
};

const SLUG = /^[A-Za-z0-9][\w.-]{0,99}$/;

/** Which public job board (and which posting on it) a URL points at, if any. */
function matchBoard(url: URL): Board | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (/^(boards|job-boards)(\.eu)?\.greenhouse\.io$/.test(host)) {
    const embedded = url.searchParams.get('for') && url.searchParams.get('token');
    if (embedded)
      return {
        board: 'greenhouse',
        org: url.searchParams.get('for')!,
        id: url.searchParams.get('token')!,
      };
    if (parts.length >= 3 && parts[1] === 'jobs')
      return { board: 'greenhouse', org: parts[0]!, id: parts[2]! };
  }
  if (/^jobs(\.eu)?\.lever\.co$/.test(host) && parts.length >= 2)
    return { board: 'lever', org: parts[0]!, id: parts[1]! };
  if (host === 'jobs.ashbyhq.com' && parts.length >= 2)
    return { board: 'ashby', org: parts[0]!, id: parts[1]! };
  // Workday: {tenant}.wd{N}.myworkdayjobs.com/[{locale}/]{site}/job/{location}/{slug}_{id} — an SPA whose CXS API has the posting.
  const workday = /^([a-z0-9-]+)\.wd\d+\.myworkdayjobs\.com$/.exec(host);
  if (workday) {
    const at = parts.indexOf('job');
    if (at >= 1 && parts.length > at + 1)
      return {
        board: 'workday',
        org: `${workday[1]}/${parts[at - 1]}`,
        id: parts.slice(at + 1).join('/'),
        host,
      };
  }
  return null;
}

function titleCase(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

async function getJson(url: string): Promise<unknown> {
  const res = await safeFetch({ url, accept: 'application/json' });
  return JSON.parse(res.body.toString('utf8'));
}

const greenhouseJob = z.object({
  title: z.string(),
  content: z.string(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  company_name: z.string().nullish(),
});

const leverJob = z.object({
  text: z.string(),
  description: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: z.string().nullish(),
  additionalPlain: z.string().nullish(),
  categories: z
    .object({ location: z.string().nullish(), allLocations: z.array(z.string()).nullish() })
    .nullish(),
  workplaceType: z.string().nullish(),
});

const ashbyBoard = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      location: z.string().nullish(),
      descriptionHtml: z.string().nullish(),
      descriptionPlain: z.string().nullish(),
      jobUrl: z.string().nullish(),
    }),
  ),
});

const workdayJob = z.object({
  jobPostingInfo: z.object({
    title: z.string(),
    jobDescription: z.string(),
    location: z.string().nullish(),
    additionalLocations: z.array(z.string()).nullish(),
  }),
  hiringOrganization: z.object({ name: z.string().nullish() }).nullish(),
});

async function readWorkday({ org, id, host }: Board): Promise<ImportedJob | null> {
  const [tenant, site] = org.split('/') as [string, string];
  const base = (env().JD_IMPORT_WORKDAY_API_URL ?? `https://${host}`).replace(/\/+$/, '');
  const path = id.split('/').map(encodeURIComponent).join('/');
  const job = workdayJob.parse(
    await getJson(
      `${base}/wday/cxs/${encodeURIComponent(tenant)}/${encodeURIComponent(site)}/job/${path}`,
    ),
  );
  const info = job.jobPostingInfo;
  return {
    job_description: htmlToText(info.jobDescription),
    title: info.title.trim() || null,
    company: job.hiringOrganization?.name?.trim() || titleCase(tenant),
    location:
      [info.location, ...(info.additionalLocations ?? [])].filter(Boolean).join('; ') || null,
    source: 'workday',
  };
}

async function readGreenhouse({ org, id }: Board): Promise<ImportedJob | null> {
  const base = env().JD_IMPORT_GREENHOUSE_API_URL.replace(/\/+$/, '');
  const job = greenhouseJob.parse(
    await getJson(`${base}/v1/boards/${encodeURIComponent(org)}/jobs/${encodeURIComponent(id)}`),
  );
  return {
    job_description: htmlToText(job.content),
    title: job.title.trim() || null,
    company: job.company_name?.trim() || titleCase(org),
    location: job.location?.name?.trim() || null,
    source: 'greenhouse',
  };
}

async function readLever({ org, id }: Board): Promise<ImportedJob | null> {
  const base = env().JD_IMPORT_LEVER_API_URL.replace(/\/+$/, '');
  const job = leverJob.parse(
    await getJson(`${base}/v0/postings/${encodeURIComponent(org)}/${encodeURIComponent(id)}`),
  );
  const parts = [job.description ? htmlToText(job.description) : (job.descriptionPlain ?? '')];
  for (const list of job.lists ?? [])
    parts.push(`${list.text}\n${htmlToText(`<ul>${list.content}</ul>`)}`);
  parts.push(job.additional ? htmlToText(job.additional) : (job.additionalPlain ?? ''));
  const location = job.categories?.location ?? job.categories?.allLocations?.join('; ') ?? null;
  return {
    job_description: parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join('\n\n'),
    title: job.text.trim() || null,
    company: titleCase(org),
    location: location || (job.workplaceType === 'remote' ? 'Remote' : null),
    source: 'lever',
  };
}

async function readAshby({ org, id }: Board): Promise<ImportedJob | null> {
  const base = env().JD_IMPORT_ASHBY_API_URL.replace(/\/+$/, '');
  const board = ashbyBoard.parse(
    await getJson(
      `${base}/posting-api/job-board/${encodeURIComponent(org)}?includeCompensation=true`,
    ),
  );
  const job = board.jobs.find((j) => j.id === id);
  if (!job) return null;
  return {
    job_description: job.descriptionHtml
      ? htmlToText(job.descriptionHtml)
      : (job.descriptionPlain ?? '').trim(),
    title: job.title.trim() || null,
    company: titleCase(org),
    location: job.location?.trim() || null,
    source: 'ashby',
  };
}

/**
 * For a posting on Greenhouse, Lever, Ashby or Workday (whose pages are script-rendered apps), the
 * posting from that board's public API; null for other URLs or when the API has nothing.
 */
export async function readJobBoardApi(url: URL): Promise<ImportedJob | null> {
  const board = matchBoard(url);
  if (
    !board ||
    !board.org.split('/').every((p) => SLUG.test(p)) ||
    !board.id.split('/').every((p) => SLUG.test(p))
  )
    return null;
  const readers = {
    greenhouse: readGreenhouse,
    lever: readLever,
    ashby: readAshby,
    workday: readWorkday,
  };
  try {
    const job = await readers[board.board](board);
    return job?.job_description ? job : null;
  } catch (error) {
    log.info({ err: error, board: board.board }, 'job board API gave no posting');
    return null;
  }
}

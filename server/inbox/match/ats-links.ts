import 'server-only';
import { words } from './normalize';

// Where applicant tracking systems put the employer in their links: the first path segment on a
// shared host, or the subdomain of a per-company host.
const PATH_HOSTS = [
  'boards.greenhouse.io',
  'job-boards.greenhouse.io',
  'jobs.lever.co',
  'jobs.ashbyhq.com',
  'apply.workable.com',
  'jobs.smartrecruiters.com',
  'jobs.jobvite.com',
];
const SUBDOMAIN_HOSTS =
  /^(?:careers-)?([a-z0-9-]+)\.(?:wd\d+\.myworkdayjobs\.com|icims\.com|bamboohr\.com|recruitee\.com|teamtailor\.com|jobs\.personio\.(?:de|com)|breezy\.hr|applytojob\.com)$/;

/** The employers named by the ATS links in a mail, as company keys ("boards.greenhouse.io/pied-piper/…" → "pied piper"). */
export function atsEmployers(links: readonly string[]): string[] {
  const found = new Set<string>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    let slug: string | undefined;
    if (PATH_HOSTS.includes(host)) slug = url.pathname.split('/').find(Boolean);
    else slug = SUBDOMAIN_HOSTS.exec(host)?.[1];
    const key = slug ? words(decodeURIComponent(slug)).join(' ') : '';
    if (key) found.add(key);
  }
  return [...found];
}

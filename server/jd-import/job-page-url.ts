import 'server-only';

/**
 * The URL to fetch for a posting's page. LinkedIn answers a signed-out /jobs/view/… request
 * with a sign-in wall, but serves the same posting's guest view (title, company, location and
 * the full description, server-rendered) at /jobs-guest/jobs/api/jobPosting/{id}; a search URL
 * with ?currentJobId= names the posting too. Other URLs are fetched as given.
 */
export function jobPageUrl(url: URL): URL {
  const host = url.hostname.toLowerCase();
  if (host !== 'linkedin.com' && !host.endsWith('.linkedin.com')) return url;
  const fromPath = /^\/jobs\/view\/(?:[^/]*?-)?(\d{6,})\/?$/.exec(url.pathname)?.[1];
  const id =
    fromPath ??
    (/^\d{6,}$/.test(url.searchParams.get('currentJobId') ?? '')
      ? url.searchParams.get('currentJobId')
      : null);
  return id ? new URL(`https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/${id}`) : url;
}

// The link an application keeps for a captured posting: the page's own canonical URL when it names
// the same site, board-specific ids kept (LinkedIn's job id, Indeed's jk), tracking parameters and
// the fragment dropped. Shared by the server's capture and the extension's "already tracked" badge.
import { isTrackingParam } from '@/lib/applications/duplicate-keys';

export type CanonicalJobLinkOptions = { pageUrl: string; canonicalHref?: string | null };

const sameSite = (a: URL, b: URL) =>
  a.hostname.replace(/^www\./i, '').toLowerCase() ===
  b.hostname.replace(/^www\./i, '').toLowerCase();

function parseHttp(text: string | null | undefined, base?: URL): URL | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The canonical http(s) link of a posting, or null when the page URL is not http(s). */
export function canonicalJobLink({
  pageUrl,
  canonicalHref,
}: CanonicalJobLinkOptions): string | null {
  const page = parseHttp(pageUrl);
  if (!page) return null;
  const declared = parseHttp(canonicalHref, page);
  const url = declared && sameSite(declared, page) ? declared : page;
  const host = url.hostname.toLowerCase();
  if (host === 'linkedin.com' || host.endsWith('.linkedin.com')) {
    const id =
      /^\/jobs\/view\/(?:[^/]*?-)?(\d{6,})\/?$/.exec(url.pathname)?.[1] ??
      url.searchParams.get('currentJobId');
    if (id && /^\d{6,}$/.test(id)) return `https://www.linkedin.com/jobs/view/${id}/`;
  }
  if (/(^|\.)indeed\.[a-z.]+$/.test(host)) {
    const jk = url.searchParams.get('jk') ?? url.searchParams.get('vjk');
    if (jk && /^[\w-]{8,40}$/.test(jk)) return `${url.protocol}//${url.host}/viewjob?jk=${jk}`;
  }
  url.hash = '';
  for (const name of [...url.searchParams.keys()])
    if (isTrackingParam(name)) url.searchParams.delete(name);
  return url.toString();
}

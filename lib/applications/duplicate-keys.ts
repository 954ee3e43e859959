// How two applications are recognised as the same job.

/** 'ACME, Inc.' and 'acme inc' → 'acme inc': case, spacing and punctuation ignored. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const TRACKING =
  /^(utm_.*|gh_src|gh_jid_src|refid|ref|referrer|source|src|trk|trkinfo|trackingid|lipi|fbclid|gclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|icid|cmp|campaign|originalsubdomain)$/i;

/** Whether a query parameter only says where a click came from (utm_*, gh_src, refId, trk…). */
export function isTrackingParam(name: string): boolean {
  return TRACKING.test(name) || /^trk/i.test(name);
}

/**
 * A job URL reduced to what identifies the posting: scheme, 'www.', default port, fragment,
 * trailing slash and tracking parameters (utm_*, gh_src, refId, trk...) removed, host
 * lower-cased, remaining parameters sorted. null for text that is not an http(s) URL.
 */
export function normalizeJobUrl(text: string | null | undefined): string | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '';
  const params = [...url.searchParams.entries()]
    .filter(([k]) => !isTrackingParam(k))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${port}${path}${query}`;
}

/** The key company + title are compared on. */
export function companyTitleKey(company: string, jobTitle: string): string {
  return `${normalizeName(company)}\u0000${normalizeName(jobTitle)}`;
}

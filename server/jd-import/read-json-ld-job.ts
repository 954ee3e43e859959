import 'server-only';
import type { CheerioAPI } from 'cheerio';
import { htmlToText } from './html-to-text';
import type { ImportedJob } from './imported-job';

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJobPosting(node: Record<string, Json>): boolean {
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /(^|[/:])JobPosting$/.test(t));
}

/** Depth-first search through arrays, @graph, mainEntity and other nesting for a JobPosting. */
function findJobPosting(value: Json, depth = 0): Record<string, Json> | null {
  if (depth > 8) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findJobPosting(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  if (isJobPosting(value)) return value;
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) {
      const found = findJobPosting(child, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function parseLenient(text: string): Json {
  const cleaned = text
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[/, '')
    .replace(/\/\/\s*\]\]>\s*$/, '')
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    // Some sites leave raw control characters (new lines, tabs) inside strings.
    try {
      return JSON.parse(cleaned.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return null;
    }
  }
}

function name(value: Json): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) return name(value[0]);
  if (isRecord(value)) return name(value.name);
  return null;
}

function placeName(value: Json): string | null {
  if (Array.isArray(value)) {
    const names = [...new Set(value.map(placeName).filter((v): v is string => !!v))];
    return names.length ? names.join('; ') : null;
  }
  if (!isRecord(value)) return typeof value === 'string' ? value.trim() || null : null;
  const address = value.address;
  if (typeof address === 'string') return address.trim() || null;
  if (!isRecord(address)) return name(value);
  const locality = name(address.addressLocality);
  const region = name(address.addressRegion);
  const country = name(address.addressCountry);
  const parts = locality || region ? [locality, region] : [country];
  return parts.filter(Boolean).join(', ') || null;
}

export function cleanCompany(company: string | null): string | null {
  return company?.replace(/\s*[-–|]\s*(jobs|careers)$/i, '').trim() || null;
}

/** The schema.org JobPosting in the page's JSON-LD (also nested in @graph), as an ImportedJob. */
export function readJsonLdJob($: CheerioAPI): ImportedJob | null {
  const scripts = $('script[type="application/ld+json" i]').toArray();
  for (const script of scripts) {
    const posting = findJobPosting(parseLenient($(script).text()));
    if (!posting) continue;
    const description = typeof posting.description === 'string' ? htmlToText(posting.description) : '';
    if (!description) continue;
    const remote = typeof posting.jobLocationType === 'string' && /telecommute/i.test(posting.jobLocationType);
    return {
      job_description: description,
      title: typeof posting.title === 'string' ? htmlToText(posting.title) || null : null,
      company: cleanCompany(name(posting.hiringOrganization)),
      location: placeName(posting.jobLocation) ?? (remote ? 'Remote' : null),
      source: 'json-ld',
    };
  }
  return null;
}

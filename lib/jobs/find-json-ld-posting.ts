// schema.org JobPosting in a page's JSON-LD (also nested in @graph, arrays and mainEntity), shared by
// the server's page reader and the browser extension's in-page reader.
import { cleanCompany } from './clean-company';
import { salaryFromJsonLd, type PostingSalary } from './posting-details';

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

export type JsonLdPosting = {
  title: string | null;
  descriptionHtml: string;
  company: string | null;
  location: string | null;
  /** baseSalary, when the posting states it. */
  salary: PostingSalary | null;
  /** jobLocationType TELECOMMUTE. */
  remote: boolean;
};

/** The first JobPosting with a description in the texts of a page's `application/ld+json` scripts. */
export function findJsonLdPosting(scripts: string[]): JsonLdPosting | null {
  for (const text of scripts) {
    const posting = findJobPosting(parseLenient(text));
    if (!posting || typeof posting.description !== 'string' || !posting.description.trim())
      continue;
    const remote =
      typeof posting.jobLocationType === 'string' && /telecommute/i.test(posting.jobLocationType);
    return {
      title: typeof posting.title === 'string' ? posting.title : null,
      descriptionHtml: posting.description,
      company: cleanCompany(name(posting.hiringOrganization)),
      location: placeName(posting.jobLocation) ?? (remote ? 'Remote' : null),
      salary: salaryFromJsonLd(posting.baseSalary),
      remote,
    };
  }
  return null;
}

// The posting in a page's embedded state — the JSON a script-rendered board ships for its own front
// end — shared by the server's page reader and the browser extension's in-page reader (ADR 097).
import { cleanCompany } from './clean-company';

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// Keys boards use for a posting's description in their page state: SEEK (`content`), Indeed
// (`sanitizedJobDescription`), Ashby (`descriptionHtml`), Greenhouse's Remix boards (`content`),
// Next.js career sites (`description`, `jobDescription`), Workday (`jobDescription`).
const DESCRIPTION_KEY =
  /^(content|description|descriptionHtml|descriptionPlain|jobDescription|sanitizedJobDescription|job_description|jobAdDetails|body)$/i;
const TITLE_KEY = /^(title|jobTitle|job_title|positionTitle)$/i;
const COMPANY_KEY =
  /^(company|companyName|company_name|advertiser|hiringOrganization|employer|employerName|organization|organizationName)$/i;
const LOCATION_KEY =
  /^(location|locationName|locationLabel|jobLocation|jobLocationText|formattedLocation|locationsText|location_name)$/i;
const MIN_DESCRIPTION = 200;

/** A string, or the name/label/description of an object ("advertiser": {"description": "Acme"}). */
function label(value: Json, depth = 0): string | null {
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ').trim();
    return text && text.length <= 200 && !/[<>]/.test(text) ? text : null;
  }
  if (Array.isArray(value)) return depth < 2 ? label(value[0], depth + 1) : null;
  if (isRecord(value) && depth < 2) {
    for (const key of ['name', 'label', 'displayName', 'text', 'description', 'value', 'city']) {
      const found = label(value[key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

type Candidate = {
  description: string;
  node: Record<string, Json>;
  parents: Record<string, Json>[];
};

function collect(
  value: Json,
  out: Candidate[],
  toText: (html: string) => string,
  parents: Record<string, Json>[] = [],
): void {
  if (parents.length > 14 || out.length > 200) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, toText, parents);
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string' && DESCRIPTION_KEY.test(key) && child.length >= MIN_DESCRIPTION) {
      const description = toText(child);
      if (description.length >= MIN_DESCRIPTION)
        out.push({ description, node: value, parents: parents.slice(-3) });
    } else if (typeof child === 'object' && child !== null)
      collect(child, out, toText, [...parents, value]);
  }
}

/** The first value under a key matching `key`, breadth-first, at most `depth` levels down. */
function findKey(root: Record<string, Json>, key: RegExp, depth = 3): string | null {
  let level: Json[] = [root];
  for (let d = 0; d <= depth && level.length; d++) {
    const next: Json[] = [];
    for (const node of level) {
      if (Array.isArray(node)) next.push(...node.slice(0, 20));
      if (!isRecord(node)) continue;
      for (const [k, v] of Object.entries(node)) {
        if (key.test(k)) {
          const found = label(v);
          if (found) return found;
        }
        if (typeof v === 'object' && v !== null) next.push(v);
      }
    }
    level = next;
  }
  return null;
}

/** `window.X = {…};` / `X = {…}` assignments: the balanced JSON object after the `=`. */
function assignedObjects(script: string): string[] {
  const out: string[] = [];
  const re = /(?:window\.|self\.|var |let |const )?[\w$.[\]'"]+\s*=\s*(?=\{)/g;
  for (const m of script.matchAll(re)) {
    const start = m.index + m[0].length;
    let depth = 0;
    let inString: string | null = null;
    for (let i = start; i < script.length; i++) {
      const ch = script[i]!;
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === inString) inString = null;
        continue;
      }
      if (ch === '"' || ch === "'") inString = ch;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        out.push(script.slice(start, i + 1));
        break;
      }
    }
  }
  return out;
}

function parse(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type EmbeddedScript = { type: string; text: string };
export type EmbeddedPosting = {
  description: string;
  title: string | null;
  company: string | null;
  location: string | null;
};

/**
 * The posting in a page's inline scripts (SEEK's SEEK_REDUX_DATA, Indeed's _initialData, Ashby's
 * __appData, Next.js __NEXT_DATA__, Remix context): the longest description-like field, turned
 * into text by `toText`, with the title, company and location found beside it.
 */
export function readEmbeddedState({
  scripts,
  toText,
}: {
  scripts: EmbeddedScript[];
  toText: (html: string) => string;
}): EmbeddedPosting | null {
  const candidates: Candidate[] = [];
  for (const script of scripts) {
    const type = script.type.toLowerCase();
    if (type === 'application/ld+json' || script.text.length < MIN_DESCRIPTION) continue;
    const blobs = type.includes('json') ? [script.text] : assignedObjects(script.text);
    for (const blob of blobs) collect(parse(blob), candidates, toText);
  }
  if (!candidates.length) return null;
  const best = candidates.reduce((a, b) => (b.description.length > a.description.length ? b : a));
  // Beside the description, else a little further out (Indeed keeps the title in a sibling header model).
  const field = (key: RegExp) => {
    for (const scope of [best.node, ...best.parents.reverse()]) {
      const found = findKey(scope, key, scope === best.node ? 1 : 3);
      if (found) return found;
    }
    return null;
  };
  return {
    description: best.description,
    title: field(TITLE_KEY),
    company: cleanCompany(field(COMPANY_KEY)),
    location: field(LOCATION_KEY),
  };
}

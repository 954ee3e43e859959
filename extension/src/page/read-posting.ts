// Runs inside the page the user is on (chrome.scripting.executeScript): reads the posting from the
// live DOM — what the user sees, after the board's scripts have rendered it — and serialises the
// page for the server, which reads it again with its own readers (server/jd-import).
import { Readability } from '@mozilla/readability';
import { BOARD_MARKUP } from '@/lib/jobs/board-markup';
import { cleanCompany } from '@/lib/jobs/clean-company';
import { findJsonLdPosting } from '@/lib/jobs/find-json-ld-posting';
import { readEmbeddedState } from '@/lib/jobs/read-embedded-state';
import { domToText, htmlStringToText } from './dom-to-text';

/** The server's cap (lib/jobs/capture-schema.ts): larger pages are slimmed, then sent as fields only. */
export const MAX_HTML_BYTES = 2 * 1024 * 1024;
const MIN_DESCRIPTION = 200;

export type PageFields = {
  job_title: string | null;
  company: string | null;
  location: string | null;
  job_description: string | null;
};
export type PageCapture = {
  url: string;
  canonical_url: string | null;
  html: string | null;
  fields: PageFields;
  /** Which in-page reader found the description (none: nothing found). */
  reader: 'json-ld' | 'embedded-state' | 'board-page' | 'readable-text' | 'none';
};

type Found = {
  description: string;
  title: string | null;
  company: string | null;
  location: string | null;
  reader: PageCapture['reader'];
};

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() || null;

function jsonLd(doc: Document, parser: DOMParser): Found | null {
  const scripts = Array.from(doc.querySelectorAll('script[type="application/ld+json" i]')).map(
    (s) => s.textContent ?? '',
  );
  const posting = findJsonLdPosting(scripts);
  if (!posting) return null;
  const description = htmlStringToText(posting.descriptionHtml, parser);
  return description
    ? {
        description,
        title: clean(posting.title ? htmlStringToText(posting.title, parser) : null),
        company: posting.company,
        location: posting.location,
        reader: 'json-ld',
      }
    : null;
}

function embedded(doc: Document, parser: DOMParser): Found | null {
  const scripts = Array.from(doc.querySelectorAll('script:not([src])')).map((s) => ({
    type: s.getAttribute('type') ?? '',
    text: s.textContent ?? '',
  }));
  const found = readEmbeddedState({ scripts, toText: (html) => htmlStringToText(html, parser) });
  return found ? { ...found, reader: 'embedded-state' } : null;
}

/** The text of the first selector (in the order listed) that finds a short one; images give their alt. */
function shortText(doc: Document, selectors: string): string | null {
  for (const selector of selectors.split(/,\s*/)) {
    let el: Element | null = null;
    try {
      el = doc.querySelector(selector);
    } catch {
      continue;
    }
    if (!el) continue;
    const value = clean(el.tagName === 'IMG' ? el.getAttribute('alt') : el.textContent);
    if (value && value.length <= 200) return value;
  }
  return null;
}

function boardMarkup(doc: Document): Found | null {
  for (const board of BOARD_MARKUP) {
    const container = Array.from(doc.querySelectorAll(board.description)).find(
      (el) => (el.textContent ?? '').trim().length >= MIN_DESCRIPTION,
    );
    if (!container) continue;
    const copy = container.cloneNode(true) as Element;
    for (const el of Array.from(
      copy.querySelectorAll('button, .show-more-less-html__button, script, style'),
    ))
      el.remove();
    const description = domToText(copy);
    if (description.length < MIN_DESCRIPTION) continue;
    return {
      description,
      title: shortText(doc, board.title),
      company: cleanCompany(shortText(doc, board.company)),
      location: shortText(doc, board.location),
      reader: 'board-page',
    };
  }
  return null;
}

/** A short element career sites mark as the location (the server's Readability reader looks for the same). */
function pageLocation(doc: Document): string | null {
  for (const el of Array.from(
    doc.querySelectorAll(
      '[itemprop="jobLocation" i], [class*="location" i], [id*="location" i], [data-testid*="location" i]',
    ),
  )) {
    if (el.closest('nav, footer, aside, form, script, style')) continue;
    const text = (clean(el.textContent) ?? '')
      .replace(/^locations?\s*:?\s*/i, '')
      .replace(/^\((.*)\)$/, '$1')
      .trim();
    if (text.length >= 2 && text.length <= 80) return text;
  }
  return null;
}

function readable(doc: Document, parser: DOMParser): Found | null {
  const meta = (selector: string) =>
    doc.querySelector(selector)?.getAttribute('content')?.trim() || null;
  const pageTitle = meta('meta[property="og:title"]') ?? clean(doc.title);
  const h1 = clean(doc.querySelector('main h1, article h1, h1')?.textContent);
  const location = pageLocation(doc);
  // Readability changes the document it is given: it reads a copy.
  const article = new Readability(doc.cloneNode(true) as Document, {
    charThreshold: MIN_DESCRIPTION,
    keepClasses: false,
  }).parse();
  const description = article?.content ? htmlStringToText(article.content, parser) : '';
  if (description.length < MIN_DESCRIPTION) return null;
  const split = pageTitle ? /^(.*\S)\s+[–—|-]\s+([^–—|-]+)$/.exec(pageTitle) : null;
  return {
    description,
    title: h1 ?? split?.[1] ?? pageTitle,
    company: meta('meta[property="og:site_name"]') ?? clean(article?.siteName) ?? clean(split?.[2]),
    location,
    reader: 'readable-text',
  };
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The page's HTML as rendered, slimmed (no scripts but JSON ones, no styles or SVG) when over the cap; null if still too big. */
export function serializePage(doc: Document): string | null {
  const full = `<!doctype html>${doc.documentElement.outerHTML}`;
  if (bytes(full) <= MAX_HTML_BYTES) return full;
  const copy = doc.documentElement.cloneNode(true) as Element;
  const heavy =
    'script:not([type*="json" i]), style, svg, noscript, iframe, link, img[src^="data:"], template';
  for (const el of Array.from(copy.querySelectorAll(heavy))) el.remove();
  const slim = `<!doctype html>${copy.outerHTML}`;
  return bytes(slim) <= MAX_HTML_BYTES ? slim : null;
}

/**
 * The posting on `doc`: JSON-LD JobPosting (also in @graph), then the board's embedded state, then
 * its markup (LinkedIn, Indeed, Greenhouse, Lever, Ashby, Workday, SmartRecruiters, SEEK,
 * Wellfound), then Readability; the first with a description wins and later ones fill the title,
 * company and location it lacks. Also the page's HTML for the server (null when over 2 MB).
 */
export function readPosting(doc: Document, url: string, parser: DOMParser): PageCapture {
  // Serialised first: the page as the user sees it, before any reader has looked at it.
  const html = serializePage(doc);
  const canonical = doc.querySelector('link[rel="canonical" i]')?.getAttribute('href') ?? null;
  const readers = [
    () => jsonLd(doc, parser),
    () => embedded(doc, parser),
    () => boardMarkup(doc),
    () => readable(doc, parser),
  ];
  let found = null as Found | null;
  for (const read of readers) {
    let next: Found | null = null;
    try {
      next = read();
    } catch {
      next = null; // one broken reader (odd markup, bad JSON) must not stop the others
    }
    if (!next) continue;
    found = found
      ? {
          ...found,
          title: found.title ?? next.title,
          company: found.company ?? next.company,
          location: found.location ?? next.location,
        }
      : next;
    if (found.title && found.company && found.location) break;
  }
  return {
    url,
    canonical_url: canonical,
    html,
    fields: {
      job_title: found?.title ?? null,
      company: found?.company ?? null,
      location: found?.location ?? null,
      job_description: found?.description ?? null,
    },
    reader: found?.reader ?? 'none',
  };
}

import 'server-only';
import { Readability } from '@mozilla/readability';
import type { CheerioAPI } from 'cheerio';
import { parseHTML } from 'linkedom';
import { htmlToText } from './html-to-text';
import type { ImportedJob } from './imported-job';

const MIN_CHARS = 200;

function metaContent($: CheerioAPI, ...selectors: string[]): string | null {
  for (const selector of selectors) {
    const value = $(selector).attr('content')?.trim();
    if (value) return value;
  }
  return null;
}

/** A short element career sites mark as the location (`itemprop`, or a class / id / test id naming it). */
function pageLocation($: CheerioAPI): string | null {
  const candidates = $(
    '[itemprop="jobLocation" i], [class*="location" i], [id*="location" i], [data-testid*="location" i]',
  ).toArray();
  for (const el of candidates) {
    if ($(el).closest('nav, footer, aside, form, script, style').length) continue;
    const text = $(el)
      .text()
      .replace(/\s+/g, ' ')
      .replace(/^\s*locations?\s*:?\s*/i, '')
      .replace(/^\((.*)\)$/, '$1')
      .trim();
    if (text.length >= 2 && text.length <= 80) return text;
  }
  return null;
}

/**
 * The page's main content read by Mozilla's Readability (Firefox Reader View) on a linkedom DOM,
 * used when the page has neither JobPosting data nor a board's own markup or state; the title
 * from the page's h1 / og:title, the company from og:site_name or "Title – Company".
 */
export function readReadableText($: CheerioAPI, html: string): ImportedJob | null {
  const pageTitle =
    metaContent($, 'meta[property="og:title"]', 'meta[name="twitter:title"]') ??
    ($('title').first().text().trim() || null);
  const siteName = metaContent($, 'meta[property="og:site_name"]', 'meta[name="application-name"]');
  const h1 = $('main h1, article h1, h1').first().text().replace(/\s+/g, ' ').trim() || null;
  const location = pageLocation($);
  const { document } = parseHTML(html);
  // Readability takes a DOM Document; linkedom's is close enough for it (it is what it was written against in workers).
  const article = new Readability(document as unknown as Document, {
    charThreshold: MIN_CHARS,
    keepClasses: false,
  }).parse();
  const text = article?.content ? htmlToText(article.content) : '';
  if (text.length < MIN_CHARS) return null;
  // "Senior PM, Collaboration – Vercel" → title and company.
  const split = pageTitle ? /^(.*\S)\s+[–—|-]\s+([^–—|-]+)$/.exec(pageTitle) : null;
  return {
    job_description: text,
    title: h1 ?? split?.[1] ?? pageTitle,
    company: siteName ?? article?.siteName ?? split?.[2]?.trim() ?? null,
    location,
    source: 'readable-text',
  };
}

import 'server-only';
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { htmlToText } from './html-to-text';
import type { ImportedJob } from './imported-job';

const NOISE = 'script, style, noscript, template, svg, iframe, nav, header, footer, aside, form, button, dialog, [role=navigation], [role=banner], [role=contentinfo], [aria-hidden=true], [hidden]';
const MIN_CHARS = 200;

function textLength($: CheerioAPI, el: Element): number {
  return $(el).text().replace(/\s+/g, ' ').trim().length;
}

/**
 * The page's main text, readability-style: every paragraph and list item credits its text to
 * its ancestors (less the further up), links count against, and the best-scoring container wins.
 */
function mainContainer($: CheerioAPI): Element | null {
  const scores = new Map<Element, number>();
  $('p, li, h2, h3, h4, dd, pre, td').each((_, node) => {
    const length = textLength($, node);
    if (length < 25) return;
    const linkLength = $(node).find('a').text().replace(/\s+/g, ' ').trim().length;
    const weight = length * (1 - Math.min(1, linkLength / length)) + Math.min(3, (($(node).text().match(/[,.]/g) ?? []).length));
    let ancestor = node.parent;
    let factor = 1;
    for (let level = 0; level < 4 && ancestor && ancestor.type === 'tag'; level++) {
      scores.set(ancestor as Element, (scores.get(ancestor as Element) ?? 0) + weight * factor);
      factor /= level === 0 ? 2 : 1.5;
      ancestor = ancestor.parent;
    }
  });
  let best: Element | null = null;
  let bestScore = 0;
  for (const [el, score] of scores) {
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
  }
  return best;
}

function metaContent($: CheerioAPI, ...selectors: string[]): string | null {
  for (const selector of selectors) {
    const value = $(selector).attr('content')?.trim();
    if (value) return value;
  }
  return null;
}

/** A short element career sites mark as the location (`itemprop`, or a class / id / test id naming it). */
function pageLocation($: CheerioAPI): string | null {
  const candidates = $('[itemprop="jobLocation" i], [class*="location" i], [id*="location" i], [data-testid*="location" i]').toArray();
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

/** The readable main text of a page (used when it has no JobPosting data), with its title. */
export function readReadableText($: CheerioAPI): ImportedJob | null {
  const pageTitle = metaContent($, 'meta[property="og:title"]', 'meta[name="twitter:title"]') ?? ($('title').first().text().trim() || null);
  const siteName = metaContent($, 'meta[property="og:site_name"]', 'meta[name="application-name"]');
  const h1 = $('main h1, article h1, h1').first().text().replace(/\s+/g, ' ').trim() || null;
  const location = pageLocation($);
  $(NOISE).remove();
  const container = mainContainer($) ?? $('main, article, [role=main], body').first().get(0) ?? null;
  if (!container) return null;
  const text = htmlToText($.html(container));
  if (text.length < MIN_CHARS) return null;
  // "Senior PM, Collaboration – Vercel" → title and company.
  const split = pageTitle ? /^(.*\S)\s+[–—|-]\s+([^–—|-]+)$/.exec(pageTitle) : null;
  return {
    job_description: text,
    title: h1 ?? split?.[1] ?? pageTitle,
    company: siteName ?? split?.[2]?.trim() ?? null,
    location,
    source: 'readable-text',
  };
}

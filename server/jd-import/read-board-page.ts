import 'server-only';
import type { CheerioAPI } from 'cheerio';
import { BOARD_MARKUP } from '@/lib/jobs/board-markup';
import { htmlToText } from './html-to-text';
import type { ImportedJob } from './imported-job';
import { cleanCompany } from '@/lib/jobs/clean-company';

/** The text of the first selector (in the order listed, not document order) that finds a short one. */
function text($: CheerioAPI, selectors: string): string | null {
  for (const selector of selectors.split(/,\s*/)) {
    const el = $(selector).first();
    if (!el.length) continue;
    const value = (el.is('img') ? el.attr('alt') : el.text())?.replace(/\s+/g, ' ').trim();
    if (value && value.length <= 200) return value;
  }
  return null;
}

/**
 * The posting from a job board's own page markup: the description container of LinkedIn's
 * guest or signed-in view, SEEK, Indeed, Workday, SmartRecruiters, Greenhouse, Lever, Ashby or
 * Wellfound (lib/jobs/board-markup.ts), with the title, company and location elements beside it.
 * Lists stay one item per line.
 */
export function readBoardPage($: CheerioAPI): ImportedJob | null {
  for (const b of BOARD_MARKUP) {
    const container = $(b.description)
      .toArray()
      .find((el) => $(el).text().trim().length >= 200);
    if (!container) continue;
    // LinkedIn's "Show more" / "Show less" toggles live inside the description.
    const copy = $(container).clone();
    copy.find('button, .show-more-less-html__button, script, style').remove();
    const description = htmlToText($.html(copy));
    if (description.length < 200) continue;
    return {
      job_description: description,
      title: text($, b.title),
      company: cleanCompany(text($, b.company)),
      location: text($, b.location),
      source: 'board-page',
    };
  }
  return null;
}

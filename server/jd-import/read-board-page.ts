import 'server-only';
import type { CheerioAPI } from 'cheerio';
import { htmlToText } from './html-to-text';
import type { ImportedJob } from './imported-job';
import { cleanCompany } from './read-json-ld-job';

type BoardMarkup = { board: string; description: string; title: string; company: string; location: string };

// Where each board's server-rendered job page keeps the posting (recognised by its markup, so a
// saved page or a custom domain still reads). LinkedIn's guest view, SEEK, Indeed, Workday,
// SmartRecruiters, and the hosted Greenhouse / Lever / Ashby pages.
const boards: BoardMarkup[] = [
  {
    board: 'linkedin',
    description: '.show-more-less-html__markup, .description__text--rich, .description__text',
    title: '.top-card-layout__title, .topcard__title',
    company: '.topcard__org-name-link, .top-card-layout__second-subline .topcard__flavor a',
    location: '.topcard__flavor--bullet:not(.num-applicants__figure)',
  },
  {
    board: 'seek',
    description: '[data-automation="jobAdDetails"]',
    title: '[data-automation="job-detail-title"]',
    company: '[data-automation="advertiser-name"]',
    location: '[data-automation="job-detail-location"]',
  },
  {
    board: 'indeed',
    description: '#jobDescriptionText',
    title: '[data-testid="jobsearch-JobInfoHeader-title"], .jobsearch-JobInfoHeader-title',
    company: '[data-testid="inlineHeader-companyName"], [data-company-name="true"]',
    location: '[data-testid="inlineHeader-companyLocation"], [data-testid="job-location"]',
  },
  {
    board: 'workday',
    description: '[data-automation-id="jobPostingDescription"]',
    title: '[data-automation-id="jobPostingHeader"]',
    company: '[data-automation-id="company"]',
    location: '[data-automation-id="locations"] dd, [data-automation-id="locations"]',
  },
  {
    board: 'smartrecruiters',
    description: '[itemprop="description"], .job-sections',
    title: '.job-title, [itemprop="title"]',
    company: '[itemprop="hiringOrganization"] [itemprop="name"], .header-logo img[alt]',
    location: '[itemprop="jobLocation"], .job-detail-list .location',
  },
  {
    board: 'greenhouse',
    description: '.job__description, #content .body, #content',
    title: '.job__title h1, h1.app-title, .app-title',
    company: '.company-name',
    location: '.job__location, #header .location, .location',
  },
  {
    board: 'lever',
    description: '[data-qa="job-description"], .posting-page .section-wrapper.page-full-width',
    title: '.posting-headline h2',
    company: '.main-header-logo img[alt]',
    location: '.posting-categories .location, .posting-category.location',
  },
  {
    board: 'ashby',
    description: '[class*="_descriptionText"], .ashby-job-posting-right-pane [class*="description"]',
    title: '.ashby-job-posting-heading, h1[class*="_title"]',
    company: '.ashby-job-board-logo img[alt]',
    location: '[class*="_location"]',
  },
];

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
 * guest view, SEEK, Indeed, Workday, SmartRecruiters, Greenhouse, Lever or Ashby, with the title,
 * company and location elements beside it. Lists stay one item per line.
 */
export function readBoardPage($: CheerioAPI): ImportedJob | null {
  for (const b of boards) {
    const container = $(b.description).toArray().find((el) => $(el).text().trim().length >= 200);
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

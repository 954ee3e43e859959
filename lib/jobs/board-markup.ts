// Where each job board's page keeps the posting, recognised by its markup rather than its host so a
// saved page or a custom domain still reads. One table for the server's reader of pasted/captured
// HTML (server/jd-import/read-board-page.ts) and the browser extension's in-page reader
// (extension/src/page/): a board that renames a class is fixed in one place.

export type BoardMarkup = {
  board: string;
  /** Containers of the description; the first one with enough text wins. */
  description: string;
  title: string;
  company: string;
  location: string;
};

export const BOARD_MARKUP: readonly BoardMarkup[] = [
  {
    board: 'linkedin',
    // Guest view (server-rendered), then the signed-in job view (rendered by LinkedIn's front end).
    description:
      '.show-more-less-html__markup, .description__text--rich, .description__text, .jobs-description__content .jobs-box__html-content',
    title:
      '.top-card-layout__title, .topcard__title, .job-details-jobs-unified-top-card__job-title h1, .job-details-jobs-unified-top-card__job-title',
    company:
      '.topcard__org-name-link, .top-card-layout__second-subline .topcard__flavor a, .job-details-jobs-unified-top-card__company-name a, .job-details-jobs-unified-top-card__company-name',
    location:
      '.topcard__flavor--bullet:not(.num-applicants__figure), .job-details-jobs-unified-top-card__primary-description-container .tvm__text:first-child',
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
    description:
      '[class*="_descriptionText"], .ashby-job-posting-right-pane [class*="description"]',
    title: '.ashby-job-posting-heading, h1[class*="_title"]',
    company: '.ashby-job-board-logo img[alt]',
    location: '[class*="_location"]',
  },
  {
    // Wellfound (AngelList Talent): styled-components class names change, the data-test ids stay.
    board: 'wellfound',
    description: '[data-test="JobDescription"], [class*="styles_description"]',
    title: '[data-test="JobDetailHeader"] h1, h1[class*="styles_title"]',
    company:
      '[data-test="StartupHeader"] h2, [data-test="JobDetailHeader"] a[href^="/company/"], a[href^="/company/"] h2',
    location: '[data-test="JobLocation"], [class*="styles_location"]',
  },
];

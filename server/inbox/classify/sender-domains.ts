// Sender domains that say who sent a message but not which company it is about: applicant
// tracking systems, job boards, scheduling and assessment tools, and mailbox providers.

export const ATS_DOMAINS = [
  'greenhouse.io',
  'greenhouse-mail.io',
  'lever.co',
  'hire.lever.co',
  'myworkday.com',
  'myworkdayjobs.com',
  'workday.com',
  'ashbyhq.com',
  'icims.com',
  'smartrecruiters.com',
  'workable.com',
  'workablemail.com',
  'bamboohr.com',
  'recruitee.com',
  'teamtailor.com',
  'teamtailor-mail.com',
  'personio.de',
  'personio.com',
  'jobvite.com',
  'successfactors.com',
  'successfactors.eu',
  'taleo.net',
  'breezy.hr',
  'jazzhr.com',
  'applytojob.com',
  'linkedin.com',
  'indeed.com',
  'indeedemail.com',
  'glassdoor.com',
  'stepstone.de',
  'xing.com',
  'welcometothejungle.com',
  'hackerrank.com',
  'hackerrankforwork.com',
  'codility.com',
  'codesignal.com',
  'testgorilla.com',
  'calendly.com',
  'goodtime.io',
  'zoom.us',
];

export const MAILBOX_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'fastmail.com',
  'orange.fr',
  'free.fr',
];

/** True when the domain is (a subdomain of) one in the list. */
export function domainIn(domain: string, list: readonly string[]): boolean {
  return list.some((d) => domain === d || domain.endsWith(`.${d}`));
}

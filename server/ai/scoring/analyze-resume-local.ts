import 'server-only';
import { plural } from '@/lib/text/plural';
import type { Analysis, ScoreComponent } from '@/lib/resume/analysis-schema';
import { extractJobTerms, type JobTerm, type JobTerms } from '../job-terms/extract-job-terms';
import { inspectResume, type ResumeFacts } from './inspect-resume';
import {
  matchJobTerms,
  missingTerms,
  type JobTermMatches,
  type TermMatch,
} from './match-job-terms';
import { atsWeights as W, keywordShares } from './score-weights';

export type AnalyzeResumeLocalOptions = {
  resumeText: string;
  jobDescription: string;
  /** The text came from OCR (a scanned PDF): an ATS may not read it at all. */
  ocr?: boolean;
  notices?: string[];
  /** The job description's terms when already extracted from this `jobDescription` (analyze-resume-upload.ts). */
  job?: JobTerms;
};

/** Integer points that add up exactly to the rounded total (largest remainder). */
function apportion(
  parts: { key: string; label: string; raw: number; max: number; detail: string }[],
): ScoreComponent[] {
  const total = Math.round(parts.reduce((s, p) => s + p.raw, 0));
  const floors = parts.map((p) => Math.floor(p.raw));
  let left = total - floors.reduce((s, n) => s + n, 0);
  const order = parts
    .map((p, i) => [p.raw - Math.floor(p.raw), i] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return parts.map((p, i) => ({
    key: p.key,
    label: p.label,
    points: floors[i]!,
    max: p.max,
    detail: p.detail,
  }));
}

function sum(components: ScoreComponent[]): number {
  return Math.max(
    0,
    Math.min(
      100,
      components.reduce((s, c) => s + c.points, 0),
    ),
  );
}

/** Whether a term counts: as written (current score), or also when the resume shows it in other words (potential). */
type Counts = (m: TermMatch) => boolean;
const written: Counts = (m) => m.matched !== null;
const shown: Counts = (m) => m.matched !== null || m.elsewhere !== null;

function keywordBreakdown(found: JobTermMatches, counts: Counts = written): ScoreComponent[] {
  const pools = [
    {
      key: 'required',
      label: 'Required terms',
      share: keywordShares.required,
      list: found.matches.filter((m) => m.term.importance === 'required'),
    },
    {
      key: 'preferred',
      label: 'Preferred terms',
      share: keywordShares.preferred,
      list: found.matches.filter((m) => m.term.importance === 'preferred'),
    },
  ].filter((p) => p.list.length);
  const titleShare = found.title ? keywordShares.title : 0;
  const present = pools.reduce((s, p) => s + p.share, 0) + titleShare;
  if (!present) return [];
  const scale = 100 / present;
  const parts = pools.map((p) => {
    const total = p.list.reduce((s, m) => s + m.term.weight, 0);
    const got = p.list.filter(counts).reduce((s, m) => s + m.term.weight, 0);
    const max = p.share * scale;
    const n = p.list.filter(counts).length;
    return {
      key: p.key,
      label: p.label,
      raw: total ? (max * got) / total : 0,
      max: Math.round(max),
      detail: `${n} of ${plural(p.list.length, `${p.key} term`)} found in the resume (weighted by importance).`,
    };
  });
  if (found.title) {
    const max = titleShare * scale;
    const detail =
      found.title.credit === 1
        ? `The resume names the job title “${found.title.title}”.`
        : found.title.credit > 0
          ? `The resume names the role but not the full title “${found.title.title}”.`
          : `The job title “${found.title.title}” does not appear in the resume.`;
    parts.push({
      key: 'title',
      label: 'Job title',
      raw: max * found.title.credit,
      max: Math.round(max),
      detail,
    });
  }
  return apportion(parts);
}

function atsBreakdown(
  facts: ResumeFacts,
  keywordScore: number,
  ocr: boolean,
  hasTerms: boolean,
): ScoreComponent[] {
  const parts: { key: string; label: string; raw: number; max: number; detail: string }[] = [];
  const readable = ocr
    ? W.readable.ocr
    : facts.wordCount >= W.readable.wordsForFullCredit
      ? W.readable.enoughWords
      : W.readable.fewWords;
  parts.push({
    key: 'readable',
    label: 'Text can be extracted',
    raw: readable,
    max: W.readable.max,
    detail: ocr
      ? 'The file has no text layer; many ATS cannot read scanned resumes.'
      : `${plural(facts.wordCount, 'word')} extracted as text.`,
  });
  const wanted = Object.entries(W.sections.points);
  const missing = wanted.filter(([k]) => !facts.sectionKeys.includes(k)).map(([k]) => k);
  parts.push({
    key: 'sections',
    label: 'Standard section headings',
    raw: wanted.reduce((s, [k, pts]) => s + (facts.sectionKeys.includes(k) ? pts : 0), 0),
    max: W.sections.max,
    detail: missing.length
      ? `No ${listOf(missing.map((k) => sectionName[k] ?? k))} ${missing.length === 1 ? 'heading' : 'headings'} found.`
      : 'Experience, Education and Skills headings found.',
  });
  const c = facts.contact;
  const contactPoints =
    (c.email ? W.contact.email : 0) +
    (c.phone ? W.contact.phone : 0) +
    (c.linkedin || c.location ? W.contact.linkedinOrLocation : 0);
  const have = [
    c.email && 'email',
    c.phone && 'phone',
    c.linkedin && 'LinkedIn',
    c.location && 'location',
  ].filter(Boolean);
  parts.push({
    key: 'contact',
    label: 'Contact details',
    raw: contactPoints,
    max: W.contact.max,
    detail: have.length ? `Found: ${have.join(', ')}.` : 'No contact details found.',
  });
  const formats = Object.entries(facts.dateFormats).sort((a, b) => b[1] - a[1]);
  const totalDates = formats.reduce((s, [, n]) => s + n, 0);
  const consistent = totalDates > 0 && formats[0]![1] / totalDates >= W.dates.consistentShare;
  parts.push({
    key: 'dates',
    label: 'Consistent dates',
    raw: (facts.dateRanges > 0 ? W.dates.hasRanges : 0) + (consistent ? W.dates.consistent : 0),
    max: W.dates.max,
    detail: dateDetail(facts.dateRanges, formats),
  });
  const b = facts.bullets.length;
  parts.push({
    key: 'bullets',
    label: 'Bullets with action verbs and numbers',
    raw: b
      ? (W.bullets.actionVerbs * facts.bulletsWithActionVerb) / b +
        (W.bullets.numbers * facts.bulletsWithNumber) / b
      : 0,
    max: W.bullets.max,
    detail: b
      ? `Of ${plural(b, 'bullet')}, ${facts.bulletsWithActionVerb} ${facts.bulletsWithActionVerb === 1 ? 'starts' : 'start'} with an action verb and ${facts.bulletsWithNumber} ${facts.bulletsWithNumber === 1 ? 'contains' : 'contain'} a number.`
      : 'No bullet points found under Experience or Projects.',
  });
  const w = facts.wordCount;
  const L = W.length;
  const lengthPoints =
    w >= L.best[0] && w <= L.best[1]
      ? L.bestPoints
      : w >= L.near[0] && w <= L.near[1]
        ? L.nearPoints
        : L.otherPoints;
  parts.push({
    key: 'length',
    label: 'Sensible length',
    raw: lengthPoints,
    max: L.max,
    detail: `${plural(w, 'word')} (300–1,200 reads best, about 1–2 pages).`,
  });
  parts.push({
    key: 'keywords',
    label: 'Keyword coverage',
    raw: hasTerms ? (keywordScore * W.keywords.max) / 100 : W.keywords.noTermsPoints,
    max: W.keywords.max,
    detail: hasTerms
      ? `Keyword match score ${keywordScore}% × 0.2.`
      : 'The job description named no recognisable terms; half credit.',
  });
  return apportion(parts);
}

const sectionName: Record<string, string> = {
  experience: 'Experience',
  skills: 'Skills',
  education: 'Education',
  certifications: 'Certifications',
  summary: 'Summary',
};

function whereToAdd(term: JobTerm): string {
  switch (term.category) {
    case 'certification':
      return 'to a Certifications section (if you hold it)';
    case 'degree':
      return 'to your Education section (if it applies)';
    case 'soft_skill':
      return 'through an Experience bullet that shows it in action';
    case 'phrase':
      return 'to your Summary or an Experience bullet where it is true';
    default:
      return 'to your Skills section and to an Experience bullet where you used it';
  }
}

/** How many date ranges were found and how their dates are written. */
function dateDetail(ranges: number, formats: [string, number][]): string {
  if (!ranges) return 'No date ranges found in Experience or Education.';
  const found = `${plural(ranges, 'date range')} found`;
  if (!formats.length) return `${found}.`;
  if (formats.length === 1)
    return `${found}, ${ranges === 1 ? '' : 'all '}written as ${formats[0]![0]}.`;
  return `${found}; dates written as ${listOf(formats.map(([f, n]) => `${f} (${plural(n, 'date')})`))}.`;
}

/**
 * 'a', 'a and b', 'a, b and c'; past `limit` items, the rest as 'and 3 others' (so a list never
 * looks shorter than the count before it).
 */
function listOf(items: string[], limit = items.length): string {
  const shown = items.slice(0, limit);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${plural(rest, 'other')}`;
  return shown.length > 1
    ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
    : (shown[0] ?? '');
}

/** Why the potential keyword score is what it is, in a sentence. */
function keywordScoreDetail(
  shownElsewhere: TermMatch[],
  missingCount: number,
  potential: number,
): string {
  if (shownElsewhere.length) {
    const one = shownElsewhere.length === 1;
    return `Your resume already shows ${plural(shownElsewhere.length, 'missing keyword')} in other words (${listOf(
      shownElsewhere.map((m) => m.term.keyword),
      5,
    )}); writing ${one ? 'it' : 'them'} out as the posting does would raise the score to ${potential}%.`;
  }
  if (missingCount)
    return 'None of the missing keywords appears in your resume in other words, so the potential score is the same as the current one.';
  return 'Every keyword the posting asks for is already in your resume, so the potential score is the same as the current one.';
}

function suggestionsFor(facts: ResumeFacts, found: JobTermMatches, missing: TermMatch[]): string[] {
  const out: string[] = [];
  const requiredMissing = missing.filter((m) => m.term.importance === 'required');
  for (const m of requiredMissing.slice(0, 4)) {
    out.push(`Add “${m.term.keyword}” (required in the job description) ${whereToAdd(m.term)}.`);
  }
  const moreRequired = requiredMissing.slice(4);
  if (moreRequired.length) {
    const are = moreRequired.length === 1 ? 'is' : 'are';
    out.push(
      `${plural(moreRequired.length, 'more required term')} ${are} missing: ${listOf(
        moreRequired.map((m) => m.term.keyword),
        6,
      )}.`,
    );
  }
  const preferredMissing = missing.filter((m) => m.term.importance === 'preferred');
  if (preferredMissing.length === 1) {
    out.push(
      `A nice-to-have term you could mention if it applies: ${preferredMissing[0]!.term.keyword}.`,
    );
  } else if (preferredMissing.length) {
    out.push(
      `Nice-to-have terms you could mention if they apply: ${listOf(
        preferredMissing.map((m) => m.term.keyword),
        6,
      )}.`,
    );
  }
  if (found.title && found.title.credit < 1) {
    out.push(
      `Use the posting’s job title “${found.title.title}” in your headline or summary if it fits your experience.`,
    );
  }
  const onlyInSkills = found.matches.filter(
    (m) =>
      m.matched &&
      m.term.importance === 'required' &&
      ['hard_skill', 'tool'].includes(m.term.category) &&
      m.matched.found_in.every((s) => s === 'skills'),
  );
  if (onlyInSkills.length) {
    const one = onlyInSkills.length === 1;
    out.push(
      `${listOf(
        onlyInSkills.map((m) => `“${m.term.keyword}”`),
        4,
      )} ${one ? 'appears' : 'appear'} only in your Skills list; back ${one ? 'it' : 'them'} up with an Experience bullet that shows the result.`,
    );
  }
  for (const key of ['experience', 'education', 'skills']) {
    if (!facts.sectionKeys.includes(key))
      out.push(
        `Add a standard “${sectionName[key]}” heading; applicant-tracking systems look for it.`,
      );
  }
  if (!facts.contact.email) out.push('Add an email address at the top of the resume.');
  if (!facts.contact.phone) out.push('Add a phone number at the top of the resume.');
  if (!facts.contact.linkedin) out.push('Add your LinkedIn profile URL to the header.');
  const b = facts.bullets.length;
  if (b && facts.bulletsWithoutNumber.length / b > 0.4) {
    const example = facts.bulletsWithoutNumber[0]!.slice(0, 80);
    out.push(
      `${facts.bulletsWithoutNumber.length} of ${plural(b, 'bullet')} ${facts.bulletsWithoutNumber.length === 1 ? 'has' : 'have'} no number; quantify results (%, $, time saved, users), e.g. “${example}${facts.bulletsWithoutNumber[0]!.length > 80 ? '…' : ''}”.`,
    );
  }
  if (b && facts.bulletsWithoutVerb.length / b > 0.4) {
    const example = facts.bulletsWithoutVerb[0]!.split(/\s+/).slice(0, 4).join(' ');
    out.push(
      `${facts.bulletsWithoutVerb.length} of ${plural(b, 'bullet')} ${facts.bulletsWithoutVerb.length === 1 ? 'does' : 'do'} not start with an action verb (e.g. “${example}…”); start with verbs such as Led, Built, Reduced, Launched.`,
    );
  }
  const formats = Object.keys(facts.dateFormats);
  if (formats.length > 1)
    out.push(
      `Dates are written in ${formats.length} formats (${listOf(formats)}); pick one, e.g. “Jan 2022 – Present”.`,
    );
  if (facts.wordCount < 200)
    out.push(
      `The resume is short (${plural(facts.wordCount, 'word')}); add detail on your impact in each role.`,
    );
  if (facts.wordCount > 1800)
    out.push(
      `The resume is long (${plural(facts.wordCount, 'word')}); trim it to the most relevant two pages.`,
    );
  return out;
}

/**
 * The deterministic, explainable analysis: the posting's terms, where each appears in the resume,
 * the keyword score and the ATS readability score with their breakdowns, and grounded suggestions.
 */
export function analyzeResumeLocal({
  resumeText,
  jobDescription,
  ocr = false,
  notices = [],
  job = extractJobTerms(jobDescription),
}: AnalyzeResumeLocalOptions): Analysis {
  const facts = inspectResume(resumeText);
  const found = matchJobTerms({ resumeText, split: facts.split, job });
  const keyword_breakdown = keywordBreakdown(found);
  const keyword_match_score = sum(keyword_breakdown);
  const shownElsewhere = found.matches.filter((m) => !m.matched && m.elsewhere);
  const potential = Math.max(keyword_match_score, sum(keywordBreakdown(found, shown)));
  const ats_breakdown = atsBreakdown(facts, keyword_match_score, ocr, job.terms.length > 0);
  const missing = found.matches.filter((m) => !m.matched);
  const missingDetails = missingTerms(found.matches);
  if (found.title && found.title.credit === 0) {
    const at = missingDetails.findIndex((m) => m.importance === 'preferred');
    missingDetails.splice(at < 0 ? missingDetails.length : at, 0, {
      keyword: found.title.title,
      category: 'job_title',
      importance: 'required',
    });
  }
  const allNotices = [...notices];
  if (!job.terms.length)
    allNotices.push(
      'No skills or requirements were recognised in the job description; paste the full posting for a keyword match.',
    );
  return {
    ats_score: sum(ats_breakdown),
    keyword_match_score,
    missing_keywords: missingDetails.map((m) => m.keyword),
    suggestions: suggestionsFor(
      facts,
      found,
      missing.sort((a, b) => b.term.weight - a.term.weight),
    ),
    matched_keywords: found.matches.flatMap((m) => (m.matched ? [m.matched] : [])),
    missing_keyword_details: missingDetails,
    ats_breakdown,
    keyword_breakdown,
    keyword_score: {
      current: keyword_match_score,
      potential,
      detail: keywordScoreDetail(shownElsewhere, missing.length, potential),
    },
    job_title: job.title,
    notices: allNotices,
    provider: 'local',
  };
}

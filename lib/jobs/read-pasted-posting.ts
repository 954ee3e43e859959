// A posting's title, company and location from text a person pasted (copied off a job page or an
// email): labelled lines ('Company: Acme'), a first line such as 'Data Analyst at Acme', an
// 'About Acme' heading, a 'City, Country' line near the top. Pure; what it cannot tell stays null.

export type PastedPosting = {
  title: string | null;
  company: string | null;
  location: string | null;
};

const LABELS: [keyof PastedPosting, RegExp][] = [
  ['title', /^(?:job title|title|position|role|job)\s*[:：]\s*(.+)$/i],
  ['company', /^(?:company|employer|organi[sz]ation|hiring company|company name)\s*[:：]\s*(.+)$/i],
  ['location', /^(?:location|job location|based in|office|city)\s*[:：]\s*(.+)$/i],
];

/** Headings a copied page starts its sections with: never a title or a company. */
const SECTION =
  /^(?:about (?:the |this )?(?:job|role|position|team|you|us|company)|job description|description|overview|summary|responsibilities|requirements|qualifications|what you'?ll do|who you are|benefits|apply|save|share|easy apply|full[- ]time|part[- ]time|contract)\b/i;

const LOCATION_LINE =
  /^(?:📍\s*)?((?:[A-Z][\p{L}.'-]*(?: [A-Z][\p{L}.'-]*)*)(?:, (?:[A-Z][\p{L}.'-]*(?: [A-Z][\p{L}.'-]*)*|[A-Z]{2}))+)(?:\s*[(·|-]\s*(?:[Rr]emote|[Hh]ybrid|[Oo]n-?[Ss]ite|[Ii]n [Oo]ffice)\)?)?$/u;

function clean(value: string | undefined): string | null {
  const v = value
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:]$/, '');
  return v && v.length <= 200 ? v : null;
}

function looksLikeTitle(line: string): boolean {
  return (
    line.length >= 3 &&
    line.length <= 90 &&
    line.split(/\s+/).length <= 12 &&
    !/[.!?]$/.test(line) &&
    !SECTION.test(line) &&
    !/^https?:\/\//i.test(line) &&
    /\p{L}/u.test(line)
  );
}

/** Reads what it can from the first lines of a pasted posting. */
export function readPastedPosting(text: string): PastedPosting {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const found: PastedPosting = { title: null, company: null, location: null };
  for (const line of lines.slice(0, 40)) {
    for (const [key, pattern] of LABELS) {
      const m = pattern.exec(line);
      if (m && !found[key]) found[key] = clean(m[1]);
    }
  }
  const head = lines.slice(0, 8);
  const first = head.find(looksLikeTitle);
  if (first && !found.title) {
    // 'Data Analyst at Acme', 'Data Analyst @ Acme', 'Data Analyst | Acme'
    const split = /^(.{3,80}?)\s+(?:at|@|\|)\s+(.{2,60})$/i.exec(first);
    if (split) {
      found.title = clean(split[1]);
      found.company ??= clean(split[2]);
    } else if (!LABELS.some(([, p]) => p.test(first))) {
      found.title = clean(first);
    }
  }
  if (!found.company) {
    for (const line of lines.slice(0, 60)) {
      const about = /^[Aa]bout ([\p{Lu}0-9][\p{L}0-9&.'’ -]{1,50})$/u.exec(line);
      const hiring =
        /^([\p{Lu}0-9][\p{L}0-9&.'’ -]{1,50}?) (?:is hiring|is looking for|are hiring)\b/u.exec(
          line,
        );
      const name = about && !SECTION.test(line) ? about[1] : hiring?.[1];
      if (name && name.split(' ').length <= 6) {
        found.company = clean(name);
        break;
      }
    }
  }
  if (!found.location) {
    const line = head.find((l) => l !== first && LOCATION_LINE.test(l));
    if (line) found.location = clean(LOCATION_LINE.exec(line)?.[1]);
    else if (head.some((l) => /^(?:remote|fully remote|remote \(.+\))$/i.test(l)))
      found.location = 'Remote';
  }
  // A company line right under the title ('Acme Corp' alone, then the location) in copied pages.
  if (!found.company && first) {
    const next = head[head.indexOf(first) + 1];
    if (
      next &&
      looksLikeTitle(next) &&
      next.split(' ').length <= 5 &&
      !LOCATION_LINE.test(next) &&
      !/\b(?:remote|hybrid|on-?site|full[- ]time|part[- ]time)\b/i.test(next)
    )
      found.company = clean(next.replace(/\s*[·|•-].*$/, ''));
  }
  return found;
}

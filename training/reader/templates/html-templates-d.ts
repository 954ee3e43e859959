// HTML resume templates printed by Chromium (fourth part): a timeline, roles grouped under their
// employer, whole entries on one piped line, dates opening the head line, a two-column body.
import type { ResumeContent, Job } from '../generate-content';
import type { Lang } from '../content-words';
import {
  bullets,
  chips,
  contactList,
  drawLook,
  esc,
  page,
  skillLines,
  type HtmlTemplate,
} from './html-kit';

/** "Role at Company" in the resume's language. */
const atWord: Record<Lang, string> = {
  en: 'at',
  de: 'bei',
  fr: 'chez',
  es: 'en',
  it: 'presso',
  pt: 'na',
  nl: 'bij',
};

const otherBlock = (c: ResumeContent) =>
  `<h2>${esc(c.headings.other)}</h2>${c.other.map((o) => `<div>${esc(o)}</div>`).join('')}`;
const summaryBlock = (c: ResumeContent) =>
  `<h2>${esc(c.headings.summary)}</h2><div>${esc(c.summary)}</div>`;

/** A vertical line with dots; the dates above each "Role at Company", the place after. */
const timeline: HtmlTemplate = {
  family: 'timeline',
  render(c, rng) {
    const look = drawLook(rng);
    const item = (top: string, head: string, rest: string) =>
      `<div class="t"><div class="muted small">${top}</div><div class="b">${head}</div>${rest}</div>`;
    const jobs = c.jobs
      .map((j) =>
        item(
          esc(j.dates),
          `${esc(j.role)} ${atWord[c.lang]} ${esc(j.company)}`,
          `${rng.chance(0.5) ? `<div class="i">${esc(j.location)}</div>` : ''}${bullets(j.bullets, rng.pick(['▸', '–', '•']))}`,
        ),
      )
      .join('');
    const edu = c.studies
      .map((s) => item(esc(s.dates), esc(s.degree), `<div>${esc(s.institution)}</div>`))
      .join('');
    const body = `<h1 style="font-size:${look.size + 12}pt;color:${look.accent}">${esc(c.name)}</h1><div class="b">${esc(c.title)}</div>
<div class="muted">${contactList(c)
      .map(esc)
      .join(rng.pick(['  ·  ', '  |  ']))}</div>
${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.education)}</h2>${edu}
<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, rng.pick(['label', 'inline'] as const), rng.pick([', ', ' · ', ' / ']))}${otherBlock(c)}`;
    const css = `.t{border-left:2pt solid ${look.accent};padding:0 0 6pt 10pt;margin-left:4pt;break-inside:avoid}.small{font-size:0.9em}`;
    return { html: page(look, css, body), page: look.page };
  },
};

/** Jobs at the same employer under one company line (dates of the stay right), each role with its dates. */
const employerGroups: HtmlTemplate = {
  family: 'employer-groups',
  render(c, rng) {
    const look = drawLook(rng);
    const groups: Job[][] = [];
    for (const j of c.jobs) {
      const last = groups.at(-1);
      if (last && last[0]!.company === j.company) last.push(j);
      else groups.push([j]);
    }
    const jobs = groups
      .map(
        (g) =>
          `<div class="entry"><div class="row"><span class="b" style="font-size:1.08em">${esc(g[0]!.company)}</span><span class="muted">${esc(g[0]!.location)}</span></div>${g
            .map(
              (j) =>
                `<div class="row" style="margin-left:${rng.pick([0, 8])}pt"><span class="i">${esc(j.role)}</span><span>${esc(j.dates)}</span></div>${bullets(j.bullets)}`,
            )
            .join('')}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry"><div class="row"><span class="b">${esc(s.institution)}</span><span>${esc(s.dates)}</span></div><div class="i">${esc(s.degree)}</div></div>`,
      )
      .join('');
    const body = `<div class="row"><div><h1 style="font-size:${look.size + 10}pt">${esc(c.name)}</h1><div>${esc(c.title)}</div></div>
<div style="text-align:right">${contactList(c)
      .map((x) => `<div>${esc(x)}</div>`)
      .join('')}</div></div>
<style>h2{border-bottom:1.5pt solid ${look.accent}}</style>
${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.education)}</h2>${edu}
<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, 'label')}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

/** Each entry on one piped line ("ROLE | Company | Place | dates"); studies as "year | Degree - School". */
const piped: HtmlTemplate = {
  family: 'piped',
  render(c, rng) {
    const look = drawLook(rng);
    const sep = rng.pick([' | ', ' · ', ' / ']);
    const year = (d: string) => d.match(/\d{4}(?!.*\d{4})/)?.[0] ?? d;
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div><span class="b">${esc(j.role)}</span>${esc(sep)}${esc(j.company)}${esc(sep)}${esc(j.location)}${esc(sep)}<span class="muted">${esc(j.dates)}</span></div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const short = rng.chance(0.5);
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry">${short ? `${esc(year(s.dates))}${esc(sep)}` : ''}<span class="b">${esc(s.degree)}</span> - ${esc(s.institution)}${short ? '' : ` (${esc(s.dates)})`}</div>`,
      )
      .join('');
    const body = `<h1 style="font-size:${look.size + 9}pt">${esc(c.name)}</h1><div>${contactList(c).map(esc).join(esc(sep))}</div>
${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.education)}</h2>${edu}
<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, 'label', rng.pick([', ', ' • ']))}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

/** Dates open the head line ("Since Mar 2017 | Role at Company"), the place on the next. */
const datesFirst: HtmlTemplate = {
  family: 'dates-first',
  render(c, rng) {
    const look = drawLook(rng);
    const sep = rng.pick([' | ', ' – ', ': ', ' · ']);
    const joiner = rng.chance(0.5) ? ` ${atWord[c.lang]} ` : ', ';
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div><span class="muted">${esc(j.dates)}</span>${esc(sep)}<span class="b">${esc(j.role)}</span>${esc(joiner)}${esc(j.company)}</div>${rng.chance(0.5) ? `<div class="i muted">${esc(j.location)}</div>` : ''}${bullets(j.bullets)}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry"><div><span class="muted">${esc(s.dates)}</span>${esc(sep)}<span class="b">${esc(s.degree)}</span></div><div>${esc(s.institution)}</div></div>`,
      )
      .join('');
    const body = `<div style="text-align:${rng.pick(['left', 'center'])}"><h1 style="font-size:${look.size + 11}pt">${esc(c.name)}</h1>
<div class="muted">${contactList(c).map(esc).join(' · ')}</div></div>
${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.education)}</h2>${edu}
<h2>${esc(c.headings.skills)}</h2>${chips(c.skills, look.accent)}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

/** Experience in a wide left column; education, skills and the rest in a narrower right one. */
const twoColumnBody: HtmlTemplate = {
  family: 'two-column-body',
  render(c, rng) {
    const look = drawLook(rng);
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div class="b">${esc(j.role)}</div><div>${esc(j.company)}</div><div class="muted small">${esc(j.dates)}${rng.chance(0.5) ? ` · ${esc(j.location)}` : ''}</div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry"><div class="b">${esc(s.degree)}</div><div>${esc(s.institution)}</div><div class="muted small">${esc(s.dates)}</div></div>`,
      )
      .join('');
    const body = `<h1 style="font-size:${look.size + 12}pt">${esc(c.name)}</h1><div style="color:${look.accent}">${esc(c.title)}</div>
<div class="muted" style="margin-bottom:6pt">${contactList(c).map(esc).join('  ')}</div>
<div class="cols"><div>${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2>${jobs}</div>
<div><h2>${esc(c.headings.education)}</h2>${edu}<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, 'lines')}${otherBlock(c)}</div></div>`;
    const css = `.cols{display:grid;grid-template-columns:${rng.pick(['62%', '65%', '68%'])} 1fr;gap:16pt}.small{font-size:0.9em}`;
    return { html: page(look, css, body), page: look.page };
  },
};

export const htmlTemplatesD: HtmlTemplate[] = [
  timeline,
  employerGroups,
  piped,
  datesFirst,
  twoColumnBody,
];

// HTML resume templates printed by Chromium (second half): tables, margin headings, chips,
// German tabular CVs, split headers.
import type { ResumeContent } from '../generate-content';
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

const otherBlock = (c: ResumeContent) =>
  `<h2>${esc(c.headings.other)}</h2>${c.other.map((o) => `<div>${esc(o)}</div>`).join('')}`;

/** Education as a table (Degree | Institution | Year); "Role at Company" with dates right; skills table. */
const eduTable: HtmlTemplate = {
  family: 'edu-table',
  render(c, rng) {
    const look = drawLook(rng);
    const at = rng.pick([' at ', ' @ ', ' | ']);
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div class="row"><span class="b">${esc(j.role)}${esc(at)}${esc(j.company)}</span><span>${esc(j.dates)}</span></div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const edu = `<table><tr class="b"><td>Degree</td><td>Institution</td><td>Year</td></tr>${c.studies.map((s) => `<tr><td>${esc(s.degree)}</td><td>${esc(s.institution)}</td><td>${esc(s.dates)}</td></tr>`).join('')}</table>`;
    const sk = `<table>${c.skills.map((g) => `<tr><td class="b">${esc(g.label ?? c.headings.skills)}</td><td>${g.items.map(esc).join(', ')}</td></tr>`).join('')}</table>`;
    const body = `<h1 style="font-size:${look.size + 10}pt">${esc(c.name)}</h1><div class="muted">${esc(c.email)} | ${esc(c.phone)} | ${esc(c.location)}</div>
<h2>${esc(c.headings.summary)}</h2><div>${esc(c.summary)}</div><h2>${esc(c.headings.education)}</h2>${edu}
<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.skills)}</h2>${sk}${otherBlock(c)}`;
    const css = `table{border-collapse:collapse;width:100%} td{border:0.5pt solid #aaa;padding:2pt 4pt;vertical-align:top}`;
    return { html: page(look, css, body), page: look.page };
  },
};

/** Section headings in a left margin column beside their first lines; organisation then role + dates. */
const marginHeadings: HtmlTemplate = {
  family: 'margin-headings',
  render(c, rng) {
    const look = drawLook(rng);
    const sec = (h: string, content: string) =>
      `<div class="sec"><div class="h">${esc(h)}</div><div>${content}</div></div>`;
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div class="b">${esc(j.company)}</div><div class="row"><span>${esc(j.location)}, ${esc(j.role)}</span><span>${esc(j.dates)}</span></div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry"><div class="b">${esc(s.institution)}</div><div class="row"><span>${esc(s.degree)}</span><span>${esc(s.dates)}</span></div></div>`,
      )
      .join('');
    const body = `<div style="text-align:center;margin-bottom:10pt"><h1 style="font-size:${look.size + 10}pt;font-variant:small-caps">${esc(c.name)}</h1>
<div>${esc(c.email)} · ${esc(c.url)}</div><div>${esc(c.phone)}</div></div>
${sec(c.headings.summary, esc(c.summary))}${sec(c.headings.experience, jobs)}${sec(c.headings.education, edu)}
${sec(c.headings.skills, skillLines(c.skills, 'label'))}${sec(c.headings.other, c.other.map((o) => `<div>${esc(o)}</div>`).join(''))}`;
    const css = `.sec{display:grid;grid-template-columns:${rng.pick(['20%', '24%'])} 1fr;gap:10pt;margin-bottom:8pt}
.h{font-variant:small-caps;color:${look.accent};font-size:${look.size + 1}pt;${look.caps ? 'text-transform:uppercase;' : ''}}`;
    return { html: page(look, css, body), page: look.page };
  },
};

/** A coloured banner with the name, skill chips, "Company @ place" cards with dates above. */
const banner: HtmlTemplate = {
  family: 'banner-chips',
  render(c, rng) {
    const look = drawLook(rng);
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div class="muted" style="font-size:0.85em;text-transform:uppercase">${esc(j.dates)}</div><div class="b" style="font-size:1.1em">${esc(j.role)}</div><div>${esc(j.company)} @ ${esc(j.location)}</div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const body = `<div style="background:${look.accent};color:#fff;padding:12pt;margin-bottom:8pt"><h1 style="font-size:${look.size + 14}pt">${esc(c.name)}</h1><div>${esc(c.title)}</div>
<div style="margin-top:4pt">${contactList(c).map(esc).join(' &nbsp; ')}</div></div>
<h2>${esc(c.headings.summary)}</h2><div>${esc(c.summary)}</div><h2>${esc(c.headings.skills)}</h2><div>${chips(c.skills, look.accent)}</div>
<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.education)}</h2>
${c.studies.map((s) => `<div class="entry"><div class="muted" style="font-size:0.85em">${esc(s.dates)}</div><div class="b">${esc(s.degree)}</div><div>${esc(s.institution)}</div></div>`).join('')}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

/** A German-style tabular CV: label column left ("seit 2020", "E-Mail"), text right. */
const tabular: HtmlTemplate = {
  family: 'tabular',
  render(c, rng) {
    const look = drawLook(rng);
    const row = (l: string, r: string) => `<tr><td class="l">${esc(l)}</td><td>${r}</td></tr>`;
    const labels =
      c.lang === 'de'
        ? ['E-Mail', 'Telefon', 'Wohnort', 'Web']
        : c.lang === 'fr'
          ? ['Courriel', 'Téléphone', 'Adresse', 'Web']
          : ['Email', 'Phone', 'Address', 'Web'];
    const contact = [c.email, c.phone, c.location, c.url]
      .map((v, i) => row(labels[i]!, esc(v)))
      .join('');
    const jobs = c.jobs
      .map((j) =>
        row(
          j.dates,
          `<div class="b">${esc(j.role)}</div><div>${esc(j.company)}, ${esc(j.location)}</div>${bullets(j.bullets)}`,
        ),
      )
      .join('');
    const edu = c.studies
      .map((s) =>
        row(s.dates, `<div class="b">${esc(s.degree)}</div><div>${esc(s.institution)}</div>`),
      )
      .join('');
    const sk = c.skills.map((g) => row(g.label ?? '', g.items.map(esc).join(', '))).join('');
    const body = `<h1 style="font-size:${look.size + 10}pt">${esc(c.name)}</h1><div style="margin-bottom:6pt">${esc(c.title)}</div>
<table>${contact}</table><h2>${esc(c.headings.experience)}</h2><table>${jobs}</table><h2>${esc(c.headings.education)}</h2><table>${edu}</table>
<h2>${esc(c.headings.skills)}</h2><table>${sk}</table>${otherBlock(c)}`;
    const css = `table{border-collapse:collapse;width:100%} td{vertical-align:top;padding:1.5pt 6pt 4pt 0} td.l{width:${rng.pick(['24%', '28%', '30%'])}}`;
    return { html: page(look, css, body), page: look.page };
  },
};

/** "2019 – 2021 | Role | Company" one-liners; skills in a two-column grid. */
const compact: HtmlTemplate = {
  family: 'compact',
  render(c, rng) {
    const look = drawLook(rng);
    const sep = rng.pick([' | ', ' · ', ', ']);
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div><span class="muted">${esc(j.dates)}</span>${esc(sep)}<span class="b">${esc(j.role)}</span>${esc(sep)}${esc(j.company)}</div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry"><span class="muted">${esc(s.dates)}</span>${esc(sep)}${esc(s.degree)}${esc(sep)}${esc(s.institution)}</div>`,
      )
      .join('');
    const grid = `<div style="display:grid;grid-template-columns:1fr 1fr;gap:2pt 16pt">${c.skills
      .flatMap((g) => g.items)
      .map((s) => `<div>• ${esc(s)}</div>`)
      .join('')}</div>`;
    const body = `<h1 style="font-size:${look.size + 8}pt">${esc(c.name)} <span style="font-weight:normal;font-size:0.6em">${esc(c.title)}</span></h1>
<div>${contactList(c).map(esc).join(' · ')}</div><h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.skills)}</h2>${grid}
<h2>${esc(c.headings.education)}</h2>${edu}<h2>${esc(c.headings.summary)}</h2><div>${esc(c.summary)}</div>${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

/** Name left and a label stack right ("Email: …"); role bold + dates right, company below, dash bullets. */
const splitHeader: HtmlTemplate = {
  family: 'split-header',
  render(c, rng) {
    const look = drawLook(rng);
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div class="row"><span class="b">${esc(j.role)}</span><span>${esc(j.dates)}</span></div><div class="row"><span>${esc(j.company)}</span><span class="i">${esc(j.location)}</span></div>${bullets(j.bullets, '-')}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry"><div class="row"><span class="b">${esc(s.degree)}</span><span>${esc(s.dates)}</span></div><div>${esc(s.institution)}</div></div>`,
      )
      .join('');
    const body = `<div class="row"><div><h1 style="font-size:${look.size + 13}pt">${esc(c.name)}</h1><div>${esc(c.title)}</div></div>
<div style="text-align:right"><div>Email: ${esc(c.email)}</div><div>Phone: ${esc(c.phone)}</div><div>Web: ${esc(c.url)}</div></div></div>
<style>h2{border-bottom:0.5pt solid #000;font-weight:normal}</style><h2>${esc(c.headings.summary)}</h2><div>${esc(c.summary)}</div>
<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.education)}</h2>${edu}
<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, rng.pick(['label', 'lines'] as const))}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

export const htmlTemplatesB: HtmlTemplate[] = [
  eduTable,
  marginHeadings,
  banner,
  tabular,
  compact,
  splitHeader,
];

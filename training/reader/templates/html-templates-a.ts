// HTML resume templates printed by Chromium (first half): one column, sidebars, dates left.
import type { ResumeContent } from '../generate-content';
import type { Rng } from '../random';
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

const summaryBlock = (c: ResumeContent, h = 'h2') =>
  `<${h}>${esc(c.headings.summary)}</${h}><div>${esc(c.summary)}</div>`;
const otherBlock = (c: ResumeContent, h = 'h2') =>
  `<${h}>${esc(c.headings.other)}</${h}>${c.other.map((o) => `<div>${esc(o)}</div>`).join('')}`;

/** Centred name, contact line, ruled headings, "Role — Company" with dates right. */
const classic: HtmlTemplate = {
  family: 'classic',
  render(c, rng) {
    const look = drawLook(rng);
    const sep = rng.pick([' · ', ' | ', ' • ', ' — ']);
    const jobs = c.jobs
      .map(
        (
          j,
        ) => `<div class="entry"><div class="row"><span><span class="b">${esc(j.role)}</span>${rng.chance(0.5) ? ' — ' : ', '}${esc(j.company)}</span><span>${esc(j.dates)}</span></div>
${rng.chance(0.5) ? `<div class="i muted">${esc(j.location)}</div>` : ''}${bullets(j.bullets)}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry"><div class="row"><span class="b">${esc(s.institution)}</span><span>${esc(s.dates)}</span></div><div>${esc(s.degree)}</div></div>`,
      )
      .join('');
    const body = `<div style="text-align:center"><h1 style="font-size:${look.size + 12}pt">${esc(c.name)}</h1>
<div>${esc(c.title)}</div><div class="muted">${contactList(c).map(esc).join(sep)}</div></div>
<style>h2{border-bottom:1px solid #999}</style>
${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.education)}</h2>${edu}
<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, 'label')}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

/** A tinted left sidebar (contact, skills one a line, education); the main column beside it. */
const sidebarLeft: HtmlTemplate = {
  family: 'sidebar-left',
  render(c, rng) {
    const look = drawLook(rng);
    const side = `<div class="side"><h1 style="font-size:${look.size + 9}pt">${esc(c.name)}</h1><div style="margin-bottom:8pt">${esc(c.title)}</div>
${contactList(c)
  .map((x) => `<div>${esc(x)}</div>`)
  .join('')}
<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, 'lines')}
<h2>${esc(c.headings.education)}</h2>${c.studies.map((s) => `<div class="entry"><div class="b">${esc(s.degree)}</div><div>${esc(s.institution)}</div><div class="muted">${esc(s.dates)}</div></div>`).join('')}
${otherBlock(c)}</div>`;
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div class="muted" style="font-size:0.9em">${esc(j.dates)}</div><div class="b">${esc(j.role)}</div><div>${esc(j.company)}, ${esc(j.location)}</div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const main = `<div class="main">${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2>${jobs}</div>`;
    const css = `.wrap{display:grid;grid-template-columns:${rng.pick(['30%', '33%', '36%'])} 1fr;gap:14pt}
.side{background:#eef1f6;padding:8pt;min-height:260mm}`;
    return { html: page(look, css, `<div class="wrap">${side}${main}</div>`), page: look.page };
  },
};

/** Academic rows: dates in a left column, title and organisation right. */
const datesLeft: HtmlTemplate = {
  family: 'dates-left',
  render(c, rng) {
    const look = drawLook(rng);
    const w = rng.pick(['18%', '22%', '26%']);
    const row = (left: string, right: string) =>
      `<tr><td class="d">${esc(left)}</td><td>${right}</td></tr>`;
    const jobs = c.jobs
      .map((j) =>
        row(
          j.dates,
          `<div class="b">${esc(j.role)}</div><div>${esc(j.company)}${rng.chance(0.5) ? `, ${esc(j.location)}` : ''}</div>${bullets(j.bullets)}`,
        ),
      )
      .join('');
    const edu = c.studies
      .map((s) =>
        row(
          s.dates,
          `<div class="b">${esc(s.degree)}</div><div class="i">${esc(s.institution)}</div>`,
        ),
      )
      .join('');
    const body = `<h1 style="font-size:${look.size + 10}pt">${esc(c.name)}</h1><div>${esc(c.title)}</div>
<div class="muted">${esc(c.email)} &nbsp; ${esc(c.phone)} &nbsp; ${esc(c.url)}</div><div class="muted">${esc(c.location)}</div>
${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2><table>${jobs}</table>
<h2>${esc(c.headings.education)}</h2><table>${edu}</table><h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, 'label')}${otherBlock(c)}`;
    const css = `table{border-collapse:collapse;width:100%} td{vertical-align:top;padding:2pt 4pt 5pt 0} td.d{width:${w};color:#444}`;
    return { html: page(look, css, body), page: look.page };
  },
};

/** Harvard style: organisation bold + place right, role italic + dates right. */
const harvard: HtmlTemplate = {
  family: 'harvard',
  render(c, rng) {
    const look = drawLook(rng);
    const jobs = c.jobs
      .map(
        (
          j,
        ) => `<div class="entry"><div class="row"><span class="b">${esc(j.company)}</span><span>${esc(j.location)}</span></div>
<div class="row"><span class="i">${esc(j.role)}</span><span class="i">${esc(j.dates)}</span></div>${bullets(j.bullets, rng.pick(['–', '•', '▪']))}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry"><div class="row"><span class="b">${esc(s.institution)}</span><span>${esc(s.location)}</span></div><div class="row"><span class="i">${esc(s.degree)}</span><span class="i">${esc(s.dates)}</span></div></div>`,
      )
      .join('');
    const header = rng.chance(0.5)
      ? `<div class="row"><div><h1 style="font-size:${look.size + 11}pt">${esc(c.name)}</h1><div>${esc(c.title)}</div></div>
<div style="text-align:right">${contactList(c)
          .map((x) => `<div>${esc(x)}</div>`)
          .join('')}</div></div>`
      : `<div style="text-align:center"><h1 style="font-size:${look.size + 11}pt">${esc(c.name)}</h1><div>${esc(c.location)} · ${esc(c.phone)} · ${esc(c.email)}</div></div>`;
    const body = `${header}<style>h2{border-bottom:1.5px solid ${look.accent}}</style>
<h2>${esc(c.headings.education)}</h2>${edu}<h2>${esc(c.headings.experience)}</h2>${jobs}
<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, 'label')}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

/** One line per job: "Role, Company, Place (dates)"; skills inline; small-caps headings. */
const inline: HtmlTemplate = {
  family: 'inline',
  render(c, rng) {
    const look = drawLook(rng);
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div><span class="b">${esc(j.role)}</span>, ${esc(j.company)}, ${esc(j.location)} <span class="muted">(${esc(j.dates)})</span></div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          `<div class="entry">${esc(s.degree)}, <span class="i">${esc(s.institution)}</span> <span class="muted">(${esc(s.dates)})</span></div>`,
      )
      .join('');
    const body = `<div class="row"><h1 style="font-size:${look.size + 8}pt;font-weight:normal">${esc(c.name)}</h1><div style="text-align:right">${esc(c.email)}<br>${esc(c.phone)}<br>${esc(c.url)}</div></div>
<style>h2{font-variant:small-caps;text-transform:none;font-weight:normal;font-size:${look.size + 3}pt}</style>
${summaryBlock(c)}<h2>${esc(c.headings.skills)}</h2>${skillLines(c.skills, rng.pick(['inline', 'label'] as const), rng.pick([', ', ' · ', ' / ']))}
<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.education)}</h2>${edu}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

/** Main column left, dark sidebar right with white text and skill chips. */
const sidebarRightDark: HtmlTemplate = {
  family: 'sidebar-right-dark',
  render(c, rng) {
    const look = drawLook(rng);
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div class="row"><span class="b">${esc(j.role)}</span><span class="muted">${esc(j.dates)}</span></div><div style="color:${look.accent}">${esc(j.company)} · ${esc(j.location)}</div>${bullets(j.bullets)}</div>`,
      )
      .join('');
    const main = `<div><h1 style="font-size:${look.size + 14}pt;color:${look.accent}">${esc(c.name)}</h1><div style="font-size:1.2em">${esc(c.title)}</div>
${summaryBlock(c)}<h2>${esc(c.headings.experience)}</h2>${jobs}
<h2>${esc(c.headings.education)}</h2>${c.studies.map((s) => `<div class="entry"><div class="b">${esc(s.institution)}</div><div>${esc(s.degree)} · ${esc(s.dates)}</div></div>`).join('')}</div>`;
    const side = `<div class="side">${contactList(c)
      .map((x) => `<div style="margin-bottom:3pt">${esc(x)}</div>`)
      .join('')}
<h2>${esc(c.headings.skills)}</h2>${chips(c.skills, '#fff')}${otherBlock(c)}</div>`;
    const css = `.wrap{display:grid;grid-template-columns:1fr ${rng.pick(['30%', '34%'])};gap:14pt}
.side{background:${look.accent};color:#fff;padding:10pt;min-height:260mm} .side h2{color:#fff}`;
    return { html: page(look, css, `<div class="wrap">${main}${side}</div>`), page: look.page };
  },
};

export const htmlTemplatesA: HtmlTemplate[] = [
  classic,
  sidebarLeft,
  datesLeft,
  harvard,
  inline,
  sidebarRightDark,
];
export type { Rng };

// HTML resume templates printed by Chromium (third part): Europass-like label columns, academic
// CVs with publication lists, icon contact lines with rating dots.
import type { ResumeContent } from '../generate-content';
import { bullets, drawLook, esc, page, type HtmlTemplate } from './html-kit';

const otherBlock = (c: ResumeContent) =>
  `<h2>${esc(c.headings.other)}</h2>${c.other.map((o) => `<div>${esc(o)}</div>`).join('')}`;

const europassLabels: Record<string, [string, string, string]> = {
  de: ['Zeitraum', 'Beruf oder Funktion', 'Arbeitgeber'],
  fr: ['Dates', 'Fonction ou poste occupé', 'Employeur'],
  es: ['Fechas', 'Profesión o cargo desempeñado', 'Empresa'],
  it: ['Date', 'Lavoro o posizione ricoperti', 'Datore di lavoro'],
};

/** Europass-like: grey labels right-aligned in a left column ("Dates", "Employer"), values right. */
const europass: HtmlTemplate = {
  family: 'europass',
  render(c, rng) {
    const look = drawLook(rng);
    const [dl, rl, el] = europassLabels[c.lang] ?? [
      'Dates',
      'Occupation or position held',
      'Employer',
    ];
    const row = (l: string, r: string, cls = '') =>
      `<tr><td class="l">${esc(l)}</td><td class="${cls}">${r}</td></tr>`;
    const jobs = c.jobs
      .map(
        (j) =>
          row(dl, esc(j.dates)) +
          row(rl, esc(j.role), 'b') +
          row(el, `${esc(j.company)}, ${esc(j.location)}`) +
          (j.bullets.length ? row('', bullets(j.bullets)) : '') +
          '<tr><td>&nbsp;</td></tr>',
      )
      .join('');
    const edu = c.studies
      .map(
        (s) =>
          row(dl, esc(s.dates)) +
          row('', esc(s.degree), 'b') +
          row('', esc(s.institution)) +
          '<tr><td>&nbsp;</td></tr>',
      )
      .join('');
    const sk = c.skills.map((g) => row(g.label ?? '', g.items.map(esc).join(', '))).join('');
    const sec = (h: string) => `<tr><td class="l h">${esc(h)}</td><td></td></tr>`;
    const body = `<table>${row('', `<span style="font-size:${look.size + 10}pt">${esc(c.name)}</span>`)}
${row('', esc(c.location))}${row('', esc(c.phone))}${row('', esc(c.email))}
${sec(c.headings.experience)}${jobs}${sec(c.headings.education)}${edu}${sec(c.headings.skills)}${sk}
${sec(c.headings.other)}${c.other.map((o) => row('', esc(o))).join('')}</table>`;
    const css = `table{border-collapse:collapse;width:100%} td{vertical-align:top;padding:1pt 6pt}
td.l{width:32%;text-align:right;color:#555;border-right:1pt solid ${look.accent}} td.h{font-size:${look.size + 2}pt;color:${look.accent};font-weight:bold;padding-top:8pt}`;
    return { html: page(look, css, body), page: look.page };
  },
};

const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w.charAt(0) + '.')
    .join(' ');

/** An academic CV: "Curriculum Vitae" title, "Role, Organisation" with years left, numbered publications. */
const academic: HtmlTemplate = {
  family: 'academic',
  render(c, rng) {
    const look = drawLook(rng);
    const row = (l: string, r: string) => `<tr><td class="d">${esc(l)}</td><td>${r}</td></tr>`;
    const jobs = c.jobs.map((j) => row(j.dates, `${esc(j.role)}, ${esc(j.company)}`)).join('');
    const edu = c.studies
      .map((s) => row(s.dates, `${esc(s.degree)}, ${esc(s.institution)}`))
      .join('');
    const pubs = Array.from(
      { length: rng.int(2, 6) },
      (_, i) =>
        `<div style="padding-left:18pt;text-indent:-18pt">[${i + 1}] ${esc(initials(c.name))}, ${esc(rng.pick(['A. Novak', 'J. Smith', 'M. Rossi', 'Y. Tanaka']))}. ${esc(rng.pick(['Learning layouts from rendered documents', 'A survey of sequence labelling', 'Robust estimation in ecology', 'Forecasting with hierarchical models']))}. <i>${esc(rng.pick(['Nature Methods', 'Journal of Statistical Software', 'ACL Findings', 'PLOS ONE']))}</i>, ${rng.int(2008, 2025)}.</div>`,
    ).join('');
    const body = `<div class="row"><div><h1 style="font-size:${look.size + 10}pt">${esc(c.name)}</h1><div>Curriculum Vitae</div></div>
<div style="text-align:right">${esc(c.email)}<br>${esc(c.url)}<br>${esc(c.phone)}</div></div>
<h2>${esc(c.headings.experience)}</h2><table>${jobs}</table><h2>${esc(c.headings.education)}</h2><table>${edu}</table>
<h2>${esc(rng.pick(['Publications', 'Selected publications', 'Veröffentlichungen', 'Publications choisies']))}</h2>${pubs}
<h2>${esc(c.headings.skills)}</h2><div>${c.skills
      .flatMap((g) => g.items)
      .map(esc)
      .join(', ')}</div>${otherBlock(c)}`;
    const css = `table{border-collapse:collapse;width:100%} td{vertical-align:top;padding:1.5pt 6pt 1.5pt 0} td.d{width:${rng.pick(['16%', '20%'])}}`;
    return { html: page(look, css, body), page: look.page };
  },
};

/** Icon glyphs before each contact, role left and company right on one row, dates below, rating dots. */
const icons: HtmlTemplate = {
  family: 'icons-dots',
  render(c, rng) {
    const look = drawLook(rng);
    const glyphs = ['✉', '☎', '⌂', '⚲'];
    const contact = [c.email, c.phone, c.location, c.url]
      .map((v, i) => `<span style="margin-right:10pt">${glyphs[i]} ${esc(v)}</span>`)
      .join('');
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="entry"><div class="row"><span class="b">${esc(j.role)}</span><span style="color:${look.accent}">${esc(j.company)}</span></div><div class="i muted">${esc(j.dates)} · ${esc(j.location)}</div>${bullets(j.bullets, '▸')}</div>`,
      )
      .join('');
    const dots = () => {
      const n = rng.int(2, 5);
      return '●'.repeat(n) + '○'.repeat(5 - n);
    };
    const sk = c.skills
      .flatMap((g) => g.items)
      .map(
        (s) =>
          `<div class="row" style="max-width:60%"><span>${esc(s)}</span><span style="color:${look.accent}">${dots()}</span></div>`,
      )
      .join('');
    const body = `<h1 style="font-size:${look.size + 14}pt;font-weight:300">${esc(c.name)}</h1><div style="color:${look.accent};font-size:1.2em">${esc(c.title)}</div>
<div style="margin:4pt 0 6pt">${contact}</div><div>${esc(c.summary)}</div>
<h2>${esc(c.headings.experience)}</h2>${jobs}<h2>${esc(c.headings.skills)}</h2>${sk}<h2>${esc(c.headings.education)}</h2>
${c.studies.map((s) => `<div class="entry"><div class="row"><span class="b">${esc(s.degree)}</span><span>${esc(s.institution)}</span></div><div class="i muted">${esc(s.dates)}</div></div>`).join('')}${otherBlock(c)}`;
    return { html: page(look, '', body), page: look.page };
  },
};

export const htmlTemplatesC: HtmlTemplate[] = [europass, academic, icons];

// Pieces the HTML resume templates share: escaping, fonts and colours drawn per document, lists.
import type { ResumeContent, SkillGroup } from '../generate-content';
import type { Rng } from '../random';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type Look = { font: string; size: number; accent: string; caps: boolean; page: string };

/** Font, body size, accent colour, heading capitals and paper size drawn for one document. */
export function drawLook(rng: Rng): Look {
  return {
    font: rng.pick([
      "'DejaVu Sans', sans-serif",
      "'DejaVu Serif', serif",
      "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
      "'Liberation Sans', sans-serif",
      "'Liberation Serif', serif",
      "'Noto Sans', sans-serif",
      "'Noto Serif', serif",
      "'Carlito', sans-serif",
      "'Caladea', serif",
    ]),
    size: rng.pick([9, 9.5, 10, 10.5, 11]),
    accent: rng.pick(['#1f3b73', '#0b6e4f', '#8b1e3f', '#333333', '#005f8f', '#6b3fa0']),
    caps: rng.chance(0.5),
    page: rng.pick(['A4', 'Letter']),
  };
}

export function page(look: Look, css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: ${look.page}; margin: 14mm 14mm; }
* { box-sizing: border-box; }
body { font-family: ${look.font}; font-size: ${look.size}pt; line-height: 1.3; color: #111; margin: 0; }
h1 { margin: 0; } h2 { margin: 10pt 0 4pt; font-size: ${look.size + 2.5}pt; color: ${look.accent};
  ${look.caps ? 'text-transform: uppercase; letter-spacing: 0.04em;' : ''} }
ul { margin: 2pt 0 4pt; padding-left: 14pt; } li { margin: 1pt 0; }
.muted { color: #555; } .b { font-weight: bold; } .i { font-style: italic; }
.row { display: flex; justify-content: space-between; gap: 12pt; }
.entry { margin-bottom: 6pt; break-inside: avoid; }
${css}
</style></head><body>${body}</body></html>`;
}

export const bullets = (xs: string[], glyph?: string) =>
  xs.length
    ? glyph
      ? xs
          .map((b) => `<div style="padding-left:12pt;text-indent:-9pt">${glyph} ${esc(b)}</div>`)
          .join('')
      : `<ul>${xs.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`
    : '';

/** Skills as "Label: a, b, c" lines, one item a line, or inline with a separator. */
export function skillLines(
  groups: SkillGroup[],
  style: 'label' | 'lines' | 'inline',
  sep = ', ',
): string {
  if (style === 'lines')
    return groups
      .map(
        (g) =>
          (g.label ? `<div class="b" style="margin-top:3pt">${esc(g.label)}</div>` : '') +
          g.items.map((s) => `<div>${esc(s)}</div>`).join(''),
      )
      .join('');
  if (style === 'inline')
    return `<div>${groups
      .flatMap((g) => g.items)
      .map(esc)
      .join(sep)}</div>`;
  return groups
    .map(
      (g) =>
        `<div>${g.label ? `<span class="b">${esc(g.label)}:</span> ` : ''}${g.items.map(esc).join(sep)}</div>`,
    )
    .join('');
}

export const chips = (groups: SkillGroup[], accent: string) =>
  groups
    .flatMap((g) => g.items)
    .map(
      (s) =>
        `<span style="display:inline-block;border:1px solid ${accent};border-radius:8pt;padding:1pt 6pt;margin:2pt 3pt 2pt 0">${esc(s)}</span>`,
    )
    .join(' ');

export const contactList = (c: ResumeContent) => [c.email, c.phone, c.location, c.url];

export type HtmlTemplate = {
  family: string;
  render: (c: ResumeContent, rng: Rng) => { html: string; page: string };
};

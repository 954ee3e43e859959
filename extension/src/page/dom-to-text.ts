// Readable text of a DOM subtree: one line per paragraph, heading and list item (the same shape as
// the server's htmlToText, so what the popup shows matches what the server would read).

const BLOCK = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);
const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'BUTTON',
  'SELECT',
  'INPUT',
  'TEXTAREA',
]);

function walk(node: Node, out: string[]): void {
  if (node.nodeType === 3) {
    out.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  const name = node.nodeType === 1 ? (node as Element).tagName.toUpperCase() : '';
  if (SKIP.has(name)) return;
  if (name === 'BR') {
    out.push('\n');
    return;
  }
  const block = BLOCK.has(name);
  if (block) out.push('\n');
  for (const child of Array.from(node.childNodes)) walk(child, out);
  if (block) out.push('\n');
}

/** The text of `node`, lines kept, spacing tidied. */
export function domToText(node: Node): string {
  const out: string[] = [];
  walk(node, out);
  return out
    .join('')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u200b\ufeff]/g, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

// A whole document around the fragment: some DOM implementations give a bare fragment no body.
const inert = (html: string, parser: DOMParser) =>
  parser.parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  ).body;

/** Text of an HTML string parsed inert (DOMParser: no scripts run, no images load). */
export function htmlStringToText(html: string, parser: DOMParser): string {
  let source = html;
  // Boards sometimes ship the HTML itself entity-escaped (`&lt;p&gt;`).
  if (!/<[a-z][\s\S]*>/i.test(source) && /&lt;[a-z]/i.test(source))
    source = inert(source, parser).textContent ?? '';
  if (!/<[a-z][^>]*>/i.test(source))
    return source
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  return domToText(inert(source, parser));
}

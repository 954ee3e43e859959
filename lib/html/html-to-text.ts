// Readable text of HTML, for the server (cheerio) and the browser extension (the DOM): one line per
// paragraph, heading and list item, scripts and controls dropped. Each side brings its own parser
// through `HtmlTree`; the rules live only here.

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'button',
  'select',
  'input',
  'textarea',
]);

/** What the walker needs to know of a node. */
export type TreeNode =
  | { kind: 'text'; text: string }
  /** `name` in lower case. */
  | { kind: 'element'; name: string }
  /** A document, fragment or root: its children are read. */
  | { kind: 'container' }
  /** Comments, processing instructions and the like: skipped. */
  | { kind: 'other' };

/** A parsed HTML tree as one implementation (cheerio, the DOM) exposes it. */
export type HtmlTree<N> = {
  /** Parses `html` inert (no script runs, nothing loads) and returns its root. */
  parse(html: string): N;
  /** Every text of `node`, entities decoded. */
  textContent(node: N): string;
  read(node: N): TreeNode;
  children(node: N): Iterable<N>;
};

function walk<N>(node: N, tree: HtmlTree<N>, out: string[]): void {
  const seen = tree.read(node);
  if (seen.kind === 'text') {
    out.push(seen.text.replace(/\s+/g, ' '));
    return;
  }
  if (seen.kind === 'other') return;
  const name = seen.kind === 'element' ? seen.name : '';
  if (SKIP.has(name)) return;
  if (name === 'br') {
    out.push('\n');
    return;
  }
  const block = BLOCK.has(name);
  if (block) out.push('\n');
  for (const child of tree.children(node)) walk(child, tree, out);
  if (block) out.push('\n');
}

/** Lines trimmed, runs of spaces and blank lines collapsed, no-break and zero-width spaces tidied. */
function tidy(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u200b\ufeff]/g, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The text of a parsed subtree (`node` and below), lines kept, spacing tidied. */
export function treeToText<N>(node: N, tree: HtmlTree<N>): string {
  const out: string[] = [];
  walk(node, tree, out);
  return tidy(out.join(''));
}

/**
 * Readable text of an HTML string. Job boards often send the HTML itself entity-escaped
 * (`&lt;p&gt;`), which is unescaped first; a plain-text description keeps its line breaks.
 */
export function htmlToText<N>(html: string, tree: HtmlTree<N>): string {
  let source = html;
  if (!/<[a-z][\s\S]*>/i.test(source) && /&lt;[a-z]/i.test(source))
    source = tree.textContent(tree.parse(source));
  const root = tree.parse(source);
  if (!/<[a-z][^>]*>/i.test(source)) return tidy(tree.textContent(root));
  return treeToText(root, tree);
}

import 'server-only';
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';

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

function walk(node: AnyNode, out: string[]): void {
  if (node.type === 'text') {
    out.push(node.data.replace(/\s+/g, ' '));
    return;
  }
  if (node.type !== 'tag' && node.type !== 'root') return;
  const name = node.type === 'tag' ? node.name.toLowerCase() : '';
  if (SKIP.has(name)) return;
  if (name === 'br') {
    out.push('\n');
    return;
  }
  const block = BLOCK.has(name);
  if (block) out.push('\n');
  for (const child of node.children) walk(child, out);
  if (block) out.push('\n');
}

/**
 * Readable text of an HTML fragment: one line per paragraph, heading and list item, entities
 * decoded, scripts dropped. Job boards often send the HTML itself entity-escaped
 * (`&lt;p&gt;`), which is unescaped first.
 */
export function htmlToText(html: string): string {
  let source = html;
  if (!/<[a-z][\s\S]*>/i.test(source) && /&lt;[a-z]/i.test(source))
    source = cheerio.load(`<div>${source}</div>`)('div').text();
  const $ = cheerio.load(source);
  const out: string[] = [];
  // Plain text (some postings put text, not HTML, in their description): keep its line breaks.
  if (!/<[a-z][^>]*>/i.test(source)) out.push($.root().text());
  else walk($.root()[0]!, out);
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

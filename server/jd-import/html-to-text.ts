import 'server-only';
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
import { htmlToText as readHtml, type HtmlTree } from '@/lib/html/html-to-text';

// cheerio's tree for the shared reader (lib/html/html-to-text.ts). `<script>` and `<style>` are
// their own node types in domhandler, so they read as `other`.
const cheerioTree: HtmlTree<AnyNode> = {
  parse: (html) => cheerio.load(html).root()[0]!,
  textContent: (node) => cheerio.load(node).root().text(),
  read: (node) =>
    node.type === 'text'
      ? { kind: 'text', text: node.data }
      : node.type === 'tag'
        ? { kind: 'element', name: node.name.toLowerCase() }
        : node.type === 'root'
          ? { kind: 'container' }
          : { kind: 'other' },
  children: (node) => ('children' in node ? node.children : []),
};

/**
 * Readable text of an HTML fragment: one line per paragraph, heading and list item, entities
 * decoded, scripts dropped; entity-escaped HTML is unescaped first.
 */
export function htmlToText(html: string): string {
  return readHtml(html, cheerioTree);
}

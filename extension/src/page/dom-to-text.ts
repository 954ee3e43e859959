// The DOM's tree for the shared reader (lib/html/html-to-text.ts), so what the popup shows is what
// the server would read from the same HTML.
import { htmlToText, treeToText, type HtmlTree } from '@/lib/html/html-to-text';

// A whole document around the fragment: some DOM implementations give a bare fragment no body.
const inert = (html: string, parser: DOMParser) =>
  parser.parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  ).body;

function domTree(parser: DOMParser | null): HtmlTree<Node> {
  return {
    parse: (html) => {
      if (!parser) throw new Error('no DOMParser to read an HTML string with');
      return inert(html, parser);
    },
    textContent: (node) => node.textContent ?? '',
    read: (node) =>
      node.nodeType === 3
        ? { kind: 'text', text: node.textContent ?? '' }
        : node.nodeType === 1
          ? { kind: 'element', name: (node as Element).tagName.toLowerCase() }
          : node.nodeType === 9 || node.nodeType === 11
            ? { kind: 'container' }
            : { kind: 'other' },
    children: (node) => Array.from(node.childNodes),
  };
}

/** The text of `node`, lines kept, spacing tidied. */
export function domToText(node: Node): string {
  return treeToText(node, domTree(null));
}

/** Text of an HTML string parsed inert (DOMParser: no scripts run, no images load). */
export function htmlStringToText(html: string, parser: DOMParser): string {
  return htmlToText(html, domTree(parser));
}

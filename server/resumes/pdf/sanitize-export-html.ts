import 'server-only';
import sanitizeHtml from 'sanitize-html';

// Markup sent for export keeps only document structure and text: no scripts, no event
// handlers, no inline styles, no stylesheets, frames, forms or anything that loads a resource.
// Images survive only as data: URLs. The print stylesheet is ours, added afterwards.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'a'), 'a', 'img'],
  allowedAttributes: {
    '*': ['class', 'data-section', 'lang', 'dir', 'colspan', 'rowspan'],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  // Relative image sources would resolve against the print page: only inline data: images stay.
  transformTags: {
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return {
        tagName,
        attribs: src?.trim().toLowerCase().startsWith('data:') ? { ...rest, src } : rest,
      };
    },
  },
};

/** The export markup reduced to safe, self-contained structure and text. */
export function sanitizeExportHtml(html: string): string {
  return sanitizeHtml(html, options);
}

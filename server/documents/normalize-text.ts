import 'server-only';

const ligatures: Record<string, string> = {
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
};

// Bullet glyphs PDF generators and icon fonts use, all made a plain "•".
const bulletChars =
  /^[\s]*[•●○◦▪▫■□◆◇►▶➢➤✓✔❖⁃∙·*–\-]\s+|^[\s]*[\u2022\uf0b7\uf0a7\uf076\uf0d8\uf0fc]\s*/u;

/** Letter-spaced words ("J O H N   S M I T H"): three or more single letters one space apart. */
const letterSpaced = /(?<![\p{L}\p{N}])(?:\p{L} ){2,}\p{L}(?![\p{L}\p{N}])/gu;

/**
 * Cleans extracted resume text: ligatures, soft hyphens, zero-width and private-use glyphs,
 * letter-spaced headings, bullets, words hyphenated across lines, runs of blank lines.
 */
export function normalizeText(raw: string): string {
  let text = raw
    .normalize('NFKC')
    .replace(/[ﬀ-ﬆ]/g, (c) => ligatures[c] ?? c)
    .replace(/\u00ad/g, '')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/\u00a0/g, ' ');
  // pdf-parse marks page breaks as "-- 1 of 2 --".
  text = text.replace(/^\s*--\s*\d+\s+of\s+\d+\s*--\s*$/gm, '');
  // A word broken at the end of a line: "manage-\nment" → "management" (lowercase continuation only).
  text = text.replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2');
  const lines = text.split('\n').map((line) => {
    let l = line.replace(bulletChars, '• ');
    // Icon-font glyphs (private use area) carry no text.
    l = l.replace(/[\ue000-\uf8ff]/g, ' ');
    l = l.replace(letterSpaced, (m) => m.replace(/ /g, ''));
    return l.replace(/[ ]{2,}/g, ' ').trim();
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

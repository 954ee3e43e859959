import 'server-only';
// Pure text clean-up for OCR output (no server imports, so it is unit-testable and reusable).

// Glyphs tesseract reads list markers as: real bullets, and the «, », ©, ®, e, o it often
// mistakes a round bullet for when followed by a space.
const BULLET = /^\s*(?:[•●○◦▪▫■□►▶➢✓✔–—«»©®·*>~]|[-+](?=\s)|[eo0](?=\s+[A-Z]))\s*/u;

/**
 * Cleans recognised text: strips bullet glyphs at line starts, joins words hyphenated across
 * a line break and lines wrapped mid-sentence, collapses spaces, drops blank lines, trims.
 */
export function cleanOcrText(raw: string): string {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2000-\u200a\u202f]/g, ' ')
    .replace(/[\u200b\u00ad\ufeff]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .split('\n')
    .map((line) =>
      line
        .replace(BULLET, '')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    );
  const out: string[] = [];
  for (const line of lines) {
    // Tesseract puts a blank line between blocks; one line per paragraph or item reads better.
    if (!line) continue;
    const prev = out.at(-1);
    // "develop-" + "ment ..." → "development ..." (a lowercase start means a broken word).
    if (prev && /[A-Za-z]-$/.test(prev) && /^[a-z]/.test(line)) {
      out[out.length - 1] = prev.slice(0, -1) + line;
      continue;
    }
    // A line wrapped mid-sentence: the next one starts in lowercase after no closing punctuation.
    if (prev && !/[.:;!?]$/.test(prev) && /^[a-z(]/.test(line)) {
      out[out.length - 1] = `${prev} ${line}`;
      continue;
    }
    out.push(line);
  }
  return out.join('\n').trim();
}

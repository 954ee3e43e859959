import 'server-only';
import type { PdfTextItem } from '@/server/documents/pdf-layout';
import { continuesDate, dateColumnText, findDateColumnEdges } from './find-date-column';
import type { LayoutFragment } from './layout-line';

/** Fonts of pictograms (FontAwesome, Academicons, Material icons…): their glyphs read as stray letters. */
const iconFont =
  /awesome|marvosym|pifont|bbding|symbol|icons?\b|icomoon|academicons|fontello|material.?(symbols|design)|dingbat|wingding|glyphicon|tabler|ionicons|octicons|simple-?icons|phosphor|remixicon|feather|lucide|nerd ?font|zapf/i;
/** Bullet glyphs that start a line; private-use ones come from Symbol and Wingdings. */
export const bulletGlyph =
  /^[•●○◦▪▫■□◆◇►▶➢➤✓✔❖⁃∙·‣⦁\u2022\uf0b7\uf0a7\uf076\uf0d8\uf0fc\u25aa\u25cf\u2023\u2043-]$/u;
const boldFont = /bold|black|heavy|semibold|demi|extrabold|cmbx|bx\d|[-,]b[dx]?$|\.b$/i;
const italicFont = /italic|oblique|cmti|[-,]it$|slanted/i;

/** The font's name without its subset prefix ("ABCDEF+LMRoman10-Bold" → "LMRoman10-Bold"). */
const fontName = (font: string) => font.replace(/^[A-Z]{6}\+/, '');

/** An icon glyph: a short item in an icon font, or nothing but private-use or control characters. */
function isIcon(item: PdfTextItem): boolean {
  const text = item.s.replace(/\s+/g, '');
  if (!text) return false;
  if (/^[\ue000-\uf8ff\u0000-\u001f\u{f0000}-\u{ffffd}]+$/u.test(text) && !bulletGlyph.test(text))
    return true;
  return (
    iconFont.test(fontName(item.font)) &&
    !bulletGlyph.test(text) &&
    (text.length <= 3 || !/\p{L}{3}/u.test(text))
  );
}

/** Gap (in font sizes) past which two items on a baseline are separate cells ("Title   Jan 2020"). */
export const CELL_GAP = 0.9;

/**
 * Text items → fragments: items on one baseline (within a third of the font size) and close
 * together (no wide gap), left to right; the dates of a date column are a fragment of their own. Icon glyphs are dropped and mark the fragment after them;
 * `mailto:`/`tel:` prefixes go; hidden items are left out (returned apart for the ATS check).
 */
export function groupPdfFragments(items: PdfTextItem[]): {
  fragments: LayoutFragment[];
  hidden: string[];
} {
  const hidden: string[] = [];
  const visible: PdfTextItem[] = [];
  for (const item of items) {
    if (!item.s.trim()) continue;
    if (item.hidden) hidden.push(item.s.trim());
    else visible.push(item);
  }
  // Rows: items whose baselines agree, per page.
  const sorted = [...visible].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const rows: PdfTextItem[][] = [];
  for (const item of sorted) {
    let row: PdfTextItem[] | undefined;
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 4; i--) {
      const r = rows[i]!;
      const ref = r[0]!;
      if (
        ref.page === item.page &&
        Math.abs(ref.y - item.y) <= 0.35 * Math.min(ref.size, item.size)
      ) {
        row = r;
        break;
      }
    }
    if (row) row.push(item);
    else rows.push([item]);
  }
  const dateEdges = findDateColumnEdges(rows, CELL_GAP);
  const fragments: LayoutFragment[] = [];
  for (const row of rows) {
    const edges = dateEdges.get(row[0]!.page) ?? [];
    row.sort((a, b) => a.x - b.x);
    let cur: (LayoutFragment & { parts: string[]; letters: number }) | null = null;
    let icon = false;
    const close = () => {
      if (cur) fragments.push(finish(cur));
      cur = null;
    };
    for (const item of row) {
      if (isIcon(item)) {
        close();
        icon = true;
        continue;
      }
      const size = item.size;
      const gap = cur ? item.x - cur.right : 0;
      if (cur && (gap > CELL_GAP * Math.min(size, cur.size) || gap < -size)) close();
      // Text beside a date column starts a cell of its own.
      else if (
        cur &&
        gap > 0 &&
        edges.some((e) => Math.abs(item.x - e) <= 1.5) &&
        !continuesDate(item.s) &&
        dateColumnText.test((cur as { parts: string[] }).parts.join('').replace(/\s+/g, ' ').trim())
      )
        close();
      const text = item.s.replace(/[\u0000-\u001f]/g, '');
      if (!cur) {
        cur = {
          text: '',
          page: item.page,
          x: item.x,
          right: item.x,
          textX: item.x,
          y: item.y,
          size,
          bold: true,
          italic: true,
          font: item.font,
          icon,
          parts: [],
          letters: 0,
        };
        icon = false;
      }
      const c: LayoutFragment & { parts: string[]; letters: number } = cur;
      const g = item.x - c.right;
      const space =
        c.parts.length && !/\s$/.test(c.parts.at(-1)!) && !/^\s/.test(text)
          ? g > 0.6 * size
            ? '  '
            : g > 0.12 * size
              ? ' '
              : ''
          : '';
      c.parts.push(space + text);
      if (c.parts.length === 2 && bulletGlyph.test(c.parts[0]!.trim())) c.textX = item.x;
      c.right = Math.max(c.right, item.x + item.w);
      c.size = Math.max(c.size, size);
      const letters = (text.match(/\p{L}/gu) ?? []).length;
      // Weight and slant: what most of the letters are set in.
      if (letters) {
        c.bold =
          c.letters === 0
            ? boldFont.test(fontName(item.font))
            : c.bold && boldFont.test(fontName(item.font));
        c.italic =
          c.letters === 0
            ? italicFont.test(fontName(item.font))
            : c.italic && italicFont.test(fontName(item.font));
        c.letters += letters;
        if (c.font === item.font || !c.font) c.font = item.font;
      }
      c.y = Math.max(c.y, item.y);
    }
    close();
  }
  return { fragments: fragments.filter((f) => f.text), hidden };
}

function finish(f: LayoutFragment & { parts: string[]; letters: number }): LayoutFragment {
  const { parts, letters, ...rest } = f;
  const text = parts
    .join('')
    .normalize('NFKC')
    .replace(/[\ue000-\uf8ff]/g, ' ')
    .replace(/\b(?:mailto|tel|callto):\s*/gi, '')
    // Letter-spaced words ("J A N  K Ü S T E R"): single letters one space apart, words two.
    .replace(/(?<![\p{L}\p{N}])(?:\p{L} ){2,}\p{L}(?![\p{L}\p{N}])/gu, (m) => m.replace(/ /g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return { ...rest, bold: letters > 0 && rest.bold, italic: letters > 0 && rest.italic, text };
}

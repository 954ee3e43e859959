// Where a prepared screenshot is cut into bands that OCR workers read side by side: rows with no
// text across them, placed so that each band holds about as much text (ADR 096 addendum, ADR 255).

/** A pixel this far (of 255, after normalising) from the background is ink. */
export const INK_TOLERANCE = 24;

/** A column's usual value allows this much either side (half INK_TOLERANCE: within it of the centre is blank). */
const USUAL_SPREAD = 12;
/** Columns this close to the left or right edge are not looked at for blank rows (inkRows). */
const EDGE_PX = 16;
/** A cut goes through a run of at least this many blank rows (prepared px), never through a line. */
const MIN_GAP_PX = 4;

/** A grayscale image, one byte per pixel, row after row. */
export type GrayImage = { data: Buffer; width: number; height: number };

/** The most common value among the image's border pixels: the background of a screenshot. */
export function borderBackground({ data, width, height }: GrayImage): number {
  const hist = new Uint32Array(256);
  for (let x = 0; x < width; x++) {
    hist[data[x]!]!++;
    hist[data[(height - 1) * width + x]!]!++;
  }
  for (let y = 0; y < height; y++) {
    hist[data[y * width]!]!++;
    hist[data[y * width + width - 1]!]!++;
  }
  let best = 255;
  for (let v = 0; v < 256; v++) if (hist[v]! > hist[best]!) best = v;
  return best;
}

/**
 * Which rows are blank: every pixel within INK_TOLERANCE of its column's usual value, so a card's
 * border or a sidebar running down the page does not make every row look inked, while any glyph,
 * rule or picture across the row does. A column's usual value is the one it has (± USUAL_SPREAD)
 * in at least 60 % of its rows (a border, a panel, a card's shadow), else the image's background
 * (text never fills 60 % of a column).
 * The outer EDGE_PX (or 1 % of the width) on either side do not count: a window's border, a
 * scrollbar or the desktop behind a screenshot runs down the whole edge and would leave no blank
 * row to cut in (ADR 255); no text worth reading sits there. With each row's weight: how many
 * strokes of ink cross it (what reading it costs, roughly: a line of text crosses many, a solid
 * bar one).
 */
export function inkRows(image: GrayImage): { blank: Uint8Array; weight: Uint32Array } {
  const { data, width, height } = image;
  const hist = new Uint32Array(width * 256);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) hist[x * 256 + data[row + x]!]!++;
  }
  const background = borderBackground(image);
  const usual = new Uint8Array(width);
  // A column's usual value: the centre of the USUAL_SPREAD-wide range of values most of its
  // pixels fall in (a border or shadow is drawn in a few neighbouring greys, not one value).
  const below = new Uint32Array(257);
  for (let x = 0; x < width; x++) {
    const h = x * 256;
    for (let v = 0; v < 256; v++) below[v + 1] = below[v]! + hist[h + v]!;
    let best = 0;
    let most = -1;
    for (let v = 0; v < 256; v++) {
      const n = below[Math.min(256, v + USUAL_SPREAD + 1)]! - below[Math.max(0, v - USUAL_SPREAD)]!;
      if (n > most) {
        most = n;
        best = v;
      }
    }
    usual[x] = most >= 0.6 * height ? best : background;
  }
  const blank = new Uint8Array(height);
  const weight = new Uint32Array(height);
  const edge = Math.min(Math.floor(width / 8), Math.max(EDGE_PX, Math.round(width * 0.01)));
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let strokes = 0;
    let inside = 0;
    let wasInk = false;
    for (let x = 0; x < width; x++) {
      const d = data[row + x]! - usual[x]!;
      const ink = d > INK_TOLERANCE || d < -INK_TOLERANCE;
      if (ink) {
        if (!wasInk) strokes++;
        if (x >= edge && x < width - edge) inside++;
      }
      wasInk = ink;
    }
    blank[y] = inside ? 0 : 1;
    weight[y] = strokes;
  }
  return { blank, weight };
}

/**
 * Where to cut an image `height` rows tall into about `bands` horizontal bands: each cut is a run
 * of at least MIN_GAP_PX blank rows (the longest one within a quarter band of the ideal place,
 * the nearer of equals), so no line of text is ever cut. The ideal places share the rows' `weight`
 * (strokes of ink per row) equally between the bands, so each holds about as much text (evenly spaced rows
 * without weights). Returns the bands as [top, bottom) rows; each band keeps the whole blank run at
 * its cut edge as margin (the runs are blank, so nothing is read twice). Fewer bands when the image
 * has no suitable gaps; one when it has none.
 */
export function planBands(
  blank: Uint8Array,
  bands: number,
  weight?: Uint32Array,
): { top: number; bottom: number }[] {
  const height = blank.length;
  const ideals = idealCuts(height, bands, weight);
  const runs: { start: number; end: number }[] = [];
  for (let y = 0; y < height;) {
    if (!blank[y]) {
      y++;
      continue;
    }
    const start = y;
    while (y < height && blank[y]) y++;
    // Runs touching the top or bottom are margins, not gaps between lines.
    if (start > 0 && y < height && y - start >= MIN_GAP_PX) runs.push({ start, end: y });
  }
  const out: { top: number; bottom: number }[] = [];
  const step = height / bands;
  let top = 0;
  let lastEnd = 0;
  for (let k = 1; k < bands; k++) {
    const ideal = ideals[k - 1]!;
    let best: { start: number; end: number } | undefined;
    for (const run of runs) {
      const mid = (run.start + run.end) / 2;
      if (run.start < lastEnd || Math.abs(mid - ideal) > step / 4) continue;
      const len = run.end - run.start;
      const bestLen = best ? best.end - best.start : -1;
      const nearer = best && Math.abs(mid - ideal) < Math.abs((best.start + best.end) / 2 - ideal);
      if (len > bestLen || (len === bestLen && nearer)) best = run;
    }
    if (!best) continue;
    out.push({ top, bottom: best.end });
    top = best.start;
    lastEnd = best.end;
  }
  out.push({ top, bottom: height });
  return out;
}

/** How many runs of inked rows (text lines, roughly) there are. */
export function inkedRuns(blank: Uint8Array): number {
  let runs = 0;
  for (let y = 0; y < blank.length; y++) if (!blank[y] && (y === 0 || blank[y - 1])) runs++;
  return runs;
}

/** The rows where cumulative weight reaches 1/bands, 2/bands, …; evenly spaced rows without weight. */
function idealCuts(height: number, bands: number, weight?: Uint32Array): number[] {
  let total = 0;
  if (weight) for (const w of weight) total += w;
  if (!total) return Array.from({ length: bands - 1 }, (_, k) => ((k + 1) * height) / bands);
  const cuts: number[] = [];
  let sum = 0;
  for (let y = 0; y < height && cuts.length < bands - 1; y++) {
    sum += weight![y]!;
    while (cuts.length < bands - 1 && sum >= ((cuts.length + 1) * total) / bands) cuts.push(y + 1);
  }
  return cuts;
}

import 'server-only';

/** A run of text items on one baseline with no wide gap: a word group as a reader sees it. */
export type LayoutFragment = {
  text: string;
  page: number;
  x: number;
  right: number;
  /** Left edge of the text after a leading bullet glyph (x when there is none). */
  textX: number;
  y: number;
  size: number;
  bold: boolean;
  italic: boolean;
  font: string;
  /** Icon-font glyphs stood in front of it (a contact field's icon). */
  icon: boolean;
};

/**
 * A line of a resume as laid out: its cells (parts apart by a wide gap: "Title  …  Jan 2020 – now"),
 * its kind by layout (a heading by size, weight or capitals; a bullet by glyph), and its place.
 */
export type LayoutLine = {
  cells: string[];
  kind: 'heading' | 'bullet' | 'text';
  page: number;
  /** Column index on the page (0 when one column); lines of one column read in order. */
  column: number;
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
  /** Left edge of the text after a bullet glyph (wrapped bullet lines start here). */
  textX: number;
  /** Lines joined into this one (wrapped lines read back as one). */
  joined: number;
  /** Left edge of the last cell (a "Label: | value" line's value wraps to it). */
  lastCellX?: number;
};

// Column order on synthetic fragments: a banner centred above two columns is read first, even
// when a small line sits above it in one column.
import { describe, expect, it } from 'vitest';
import type { LayoutFragment } from './layout-line';
import { orderPdfColumns } from './order-pdf-columns';

const frag = (text: string, x: number, y: number, w = 120, size = 10): LayoutFragment => ({
  text,
  page: 1,
  x,
  right: x + w,
  textX: x,
  y,
  size,
  bold: false,
  italic: false,
  font: 'F1',
  icon: false,
});

/** A narrow left column (x 40–200) and a wide right one (x 230–560), 12 lines each, on their own line grids. */
const columns = [
  ...Array.from({ length: 12 }, (_, i) => frag(`left ${i}`, 40, 150 + i * 40, 150)),
  ...Array.from({ length: 12 }, (_, i) => frag(`right ${i}`, 230, 167 + i * 40, 330)),
];

describe('orderPdfColumns', () => {
  it('reads the centred name and contact line above the columns first, with the banner lines that fit in one column', () => {
    const order = orderPdfColumns(
      [
        frag('Last updated in January', 450, 30, 110, 7),
        frag('Ada Lovelace', 180, 60, 250, 30),
        frag('ada.dev', 260, 80, 60),
        frag('ada@example.com | 555 0100', 170, 100, 270),
        ...columns,
        frag('page footer across the columns', 150, 700, 300),
      ],
      612,
      792,
    ).map((c) => c.fragments.map((f) => f.text));
    // Short banner lines that fit on one side of the gutter are the banner's too.
    expect(order[0]).toEqual([
      'Last updated in January',
      'Ada Lovelace',
      'ada.dev',
      'ada@example.com | 555 0100',
    ]);
    expect(order.at(-1)).toEqual(['page footer across the columns']);
    expect(order[1]).toEqual(Array.from({ length: 12 }, (_, i) => `left ${i}`));
  });
});

// Page rules on synthetic layout lines: running headers and columns that run on across pages.
import { describe, expect, it } from 'vitest';
import { dropPageFurniture } from './drop-page-furniture';
import type { LayoutLine } from './layout-line';
import { threadPageColumns } from './thread-page-columns';

const line = (
  text: string,
  page: number,
  column: number,
  x: number,
  y: number,
  kind: LayoutLine['kind'] = 'text',
  right = x + 150,
): LayoutLine => ({
  cells: [text],
  kind,
  page,
  column,
  x,
  right,
  y,
  size: 10,
  bold: false,
  textX: x,
  joined: 0,
});
const texts = (lines: LayoutLine[]) => lines.map((l) => l.cells[0]);

describe('dropPageFurniture', () => {
  it('drops a line that repeats, in a margin, what an earlier page showed in a margin', () => {
    const lines = [
      line('Jane Doe', 0, 0, 50, 40),
      line('Research and Development', 0, 0, 50, 400),
      line('Jane Doe', 1, 1, 50, 40),
      // A company line at the top of page 2 that page 1 showed in its body: content.
      line('Research and Development', 1, 1, 50, 60),
    ];
    expect(texts(dropPageFurniture(lines, [792, 792]))).toEqual([
      'Jane Doe',
      'Research and Development',
      'Research and Development',
    ]);
  });

  it('drops a footer that stands at the foot of two pages, on the first page too', () => {
    const lines = [
      line('Site Reliability Engineer | Feb 2021', 0, 0, 50, 700),
      {
        ...line('February 10, 2026', 0, 0, 50, 780),
        cells: ['February 10, 2026', 'Jane Doe · CV', '1'],
      },
      line('Acme | Seoul', 1, 1, 50, 60),
      {
        ...line('February 10, 2026', 1, 1, 50, 780),
        cells: ['February 10, 2026', 'Jane Doe · CV', '2'],
      },
      // A line at the foot of one page only stays.
      line('Last line of the résumé', 1, 1, 50, 760),
    ];
    expect(texts(dropPageFurniture(lines, [792, 792]))).toEqual([
      'Site Reliability Engineer | Feb 2021',
      'Acme | Seoul',
      'Last line of the résumé',
    ]);
  });

  it('keeps the first of footers that carry contact details', () => {
    const lines = [
      line('Engineer | 2019 – 2021', 0, 0, 50, 700),
      {
        ...line('jane@example.com', 0, 0, 50, 780),
        cells: ['jane@example.com', '+1 415 555 0134'],
      },
      line('Analyst | 2017 – 2019', 1, 1, 50, 100),
      {
        ...line('jane@example.com', 1, 1, 50, 780),
        cells: ['jane@example.com', '+1 415 555 0134'],
      },
    ];
    expect(texts(dropPageFurniture(lines, [792, 792]))).toEqual([
      'Engineer | 2019 – 2021',
      'jane@example.com',
      'Analyst | 2017 – 2019',
    ]);
  });

  it('keeps two like lines at the top of one page', () => {
    const lines = [
      line('Intro', 0, 0, 50, 300),
      line('2017 Silver Prize', 1, 1, 50, 40),
      line('2013 Silver Prize', 1, 1, 50, 60),
    ];
    expect(texts(dropPageFurniture(lines, [792, 792]))).toHaveLength(3);
  });
});

describe('threadPageColumns', () => {
  const sidebarLayout = () => [
    // Page 1: main column (read first: it holds the name), then the sidebar.
    line('EXPERIENCE', 0, 0, 200, 100, 'heading', 560),
    line('Engineer | 2020 – 2022', 0, 0, 200, 120, 'text', 560),
    line('SKILLS', 0, 1, 30, 100, 'heading', 150),
    line('Python', 0, 1, 30, 120, 'text', 150),
    // Page 2: the sidebar opens with a heading; the main column runs on without one.
    line('EDUCATION', 1, 2, 30, 50, 'heading', 150),
    line('B.S. Physics', 1, 2, 30, 70, 'text', 150),
    line('Acme Corp', 1, 3, 200, 50, 'text', 560),
    line('Analyst | 2018 – 2020', 1, 3, 200, 70, 'text', 560),
  ];

  it('reads a column that starts a page without a heading right after the column it continues', () => {
    expect(texts(threadPageColumns(sidebarLayout()))).toEqual([
      'EXPERIENCE',
      'Engineer | 2020 – 2022',
      'Acme Corp',
      'Analyst | 2018 – 2020',
      'SKILLS',
      'Python',
      'EDUCATION',
      'B.S. Physics',
    ]);
  });

  it('leaves a column that opens with a heading, and a one-column document, in page order', () => {
    const headed = sidebarLayout().map((l) =>
      l.cells[0] === 'Acme Corp' ? { ...l, kind: 'heading' as const } : l,
    );
    expect(texts(threadPageColumns(headed))).toEqual(texts(headed));
    const single = [
      line('EXPERIENCE', 0, 0, 50, 100, 'heading', 560),
      line('Engineer', 0, 0, 50, 120, 'text', 560),
      line('Acme Corp', 1, 1, 50, 50, 'text', 560),
    ];
    expect(texts(threadPageColumns(single))).toEqual(texts(single));
  });

  it('reads a one-column page after a page with a sidebar right after the main column', () => {
    const lines = sidebarLayout().filter((l) => l.page === 0);
    lines.push(line('Built the whole platform.', 1, 2, 30, 50, 'text', 560));
    expect(texts(threadPageColumns(lines))).toEqual([
      'EXPERIENCE',
      'Engineer | 2020 – 2022',
      'Built the whole platform.',
      'SKILLS',
      'Python',
    ]);
  });

  it('does not thread a full-width column into a narrower one with the same left edge', () => {
    const lines = [
      line('SKILLS', 0, 0, 30, 100, 'heading', 150),
      line('Python', 0, 0, 30, 120, 'text', 150),
      line('EXPERIENCE', 0, 1, 200, 100, 'heading', 560),
      line('Engineer', 0, 1, 200, 120, 'text', 560),
      line('Built the whole platform.', 1, 2, 30, 50, 'text', 560),
    ];
    expect(texts(threadPageColumns(lines))).toEqual(texts(lines));
  });
});

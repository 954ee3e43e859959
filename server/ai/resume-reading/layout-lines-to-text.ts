import 'server-only';
import type { LayoutLine } from './layout-line';

/** Layout lines as text for the section and entry rules: bullets as "• ", cells apart with " | ". */
export function layoutLinesToText(lines: LayoutLine[]): string {
  return lines.map((l) => (l.kind === 'bullet' ? '• ' : '') + l.cells.join(' | ')).join('\n');
}

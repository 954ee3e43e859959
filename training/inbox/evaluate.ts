// Per-kind precision and recall of a classifier over labelled emails, printed as a table.
import { KINDS, type Kind } from './generate-emails';

export type Scored = { truth: Kind; predicted: Kind };
export type KindFigures = { kind: Kind; support: number; precision: number; recall: number };

export function perKind(rows: Scored[]): KindFigures[] {
  return KINDS.map((kind) => {
    const predicted = rows.filter((r) => r.predicted === kind);
    const actual = rows.filter((r) => r.truth === kind);
    const hits = predicted.filter((r) => r.truth === kind).length;
    return {
      kind,
      support: actual.length,
      precision: predicted.length ? hits / predicted.length : NaN,
      recall: actual.length ? hits / actual.length : NaN,
    };
  });
}

export function printFigures(title: string, rows: Scored[]): void {
  const accuracy = rows.filter((r) => r.truth === r.predicted).length / Math.max(1, rows.length);
  console.log(`\n${title}: ${rows.length} emails, accuracy ${(accuracy * 100).toFixed(1)} %`);
  const fmt = (x: number) => (Number.isNaN(x) ? '   -' : x.toFixed(2).padStart(5));
  for (const f of perKind(rows)) {
    console.log(
      `  ${f.kind.padEnd(13)} n=${String(f.support).padStart(4)}  precision ${fmt(f.precision)}  recall ${fmt(f.recall)}`,
    );
  }
}

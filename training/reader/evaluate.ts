// Figures for a labeller on labelled documents: line accuracy, macro-F1 over the labels that
// occur, per-label recall, per-template accuracy.
import { documentFeatures } from './line-features';
import { loadLabeller, type LabellerModel } from './line-labeller';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';

export type LabelledDoc = {
  template: string;
  lines: LayoutLine[];
  labels: string[];
  /** The parts of each entry-head line with their labels (absent for the real CVs). */
  spans?: { line: number; texts: string[]; labels: string[] }[];
};
export type Figures = {
  lines: number;
  accuracy: number;
  macroF1: number;
  perLabel: Record<string, { n: number; recall: number; precision: number }>;
  perTemplate: Record<string, number>;
  msPerDoc: number;
};

/**
 * The label's group: every line of an entry's head (role, organisation, dates, place, degree,
 * institution, alone or together) is "entry", every heading "heading". Truth taken from a real
 * CV's fields cannot tell an institution line from an institution-and-place line, so the real-CV
 * figures are given in groups too.
 */
export function labelGroup(label: string): string {
  if (label.startsWith('heading_')) return 'heading';
  if (['entry_head', 'role', 'org', 'date', 'location', 'degree', 'institution'].includes(label))
    return 'entry';
  return label;
}

/**
 * Scores `model` on `docs`; lines whose truth is in `skip` are not counted (partial truth); with
 * `grouped`, a label counts as right when it is in the truth's group (labelGroup).
 */
export function evaluate(
  model: LabellerModel,
  docs: LabelledDoc[],
  skip: string[] = [],
  grouped = false,
): Figures {
  const labeller = loadLabeller(model);
  const tp = new Map<string, number>();
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  const inc = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  const byTemplate = new Map<string, [number, number]>();
  let right = 0;
  let all = 0;
  let ms = 0;
  for (const d of docs) {
    const t0 = performance.now();
    const got = labeller.label(documentFeatures(d.lines));
    ms += performance.now() - t0;
    const t = byTemplate.get(d.template) ?? [0, 0];
    d.labels.forEach((want, i) => {
      if (skip.includes(want)) return;
      const g = grouped && labelGroup(got[i]!.label) === labelGroup(want) ? want : got[i]!.label;
      all++;
      t[1]++;
      if (g === want) {
        right++;
        t[0]++;
        inc(tp, want);
      } else {
        inc(fp, g);
        inc(fn, want);
      }
    });
    byTemplate.set(d.template, t);
  }
  const perLabel: Figures['perLabel'] = {};
  const f1s: number[] = [];
  for (const l of model.labels) {
    const t = tp.get(l) ?? 0;
    const n = t + (fn.get(l) ?? 0);
    if (!n) continue;
    const recall = t / n;
    const precision = t / Math.max(1, t + (fp.get(l) ?? 0));
    perLabel[l] = { n, recall, precision };
    f1s.push(recall + precision ? (2 * recall * precision) / (recall + precision) : 0);
  }
  return {
    lines: all,
    accuracy: right / Math.max(1, all),
    macroF1: f1s.reduce((a, b) => a + b, 0) / Math.max(1, f1s.length),
    perLabel,
    perTemplate: Object.fromEntries([...byTemplate].map(([k, [a, b]]) => [k, a / Math.max(1, b)])),
    msPerDoc: ms / Math.max(1, docs.length),
  };
}

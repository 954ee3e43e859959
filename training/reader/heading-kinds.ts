// Two stages for headings (ADR 235): the line labeller says that a line is a heading; what kind of
// section it opens is a second model's call, from the heading's own words and the lines under it
// only — the lines above belong to the section before and, in a linear model, drowned the heading
// lexicon ("Work Experience" under a skills list was read as a skills heading).
import type { Doc, loadLabeller } from './line-labeller';

export const headingKinds = [
  'heading_experience',
  'heading_education',
  'heading_skills',
  'heading_summary',
  'heading_other',
] as const;

/** The features a heading's kind is read from: the line's own and the next line's. */
export const kindFeature = (f: string) => !/^(p|pp):|^(sec|secpos):/.test(f);

/** Training rows: every heading line of the documents, with its kind. */
export function headingDocs(docs: Doc[]): Doc[] {
  return docs.map((d) => ({
    template: d.template,
    lines: d.lines
      .filter((e) => e.label.startsWith('heading_'))
      .map((e) => ({ label: e.label, features: e.features.filter(kindFeature) })),
  }));
}

export type LineLabel = { label: string; confidence: number };

/** Line labels with each heading's kind taken from the kind model. */
export function labelWithKinds(
  lineModel: ReturnType<typeof loadLabeller>,
  kindModel: ReturnType<typeof loadLabeller> | null,
  features: string[][],
): LineLabel[] {
  const got = lineModel.label(features);
  if (!kindModel) return got;
  return got.map((g, i) => {
    if (!g.label.startsWith('heading_')) return g;
    const [kind] = kindModel.label([features[i]!.filter(kindFeature)]);
    return { label: kind!.label, confidence: g.confidence * kind!.confidence };
  });
}

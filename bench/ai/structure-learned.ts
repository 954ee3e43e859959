// The learned reader's parts for the structure benches' experiment runs (ADR 210, ADR 235), on the
// layout lines an upload's reading gives, with the committed models (training/reader/*.json;
// LINE_MODEL, KIND_MODEL, SPAN_MODEL name others, e.g. a --smoke run's):
//   --learned   experience, education and skills assembled from the line labels, the headings'
//               kinds and the head lines' parts (training/reader/assemble-resume.ts); header
//               fields stay the rules'. Section kinds are decided over whole headings
//               (training/reader/section-kinds.ts; NO_SECTIONS=1 takes the heading-kind model's
//               call as it is, as ADR 235 measured).
//   --headings  the rule-based structurer, but section headings as the labeller reads them: a
//               line it labels a heading of a kind opens a section of that kind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resume } from '@/lib/resume/resume-schema';
import { normalizeText } from '@/server/documents/normalize-text';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { layoutHints } from '@/server/ai/resume-reading/layout-hints';
import { headingKey } from '@/server/ai/resume-reading/split-resume-sections';
import { structureResumeLocal } from '@/server/ai/structure/structure-resume-local';
import { assembleResume } from '@/training/reader/assemble-resume';
import { documentFeatures } from '@/training/reader/line-features';
import { labelWithKinds } from '@/training/reader/heading-kinds';
import { readSections } from '@/training/reader/section-kinds';
import { loadLabeller, type LabellerModel } from '@/training/reader/line-labeller';

const modelFile = (name: string, env?: string) =>
  loadLabeller(
    JSON.parse(
      readFileSync(env ?? path.resolve(import.meta.dirname, '../../training/reader', name), 'utf8'),
    ) as LabellerModel,
  );
const labeller = modelFile('model.json', process.env.LINE_MODEL);
const kinds = modelFile('heading-kind-model.json', process.env.KIND_MODEL);

const spans = modelFile('span-model.json', process.env.SPAN_MODEL);

const labelsOf = (lines: LayoutLine[]) =>
  labelWithKinds(labeller, kinds, documentFeatures(lines)).map((l) => l.label);

/** `rules` with its experience, education and skills replaced by the ones assembled from labels. */
export function readLearned(
  rules: Resume,
  lines: LayoutLine[],
  sections = !process.env.NO_SECTIONS,
): Resume {
  const features = documentFeatures(lines);
  const got = labelWithKinds(labeller, kinds, features);
  const read = sections ? readSections(lines, got) : { lines, labels: got.map((l) => l.label) };
  const assembled = assembleResume(read.lines, read.labels, spans);
  const out = { ...rules };
  out.experience = assembled.experience;
  out.education = assembled.education;
  out.skills = assembled.skills;
  return out;
}

const canonical: Record<string, string> = {
  heading_experience: 'Experience',
  heading_education: 'Education',
  heading_skills: 'Skills',
  heading_summary: 'Summary',
};

export function readWithLearnedHeadings(lines: LayoutLine[]): Resume {
  if (!lines.length) return structureResumeLocal('');
  const labels = labelsOf(lines);
  const text = lines.map((l, i) => {
    const own = (l.kind === 'bullet' ? '• ' : '') + l.cells.join(' | ');
    const kind = canonical[labels[i]!];
    return kind && headingKey(own) !== headingKey(kind) ? kind : own;
  });
  const normal = normalizeText(text.join('\n'));
  const hints = layoutHints(lines);
  const headings = new Set(hints.headings);
  text.forEach((t, i) => labels[i]!.startsWith('heading_') && headings.add(normalizeText(t)));
  return structureResumeLocal(normal, { ...hints, headings });
}

// The template families the learned reader never sees in training: the figures on them
// (training/reader/train.ts, bench/ai/structure-heldout.ts) are for layouts it has not seen.
export const heldOutFamilies = [
  'margin-headings',
  'tabular',
  'sidebar-right-dark',
  'drawn-dates-left',
  'moderncv-banking',
  'docx-table',
  'piped',
];

import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import { listResumeLines } from '../list-resume-lines';
import { summarySentences } from './summary-changes';
import { findInventedClaims } from './find-invented-claims';
import type { ProposedChange, TailoringOp } from './tailoring-change';

export type AppliedTailoring = {
  resume: Resume;
  /** The ids actually applied: accepted changes the final check did not have to take back. */
  applied: string[];
};

const permute = <T>(list: T[], order: number[]): T[] => {
  const seen = new Set(order);
  return [
    ...order.filter((i) => i < list.length).map((i) => list[i]!),
    ...list.filter((_, i) => !seen.has(i)),
  ];
};

function applyOps(master: Resume, ops: TailoringOp[]): Resume {
  const out = structuredClone(master);
  for (const op of ops) {
    if (op.type === 'bullets') {
      const entry = (out[op.section] as ResumeEntry[] | undefined)?.[op.entry];
      if (entry?.achievements) entry.achievements = permute(entry.achievements, op.order);
    } else if (op.type === 'sections') {
      out.order = [...op.order];
    }
  }
  // Summary: its kept sentences in their new order, then the evidence sentence.
  const sentences = ops.find((op) => op.type === 'summary-sentences');
  const evidence = ops.find((op) => op.type === 'summary-evidence');
  if (sentences || evidence) {
    const all = summarySentences(master);
    const kept = sentences ? sentences.order.flatMap((i) => all[i] ?? []) : all;
    out.summary = [...kept, ...(evidence ? [evidence.sentence] : [])].join(' ');
  }
  // Skills: renames by the master's indices, then the posting's skills to the front, then additions before them.
  const categories = new Set(
    ops.flatMap((op) =>
      op.type.startsWith('skill-') ? [(op as { category: string }).category] : [],
    ),
  );
  for (const category of categories) {
    const original = master.skills?.[category] ?? [];
    let list = original.map((skill, i) => {
      const rename = ops.find(
        (op) => op.type === 'skill-rename' && op.category === category && op.index === i,
      ) as Extract<TailoringOp, { type: 'skill-rename' }> | undefined;
      return rename?.to ?? skill;
    });
    const order = ops.find((op) => op.type === 'skill-order' && op.category === category) as
      Extract<TailoringOp, { type: 'skill-order' }> | undefined;
    if (order) list = permute(list, order.front);
    const added = ops.flatMap((op) =>
      op.type === 'skill-add' && op.category === category ? [op.skill] : [],
    );
    out.skills = { ...(out.skills ?? {}), [category]: [...added, ...list] };
  }
  return out;
}

/**
 * The tailored resume: the master with the accepted changes applied (others ignored; unknown ids
 * are the caller's to refuse). A final check grounds the whole result against the master and takes
 * back any accepted change that would bring in a claim the master lacks.
 */
export function applyTailoring(
  master: Resume,
  changes: ProposedChange[],
  acceptedIds: Iterable<string>,
): AppliedTailoring {
  const wanted = new Set(acceptedIds);
  let accepted = changes.filter((c) => wanted.has(c.id));
  for (;;) {
    const resume = applyOps(
      master,
      accepted.map((c) => c.op),
    );
    const text = listResumeLines(resume)
      .map((l) => l.text)
      .join('\n');
    const invented = findInventedClaims(master, text);
    if (!invented.length) return { resume, applied: accepted.map((c) => c.id) };
    const culprits = accepted.filter((c) =>
      invented.some((claim) =>
        c.after.some((line) => line.toLowerCase().includes(claim.text.toLowerCase())),
      ),
    );
    // Nothing to blame (the check disagrees with itself): apply nothing rather than guess.
    if (!culprits.length) return { resume: structuredClone(master), applied: [] };
    accepted = accepted.filter((c) => !culprits.includes(c));
  }
}

import 'server-only';
// A skills section made into named categories, and the key-skill lines and bands found elsewhere.
import { type ResumeSkills } from '@/lib/resume/resume-schema';
import { findTerms } from '../job-terms/find-terms';
import { clip, locationOnly } from '../resume-reading/resume-line-patterns';
import { roleNounPattern } from '../lexicon/word-lists';
import { skillLabelPattern } from '../lexicon/skill-labels';
import { type ResumeSection } from '../resume-reading/split-resume-sections';
import { isSentenceLine } from './resume-drafts';

/** A rating or time span printed after a skill: "★4", "?3" (a star a font did not map), "(4/5)", "5+ yrs", "3 years". */
const ratingPattern =
  /\s*(?:[?★☆⋆✱*]\s*\d+(?:[.,]\d+)?(?=\s|,|$)|\(\s*\d+(?:[.,]\d+)?\s*\/\s*\d+\s*\)|\b\d+(?:[.,]\d+)?\s*\/\s*(?:5|10)(?=\s*(?:[,|]|$))|(?:\s\|)?\s*\b\d+\+?\s*(?:years?|yrs?)\.?(?=\s*(?:[,|]|$)))/gi;

/** A section's skills; `wrapsJoined` when the layout reader already joined wrapped lines (then a lower-case line is an item of its own: "good manners"). */
export function skillsMap(
  section: Pick<ResumeSection, 'lines'>,
  wrapsJoined = false,
  category = 'Skills',
): ResumeSkills {
  const skills: ResumeSkills = {};
  const add = (label: string, items: string[]) => {
    const key = clip(label.trim() || 'Skills', 100);
    const list = (skills[key] ??= []);
    for (const item of items) {
      // A cell edge left on an item ("| Persuasive") is no part of it.
      const s = clip(item.trim().replace(/^[•·|\-]\s*|\s*\|$|[.;]$/g, ''), 100);
      if (s && !list.includes(s) && list.length < 200) list.push(s);
    }
  };
  const lines: string[] = [];
  for (const raw of section.lines) {
    const line = raw
      .replace(/^•\s*/, '')
      // A label and its list in two cells ("Languages: | Python, Go", "Backend | Koa, Express"):
      // a short first cell, then one cell with a comma list (not "HTML | CSS | Python").
      .replace(
        /^([^|:,\d]{2,40}?)(:?)\s+\|\s+(?=[^|]*,[^|]*$)/,
        (whole, label: string, colon: string) =>
          colon || skillLabelPattern.test(label.trim()) || label.trim().split(/\s+/).length <= 3
            ? `${label.trim()}: `
            : whole,
      )
      // A rating after an item ("lovely ★4 narcissistic ★3", "Python (5/5)", "Django | 5+ yrs"): not an item.
      .replace(ratingPattern, ', ')
      .replace(/^[,\s]+|[,\s]+$/g, '');
    if (!line) continue;
    // A wrapped list ("…, and Machine Learning basics") continues the line before.
    if (lines.length && !wrapsJoined && /^(and |or |[a-z])/.test(line))
      lines[lines.length - 1] += ` ${line}`;
    else lines.push(line);
  }
  for (const line of lines) {
    const labelled = /^([A-Za-z][\w &/+.-]{1,40}?)\s*[:–—]\s*(.+)$/.exec(line);
    if (labelled) {
      add(labelled[1]!, labelled[2]!.split(/,\s*|;\s*|\s+[|•·]\s+/));
      continue;
    }
    // "DevOps AWS, Docker, Kubernetes" (a category word, then a list).
    const spaced = /^([A-Z][\w&/+.-]*(?: [A-Z][\w&/+.-]*)?)\s+([A-Z].*,.*)$/.exec(line);
    // …unless the first words are one term ("RESTful APIs, Git, …" is a list, not a category "RESTful").
    const first = findTerms(line)[0];
    const termSpansCategory = first && first.start === 0 && first.end > (spaced?.[1]?.length ?? 0);
    if (
      spaced &&
      spaced[1]!.split(' ').length <= 2 &&
      !spaced[1]!.includes(',') &&
      !termSpansCategory
    ) {
      add(spaced[1]!, spaced[2]!.split(/,\s*/));
      continue;
    }
    add(category, line.split(/,\s*|;\s*|\s+[|•·]\s+/));
  }
  return skills;
}

/** Two skills maps as one: a category both have keeps the items of both. */
export function mergeSkills(a: ResumeSkills, b: ResumeSkills): ResumeSkills {
  const out: ResumeSkills = { ...a };
  for (const [category, items] of Object.entries(b))
    out[category] = [...new Set([...(out[category] ?? []), ...items])].slice(0, 200);
  return out;
}

/** "Tech: Meteor, Git", "Languages: | Python, Go" in a profile block: a skill label, then a list of two or more. */
export function skillKeyValue(line: string): boolean {
  const m = /^([^:|]{2,40}?)\s*:\s*(?:\|\s*)?(.+)$/.exec(line.replace(/^•\s*/, ''));
  return (
    !!m &&
    skillLabelPattern.test(m[1]!.trim()) &&
    m[2]!.split(/,|;|\s\|\s/).filter((i) => i.trim()).length >= 2 &&
    !isSentenceLine(m[2]!)
  );
}

/**
 * A band of key skills near the top ("Python | Cloud | Data Pipelines | Mentoring"):
 * four or more short items between bars or bullets, none a contact detail or a place, and not a
 * tagline of job titles ("Engineer | Speaker | Team Lead | Mentor").
 */
export function keySkillBand(line: string): string[] | null {
  const items = line
    .split(/\s+[|•·]\s+/)
    .map((i) => i.trim())
    .filter(Boolean);
  if (items.length < 4) return null;
  const short = items.every(
    (i) =>
      i.length <= 40 &&
      i.split(/\s+/).length <= 4 &&
      !/[@/]|https?:|www\.|\d{3}/i.test(i) &&
      !locationOnly.test(i) &&
      !isSentenceLine(i),
  );
  const titles = items.filter((i) => roleNounPattern.test(i)).length;
  return short && titles * 2 < items.length ? items : null;
}

export const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/(^|[\s/&-])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

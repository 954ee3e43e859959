import 'server-only';
import { resumeSchema, type Resume, type ResumeSkills } from '@/lib/resume/resume-schema';
import { readResumeHeader } from '../resume-reading/read-resume-header';
import { clip } from '../resume-reading/resume-line-patterns';
import { roleNounPattern } from '../lexicon/word-lists';
import { skillLabelPattern } from '../lexicon/skill-labels';
import { splitResumeSections, type ResumeSection } from '../resume-reading/split-resume-sections';
import { isSentenceLine, drafts } from './resume-drafts';
import { experienceEntry, educationEntry, namedItems, projectEntry } from './resume-entries';
import { skillsMap, mergeSkills, skillKeyValue, keySkillBand, titleCase } from './resume-skills';

/** What the layout reader saw that text alone does not say: the lines set as headings, the line set largest at the top (the name). */
export type LayoutHints = { headings: ReadonlySet<string>; name: string };

/**
 * Turns resume text into the structured resume (lib/resume/resume-schema.ts) with a heuristic parser: header fields
 * from the lines before the first heading, text sections, experience/projects/education
 * entries from date ranges and bullets, and a skills map from "Category: a, b" lines.
 */
export function structureResumeLocal(text: string, layout?: LayoutHints): Resume {
  const split = splitResumeSections(text, layout?.headings);
  // A sidebar's "Contact" block holds header details too.
  const contactLines = split.sections.filter((s) => s.key === 'contact').flatMap((s) => s.lines);
  const out: Record<string, unknown> = {
    header: readResumeHeader([...split.header.lines, ...contactLines], text, layout?.name),
  };
  const order: string[] = [];
  // A section under a heading the layout set but no known heading names, whose heading is a skill
  // label ("Tools", "Fields", "Frameworks") and whose lines are no sentences: skills of that name.
  const listed = (section: ResumeSection) =>
    section.key === 'other' &&
    skillLabelPattern.test(section.heading.trim()) &&
    section.lines.every((l) => !isSentenceLine(l));
  // A job title under the name that the layout set like a heading ("SENIOR DATA ENGINEER"): the
  // header's title, and the lines under it (no heading of their own) the summary.
  const header = out.header as Resume['header'];
  const first = split.sections[0];
  const titled =
    !header.title &&
    first?.key === 'other' &&
    first.heading.trim().split(/\s+/).length <= 6 &&
    roleNounPattern.test(first.heading) &&
    !split.sections.some((s) => s.key === 'summary');
  if (titled) header.title = clip(first.heading.trim(), 200);
  for (const section of split.sections) {
    if (!section.lines.length || section.key === 'contact') continue;
    const key = listed(section) ? 'skills' : titled && section === first ? 'summary' : section.key;
    let value: unknown;
    if (key === 'experience' || key === 'volunteering')
      value = drafts(section).map(experienceEntry);
    else if (key === 'education') value = drafts(section).slice(0, 50).map(educationEntry);
    else if (key === 'projects') value = drafts(section).flatMap(namedItems).map(projectEntry);
    else if (key === 'skills')
      value = skillsMap(
        section,
        layout !== undefined,
        listed(section) ? clip(titleCase(section.heading), 100) : 'Skills',
      );
    else
      value = clip(
        section.lines.filter((l) => key !== 'summary' || !keySkillBand(l)).join('\n'),
        10_000,
      );
    const existing = out[key];
    if (Array.isArray(existing) && Array.isArray(value))
      out[key] = [...existing, ...value].slice(0, key === 'education' ? 50 : 100);
    else if (typeof existing === 'string' && typeof value === 'string')
      out[key] = clip(`${existing}\n${value}`, 10_000);
    else if (key === 'skills' && existing)
      out[key] = mergeSkills(existing as ResumeSkills, value as ResumeSkills);
    else out[key] = value;
    if (!order.includes(key)) order.push(key);
  }
  // Skill lists given as "Label: a, b" in the header or a text section (a profile block's
  // "Tech: Meteor, Git") are skills too; the lines stay where they are.
  const keyValues = [
    ...split.header.lines,
    ...split.sections
      .filter((s) => (s.key === 'summary' || s.key === 'other') && !listed(s))
      .flatMap((s) => s.lines),
  ].filter(skillKeyValue);
  if (keyValues.length) {
    const found = skillsMap({ lines: keyValues }, layout !== undefined);
    out.skills = mergeSkills((out.skills as ResumeSkills | undefined) ?? {}, found);
    if (!order.includes('skills')) order.push('skills');
  }
  // The band sits under the name, or at the top of a first block whose heading no known one names
  // (a caps title line the layout set like a heading) or of the summary.
  const top = [
    ...split.header.lines,
    ...(first && (first.key === 'other' || first.key === 'summary') ? first.lines.slice(0, 3) : []),
  ];
  const band = top.map(keySkillBand).find(Boolean);
  if (band) {
    const found = { 'Key skills': band.map((b) => clip(b, 100)) };
    out.skills = mergeSkills(found, (out.skills as ResumeSkills | undefined) ?? {});
    if (!order.includes('skills')) order.push('skills');
  }
  out.order = order;
  return resumeSchema.parse(out);
}

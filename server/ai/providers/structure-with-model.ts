import 'server-only';
import { z } from 'zod';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { log } from '@/server/log';
import { callModel } from '@/server/model/call-model';

// Strict structured output wants every key present: nullable instead of optional.
const s = z.string().max(2000).nullable();
const entry = z.object({
  role: s,
  company: s,
  institution: s,
  degree: s,
  name: s,
  location: s,
  startDate: s,
  endDate: s,
  description: s,
  achievements: z.array(z.string().max(2000)).max(60),
  techStack: z.array(z.string().max(100)).max(60),
});
const modelResume = z.object({
  header: z.object({
    fullName: s,
    title: s,
    email: s,
    phone: s,
    location: s,
    linkedin: s,
    github: s,
    portfolio: s,
  }),
  summary: s,
  experience: z.array(entry).max(40),
  projects: z.array(entry).max(40),
  education: z.array(entry).max(20),
  skills: z
    .array(
      z.object({ category: z.string().max(100), items: z.array(z.string().max(100)).max(100) }),
    )
    .max(30),
});
type ModelResume = z.infer<typeof modelResume>;

// What a model prompted for plain JSON (no schema enforced) may leave out: missing keys are empty.
const ls = z
  .string()
  .max(2000)
  .nullish()
  .transform((v) => v ?? null);
const looseEntry = z.object({
  role: ls,
  company: ls,
  institution: ls,
  degree: ls,
  name: ls,
  location: ls,
  startDate: ls,
  endDate: ls,
  description: ls,
  achievements: z
    .array(z.string().max(2000))
    .max(60)
    .nullish()
    .transform((v) => v ?? []),
  techStack: z
    .array(z.string().max(100))
    .max(60)
    .nullish()
    .transform((v) => v ?? []),
});
const looseList = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .nullish()
    .transform((v) => v ?? []);
const noHeader = {
  fullName: null,
  title: null,
  email: null,
  phone: null,
  location: null,
  linkedin: null,
  github: null,
  portfolio: null,
};
const looseResume = z.object({
  header: z
    .object({
      fullName: ls,
      title: ls,
      email: ls,
      phone: ls,
      location: ls,
      linkedin: ls,
      github: ls,
      portfolio: ls,
    })
    .nullish()
    .transform((h) => h ?? noHeader),
  summary: ls,
  experience: looseList(looseEntry, 40),
  projects: looseList(looseEntry, 40),
  education: looseList(looseEntry, 20),
  skills: looseList(
    z.object({ category: z.string().max(100), items: z.array(z.string().max(100)).max(100) }),
    30,
  ),
});

/** The JSON shape, spelled out for servers that take no schema (JSON mode, plain prompting). */
const shapeHint =
  'Answer with one JSON object only, no prose: {"header":{"fullName","title","email","phone","location","linkedin","github","portfolio"},' +
  '"summary":string|null,"experience":[{"role","company","location","startDate","endDate","description","achievements":[],"techStack":[]}],' +
  '"projects":[{"name","description","startDate","endDate","achievements":[],"techStack":[]}],"education":[{"institution","degree","location","startDate","endDate","achievements":[]}],' +
  '"skills":[{"category":string,"items":[string]}]} — strings or null.';

const system = [
  'You convert resume text into JSON. Copy the person’s own words; never invent, merge or embellish anything.',
  'A draft made by a heuristic parser is included: keep what it got right, fix entries it split or merged wrongly,',
  'put each bullet in achievements, dates as written ("Jan 2020", "Present"). Use null for anything absent.',
].join(' ');

const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** True when most words of `value` occur in the source text: the model copied, it did not write. */
function grounded(value: string, source: Set<string>): boolean {
  const w = words(value);
  if (!w.length) return false;
  return w.filter((x) => source.has(x)).length / w.length >= 0.85;
}

function clean(value: string | null, source: Set<string>): string | undefined {
  return value && grounded(value, source) ? value.trim() : undefined;
}

function toResume(m: ModelResume, text: string, draft: Resume): Resume {
  const source = new Set(words(text));
  const list = (entries: ModelResume['experience']) =>
    entries.map((e) => {
      const out: Record<string, unknown> = {};
      for (const key of [
        'role',
        'company',
        'institution',
        'degree',
        'name',
        'location',
        'startDate',
        'endDate',
        'description',
      ] as const) {
        const v = clean(e[key], source);
        if (v) out[key] = v;
      }
      out.achievements = e.achievements.filter((a) => grounded(a, source));
      if (e.techStack.length) out.techStack = e.techStack.filter((t) => grounded(t, source));
      return out;
    });
  const header = { ...draft.header };
  for (const key of Object.keys(header) as (keyof Resume['header'])[]) {
    const v = m.header[key];
    // Contact details only when they appear verbatim; a model must not retype an email.
    if (
      v &&
      (key === 'email' ||
      key === 'phone' ||
      key === 'linkedin' ||
      key === 'github' ||
      key === 'portfolio'
        ? text.includes(v)
        : grounded(v, source))
    )
      header[key] = v;
  }
  const skills: Record<string, string[]> = {};
  for (const c of m.skills) {
    const items = c.items.filter((i) => grounded(i, source));
    if (c.category.trim() && items.length) skills[c.category.trim()] = items;
  }
  return resumeSchema.parse({
    ...draft,
    header,
    summary: clean(m.summary, source) ?? draft.summary,
    experience: m.experience.length ? list(m.experience) : draft.experience,
    projects: m.projects.length ? list(m.projects) : draft.projects,
    education: m.education.length ? list(m.education) : draft.education,
    skills: Object.keys(skills).length ? skills : draft.skills,
  });
}

/**
 * Lets the configured model correct the heuristic structure, keeping only what it copied from the
 * resume text (the model client's structured → JSON-mode → plain-text fallback, ADR 205). Any
 * failure, timeout or unusable answer → the draft.
 */
export async function structureWithModel({
  text,
  draft,
}: {
  text: string;
  draft: Resume;
}): Promise<Resume> {
  const answer = await callModel(
    modelResume,
    {
      system,
      shapeHint,
      user: JSON.stringify({ resume_text: text.slice(0, 20_000), heuristic_draft: draft }),
    },
    { name: 'resume_structure', temperature: 0, lenient: looseResume },
  );
  if (!answer.ok) {
    log.warn(
      { reason: answer.reason },
      'AI model gave no usable structure; using the heuristic parser',
    );
    return draft;
  }
  try {
    return toResume(answer.value, text, draft);
  } catch (error) {
    log.warn({ err: error }, 'AI model could not structure the resume; using the heuristic parser');
    return draft;
  }
}

import 'server-only';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { env } from '@/server/env';
import { log } from '@/server/log';

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
  header: z.object({ fullName: s, title: s, email: s, phone: s, location: s, linkedin: s, github: s, portfolio: s }),
  summary: s,
  experience: z.array(entry).max(40),
  projects: z.array(entry).max(40),
  education: z.array(entry).max(20),
  skills: z.array(z.object({ category: z.string().max(100), items: z.array(z.string().max(100)).max(100) })).max(30),
});
type ModelResume = z.infer<typeof modelResume>;

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
      for (const key of ['role', 'company', 'institution', 'degree', 'name', 'location', 'startDate', 'endDate', 'description'] as const) {
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
    if (v && (key === 'email' || key === 'phone' || key === 'linkedin' || key === 'github' || key === 'portfolio' ? text.includes(v) : grounded(v, source))) header[key] = v;
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
 * Lets the configured model correct the heuristic structure (structured output), keeping only
 * what it copied from the resume text. Any failure, timeout or unusable answer → the draft.
 */
export async function structureWithModel({ text, draft }: { text: string; draft: Resume }): Promise<Resume> {
  const e = env();
  const client = new OpenAI({ apiKey: e.OPENAI_API_KEY ?? 'not-needed', baseURL: e.OPENAI_BASE_URL, timeout: e.OPENAI_TIMEOUT_MS, maxRetries: 0 });
  try {
    const res = await client.chat.completions.parse(
      {
        model: e.OPENAI_MODEL,
        temperature: 0,
        response_format: zodResponseFormat(modelResume, 'resume_structure'),
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: JSON.stringify({ resume_text: text.slice(0, 20_000), heuristic_draft: draft }) },
        ],
      },
      { signal: AbortSignal.timeout(e.OPENAI_TIMEOUT_MS) },
    );
    const parsed = res.choices[0]?.message.parsed;
    if (!parsed) return draft;
    return toResume(parsed, text, draft);
  } catch (error) {
    log.warn({ err: error }, 'AI model could not structure the resume; using the heuristic parser');
    return draft;
  }
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { listResumeLines } from '../list-resume-lines';
import { applyTailoring } from './apply-tailoring';
import { findInventedClaims } from './find-invented-claims';
import { guardTailoringChanges } from './guard-tailoring-changes';
import { proposeTailoring } from './propose-tailoring';
import type { ProposedChange } from './tailoring-change';

const fixture = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
// The fixture resume with its skills written less tidily: "JS" for JavaScript, Playwright and
// GitHub Actions only in a bullet, the posting's skills not first in their lists.
const master: Resume = resumeSchema.parse({
  ...fixture,
  skills: {
    Languages: ['HTML', 'CSS', 'JS', 'TypeScript'],
    Frameworks: ['React', 'Next.js', 'Node.js'],
    Tools: ['Docker', 'Jest'],
  },
});
const posting = `${readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8')}
- Strong JavaScript, CI with GitHub Actions
- Rust, Kubernetes and AWS Certified Solutions Architect are a plus
- PhD in Physics preferred; 10+ years at Google or Meta`;

const textOf = (resume: Resume) =>
  listResumeLines(resume)
    .map((l) => l.text)
    .join('\n');

describe('proposeTailoring', () => {
  it('never renames a skill to a broader word the lexicon counts as it ("Docker" is not "containers")', () => {
    const withDocker = resumeSchema.parse({ ...fixture, skills: { Tools: ['Docker', 'Jest'] } });
    const wanted = `${posting}\n- You will run containers in production`;
    const renames = proposeTailoring(withDocker, wanted).changes.filter(
      (c) => c.kind === 'reword-skill',
    );
    expect(renames.map((c) => c.after)).not.toContainEqual(['containers']);
    expect(renames.every((c) => c.before[0] !== 'Docker')).toBe(true);
  });

  const proposal = proposeTailoring(master, posting);
  const byId = new Map(proposal.changes.map((c) => [c.id, c]));

  it('proposes every kind of change, each pointing to a line of the master resume', () => {
    expect(new Set(proposal.changes.map((c) => c.kind))).toEqual(
      new Set([
        'reword-skill',
        'surface-skill',
        'reorder-bullets',
        'reorder-sections',
        'summary-evidence',
      ]),
    );
    const lines = listResumeLines(master).map((l) => l.text);
    for (const c of proposal.changes) {
      expect(lines, c.id).toContain(c.source.text);
      expect(c.reason, c.id).not.toBe('');
    }
    expect(proposal.dropped).toEqual([]);
  });

  it('renames a skill only to the posting’s word for the same skill', () => {
    expect(byId.get('skill-rename:Languages.2')).toMatchObject({
      kind: 'reword-skill',
      path: 'skills.Languages[2]',
      before: ['JS'],
      after: ['JavaScript'],
    });
    expect(proposal.changes.filter((c) => c.kind === 'reword-skill')).toHaveLength(1);
  });

  it('surfaces the posting’s skills the resume has: first in their list, and from the work into Skills', () => {
    expect(byId.get('skill-order:Languages')?.after).toEqual(['JS', 'TypeScript', 'HTML', 'CSS']);
    expect(byId.get('skill-order:Tools')?.after).toEqual(['Jest', 'Docker']);
    const playwright = byId.get('skill-add:Playwright')!;
    expect(playwright).toMatchObject({ kind: 'surface-skill', path: 'skills.Tools' });
    expect(playwright.after[0]).toBe('Playwright');
    expect(playwright.source).toMatchObject({ section: 'experience', entry: 0, bullet: 4 });
    expect(byId.get('skill-add:GitHub Actions')?.after[0]).toBe('GitHub Actions');
  });

  it('reorders bullets and sections by the posting’s terms, rearranging only', () => {
    const bullets = byId.get('bullets:experience.0')!;
    expect([...bullets.after].sort()).toEqual([...bullets.before].sort());
    expect(bullets.after).not.toEqual(bullets.before);
    const sections = byId.get('sections')!;
    expect(sections.after[0]).toBe('Summary');
    expect([...sections.after].sort()).toEqual([...sections.before].sort());
  });

  it('lists what the resume lacks as gaps and never adds it', () => {
    const gaps = proposal.gaps.map((g) => g.keyword);
    expect(gaps).toEqual(expect.arrayContaining(['GraphQL', 'Rust', 'Kubernetes']));
    const all = applyTailoring(
      master,
      proposal.changes,
      proposal.changes.map((c) => c.id),
    );
    const text = textOf(all.resume);
    for (const word of [
      'GraphQL',
      'Rust',
      'Kubernetes',
      'AWS',
      'PhD',
      'Physics',
      'Google',
      'Meta',
      '10+',
    ])
      expect(text, word).not.toContain(word);
    expect(findInventedClaims(master, text)).toEqual([]);
    expect(all.applied).toHaveLength(proposal.changes.length);
  });

  it('is deterministic', () => {
    expect(proposeTailoring(master, posting)).toEqual(proposal);
  });

  it('never invents a skill, number, employer, title or degree, whatever the posting asks', () => {
    const postings = [
      'Staff Machine Learning Engineer\nRequirements\n- Python, PyTorch, TensorFlow, Spark\n- Master of Science in Statistics\n- 8+ years; managed budgets of $5M\n- Experience at Amazon',
      'Data Engineer\nMust have: SQL, Snowflake, Airflow, dbt, Kafka. Nice to have: Scala, Go.',
      'Frontend Engineer\nReact, Vue.js, Angular, Svelte, Tailwind CSS, Storybook, Cypress, WCAG.',
    ];
    for (const text of postings) {
      const p = proposeTailoring(master, text);
      const all = applyTailoring(
        master,
        p.changes,
        p.changes.map((c) => c.id),
      );
      expect(findInventedClaims(master, textOf(all.resume)), text).toEqual([]);
      for (const c of p.changes) expect(findInventedClaims(master, c.after.join('\n'))).toEqual([]);
    }
  });
});

describe('guardTailoringChanges', () => {
  const line = listResumeLines(master).find((l) => l.field === 'Languages')!;
  const change = (id: string, before: string[], after: string[]): ProposedChange => ({
    id,
    kind: 'reword-skill',
    path: 'skills.Languages[0]',
    before,
    after,
    source: line,
    reason: 'test',
    op: { type: 'skill-rename', category: 'Languages', index: 0, to: after[0]! },
  });
  const bullet = master.experience![0]!.achievements![1]!;

  it('drops a change that brings in an invented skill, number, employer, title or degree', () => {
    const invented = [
      change('skill', ['JS'], ['Rust']),
      change('number', [bullet], [bullet.replace('40%', '60%')]),
      change('employer', [bullet], [`${bullet.replace(/\.$/, '')} at Google.`]),
      change('degree', ['HTML'], ['M.S. in Physics']),
      change('title', ['HTML'], ['Principal Data Scientist']),
    ];
    const { kept, dropped } = guardTailoringChanges(master, invented);
    expect(kept).toEqual([]);
    expect(dropped.map((d) => [d.change.id, d.claims.map((c) => `${c.kind} ${c.text}`)])).toEqual([
      ['skill', ['skill Rust']],
      ['number', ['number 60%']],
      ['employer', ['employer Google']],
      ['degree', [expect.stringMatching(/^degree M\.S/)]],
      ['title', ['title Principal Data Scientist']],
    ]);
  });

  it('keeps paraphrases of the resume’s own facts: aliases of its skills, its own lines reordered', () => {
    const withAliases = resumeSchema.parse({
      ...master,
      skills: { Tools: ['k8s', 'Postgres', 'JS'] },
    });
    const paraphrases = [
      change('k8s', ['k8s'], ['Kubernetes']),
      change('postgres', ['Postgres'], ['PostgreSQL']),
      change('js', ['JS'], ['JavaScript']),
      change(
        'bullets',
        master.experience![0]!.achievements!,
        [...master.experience![0]!.achievements!].reverse(),
      ),
      change('degree', ['x'], ['B.S. in Computer Science']),
      change('title', ['x'], ['Senior Frontend Engineer']),
    ];
    const { kept, dropped } = guardTailoringChanges(withAliases, paraphrases);
    expect(dropped).toEqual([]);
    expect(kept).toHaveLength(paraphrases.length);
  });
});

describe('applyTailoring', () => {
  const { changes } = proposeTailoring(master, posting);

  it('applies only the accepted changes; rejected and unknown ids leave the master as it was', () => {
    const { resume, applied } = applyTailoring(master, changes, [
      'skill-rename:Languages.2',
      'no-such-change',
    ]);
    expect(applied).toEqual(['skill-rename:Languages.2']);
    expect(resume.skills?.Languages).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript']);
    expect(resume.skills?.Tools).toEqual(['Docker', 'Jest']);
    expect(resume.experience).toEqual(master.experience);
    expect(resume.order).toBeUndefined();
    expect(master.skills?.Languages).toEqual(['HTML', 'CSS', 'JS', 'TypeScript']);
  });

  it('composes changes to one list: renamed, the posting’s skills first, surfaced skills before them', () => {
    const { resume } = applyTailoring(
      master,
      changes,
      changes.map((c) => c.id),
    );
    expect(resume.skills?.Languages).toEqual(['JavaScript', 'TypeScript', 'HTML', 'CSS']);
    expect(resume.skills?.Tools?.slice(-2)).toEqual(['Jest', 'Docker']);
    expect(resume.skills?.Tools).toEqual(
      expect.arrayContaining(['Playwright', 'GitHub Actions', 'Jest', 'Docker']),
    );
    expect(resume.order?.[0]).toBe('summary');
  });

  it('takes back an accepted change the final check finds inventing', () => {
    const bad: ProposedChange = {
      ...changes[0]!,
      id: 'planted',
      after: ['Rust'],
      op: { type: 'skill-add', category: 'Languages', skill: 'Rust' },
    };
    const { resume, applied } = applyTailoring(
      master,
      [...changes, bad],
      ['planted', changes[0]!.id],
    );
    expect(applied).toEqual([changes[0]!.id]);
    expect(resume.skills?.Languages).not.toContain('Rust');
  });
});

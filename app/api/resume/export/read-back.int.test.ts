// The read-back guarantee: for every template, the exported PDF and DOCX, read back by our own
// extractor (server/documents), keep ≥ 99% of the resume's words in reading order (newest job
// first), and our local structurer recovers every section and entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { resumeTemplates } from '@/lib/resume/templates';
import { structureResumeLocal } from '@/server/ai/structure/structure-resume-local';
import { extractDocumentText } from '@/server/documents/extract-document-text';
import { closeBrowser } from '@/server/resumes/pdf/get-browser';
import { renderResumeHtml } from '@/server/resumes/pdf/render-resume-html';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as exportResume } from './route';

const resume = resumeSchema.parse({
  header: {
    fullName: 'Grace Hopper',
    title: 'Principal Platform Engineer',
    email: 'grace@example.test',
    phone: '+1 212 555 0147',
    location: 'Arlington, VA',
    linkedin: 'linkedin.com/in/gracehopper',
    github: 'github.com/ghopper',
  },
  summary:
    'Platform engineer who builds compilers, developer tooling and reliable delivery pipelines for large teams.',
  experience: [
    {
      role: 'Principal Platform Engineer',
      company: 'Cobol Systems',
      location: 'Arlington, VA',
      startDate: 'Mar 2021',
      endDate: 'Present',
      achievements: [
        'Led the migration of 140 services to a shared build platform, cutting release time from days to 40 minutes.',
        'Designed the incident review process adopted by 12 engineering teams.',
      ],
    },
    {
      role: 'Senior Software Engineer',
      company: 'Univac Labs',
      location: 'Philadelphia, PA',
      startDate: 'Jun 2016',
      endDate: 'Feb 2021',
      achievements: [
        'Wrote the first optimising compiler for the billing language.',
        'Mentored 9 engineers through promotion.',
      ],
    },
    {
      role: 'Software Engineer',
      company: 'Harvard Computation Lab',
      location: 'Cambridge, MA',
      startDate: 'Sep 2012',
      endDate: 'May 2016',
      achievements: ['Automated the nightly test suite with 3,000 regression cases.'],
    },
  ],
  projects: [
    {
      name: 'Nanosecond',
      techStack: ['Rust', 'WebAssembly'],
      description: 'A visual timer that explains latency to non-engineers.',
    },
    {
      name: 'FlowMatic',
      techStack: ['TypeScript', 'PostgreSQL'],
      description: 'An English-like query language for business data.',
    },
  ],
  education: [
    {
      degree: 'PhD Mathematics',
      institution: 'Yale University',
      startDate: '2006',
      endDate: '2012',
    },
    {
      degree: 'BA Mathematics and Physics',
      institution: 'Vassar College',
      startDate: '2002',
      endDate: '2006',
    },
  ],
  skills: {
    Languages: ['Rust', 'TypeScript', 'Go', 'COBOL'],
    Tools: ['Kubernetes', 'Terraform', 'Bazel'],
  },
  certifications: 'Certified Kubernetes Administrator',
  order: ['summary', 'experience', 'projects', 'education', 'skills', 'certifications'],
});

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/&amp;/g, '&')
    .split(/[^\p{L}\p{N}@.+%]+/u)
    .map((w) => w.replace(/^[.]+|[.]+$/g, ''))
    .filter(Boolean);

/** Length of the longest common subsequence: how many expected words come back in order. */
function inOrder(expected: string[], actual: string[]): number {
  let prev = new Array<number>(actual.length + 1).fill(0);
  for (const e of expected) {
    const row = new Array<number>(actual.length + 1).fill(0);
    for (let j = 1; j <= actual.length; j++)
      row[j] = e === actual[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  return prev[actual.length]!;
}

let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});
afterAll(async () => {
  await closeBrowser();
});

describe.each(resumeTemplates.map((t) => t.id))('read-back of the %s template', (template) => {
  describe.each(['pdf', 'docx'] as const)('%s', (format) => {
    let text = '';
    beforeAll(async () => {
      const res = await callRoute(exportResume, {
        token: user.token,
        body: { resume_json: resume, template, format },
      });
      expect(res.status).toBe(200);
      const extracted = await extractDocumentText({
        bytes: new Uint8Array(await res.response.arrayBuffer()),
      });
      expect(extracted.kind).toBe(format);
      expect(extracted.ocr).toBe(false);
      text = extracted.text;
    }, 60_000);

    it('keeps ≥ 99% of the words in reading order, newest job first', async () => {
      const html = await renderResumeHtml(resume, template);
      const expected = words(
        html.replace(/<\/(p|h\d|li|span|div)>/g, ' ').replace(/<[^>]*>/g, ' '),
      );
      const actual = words(text);
      const kept = inOrder(expected, actual) / expected.length;
      expect(
        kept,
        `${template} ${format}: ${(kept * 100).toFixed(1)}% in order\n${text}`,
      ).toBeGreaterThanOrEqual(0.99);
      const at = ['Cobol Systems', 'Univac Labs', 'Harvard Computation Lab'].map((c) =>
        text.indexOf(c),
      );
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    });

    it('is structured back into every section and entry', () => {
      const back = structureResumeLocal(text);
      expect(back.header.fullName).toBe('Grace Hopper');
      expect(back.header.email).toBe('grace@example.test');
      expect(back.summary).toContain('reliable delivery pipelines');
      expect(back.experience?.map((e) => [e.role, e.company, e.startDate, e.endDate])).toEqual(
        resume.experience!.map((e) => [e.role, e.company, e.startDate, e.endDate]),
      );
      expect(back.experience?.map((e) => e.achievements?.length)).toEqual(
        resume.experience!.map((e) => e.achievements?.length),
      );
      expect(back.projects?.map((p) => p.name)).toEqual(['Nanosecond', 'FlowMatic']);
      expect(back.education?.map((e) => e.institution)).toEqual([
        'Yale University',
        'Vassar College',
      ]);
      expect(back.skills).toEqual(resume.skills);
      expect(String(back.certifications ?? '')).toContain('Certified Kubernetes Administrator');
      expect(back.order).toEqual(resume.order);
    });
  });
});

describe('export options', () => {
  it('names the .docx download and rejects a bad template, a bad format and DOCX from html', async () => {
    const docx = await callRoute(exportResume, {
      token: user.token,
      body: { resume_json: resume, format: 'docx' },
    });
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers.get('content-disposition')).toContain(
      'filename="Grace Hopper - Resume.docx"',
    );
    const cases: [object, RegExp][] = [
      [{ resume_json: resume, template: 'fancy' }, /template must be one of/],
      [{ resume_json: resume, format: 'odt' }, /format must be "pdf" or "docx"/],
      [{ html: '<h1>Grace</h1>', format: 'docx' }, /DOCX export needs resume_json/],
    ];
    for (const [body, detail] of cases) {
      const res = await callRoute(exportResume, { token: user.token, body });
      expect(res.status).toBe(422);
      expect(res.body.detail).toMatch(detail);
    }
  });
});

// Parsing limits through the real analyze route: a parse that runs past DOCUMENT_TIMEOUT_MS is a
// 422 and its process is replaced; concurrent uploads queue on the pool and all succeed.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as analyze } from '@/app/api/ai/resume/analyze/route';
import { resetEnvForTests } from '@/server/env';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';

let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});
afterAll(() => {
  delete process.env.DOCUMENT_TIMEOUT_MS;
  resetEnvForTests();
});

const upload = (file: string, ip: string) => {
  const f = new FormData();
  f.set('resume', new File([readFileSync(file)], file.split('/').pop()!));
  f.set('job_description', 'Requirements: Python, Kafka, PostgreSQL');
  return callRoute(analyze, { method: 'POST', form: f, token: user.token, ip });
};

describe('document parsing limits', () => {
  it('queues concurrent uploads on the pool and answers them all', async () => {
    const files = [
      'test/fixtures/resumes/maya-chen-backend.pdf',
      'test/fixtures/resumes/sam-rivera-frontend.docx',
      'test/fixtures/resumes/priya-natarajan-data-2page.pdf',
      'test/fixtures/third-party/resumes/doc/CONVERTED_soupboss_01-Accountant.doc',
      'test/fixtures/third-party/resumes/pdf/soupboss_aws-devops-engineer-resume-example.pdf',
      'test/fixtures/resumes/maya-chen-backend.docx',
    ];
    const results = await Promise.all(files.map((f, i) => upload(f, `10.1.0.${i}`)));
    expect(results.map((r) => r.status)).toEqual(files.map(() => 200));
    expect(results.map((r) => r.body.filename)).toEqual(files.map((f) => f.split('/').pop()));
  });

  it('answers 422 when parsing runs past the time limit, and the next parse works', async () => {
    process.env.DOCUMENT_TIMEOUT_MS = '50';
    resetEnvForTests();
    // Thousands of pages take far longer than 50 ms to open and read.
    const slow = await upload('test/fixtures/resumes/many-pages.pdf', '10.2.0.1');
    expect(slow.status).toBe(422);
    expect(slow.body.detail).toMatch(/took too long/);
    process.env.DOCUMENT_TIMEOUT_MS = '15000';
    resetEnvForTests();
    const next = await upload('test/fixtures/resumes/maya-chen-backend.pdf', '10.2.0.2');
    expect(next.status).toBe(200);
  });
});

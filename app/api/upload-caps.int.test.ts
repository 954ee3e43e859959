// Every upload route answers a body over its cap with a 413 in its own words (the file's limit,
// not a byte count that includes the multipart framing), before reading the body.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as accountImport from './account/import/route';
import * as analyze from './ai/resume/analyze/route';
import * as structure from './ai/resume/structure/route';
import * as applicationsImport from './applications/import/route';
import * as jdImage from './get-jd-from/image/route';
import * as resumeImport from './resumes/import/route';
import * as uploads from './uploads/route';

let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});

const routes: [string, (typeof uploads)['POST'], string][] = [
  ['avatar upload', uploads.POST, 'File too large. Max 2MB.'],
  ['resume analyze', analyze.POST, 'The resume file is larger than 10 MB.'],
  ['resume structure', structure.POST, 'The resume file is larger than 10 MB.'],
  ['account import', accountImport.POST, 'file: the JSON file is larger than 20 MB.'],
  ['applications import', applicationsImport.POST, 'file: the CSV file is larger than 2 MB.'],
  ['JSON Resume import', resumeImport.POST, 'file: the resume file is larger than 1 MB.'],
  ['job from screenshots', jdImage.POST, 'files: at most 5 screenshots of 10 MB each.'],
];

describe('upload routes over their cap', () => {
  it.each(routes)('%s says what the limit is', async (_name, handler, detail) => {
    const form = new FormData();
    form.set('file', new File(['x'], 'small.bin'));
    const res = await callRoute(handler, {
      token: user.token,
      form,
      headers: { 'content-length': String(200 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('the applications import says the same when the file alone is over its limit', async () => {
    const form = new FormData();
    form.set('file', new File(['a'.repeat(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    const res = await callRoute(applicationsImport.POST, { token: user.token, form });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('file: the CSV file is larger than 2 MB.');
  });
});

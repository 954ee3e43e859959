import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_RESUME_MESSAGE } from '@/lib/resume/analysis-schema';
import { RESUME_TOO_LARGE_MESSAGE, resumeFileProblem, screenshotProblem } from './file-rules';

const pdf = 'application/pdf';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('resumeFileProblem', () => {
  it('accepts pdf, doc and docx', () => {
    expect(resumeFileProblem({ name: 'cv.pdf', type: pdf, size: 1000 })).toBeNull();
    expect(resumeFileProblem({ name: 'CV.DOCX', type: docx, size: 1000 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.doc', type: '', size: 1000 })).toBeNull();
  });

  it("alerts with the spec's text for anything else", () => {
    expect(resumeFileProblem({ name: 'cv.txt', type: 'text/plain', size: 10 })).toBe(
      UNSUPPORTED_RESUME_MESSAGE,
    );
    expect(resumeFileProblem({ name: 'cv.pdf', type: 'image/png', size: 10 })).toBe(
      UNSUPPORTED_RESUME_MESSAGE,
    );
    expect(resumeFileProblem({ name: 'photo.png', type: 'image/png', size: 10 })).toBe(
      UNSUPPORTED_RESUME_MESSAGE,
    );
  });

  it('refuses files over 10 MB', () => {
    expect(resumeFileProblem({ name: 'cv.pdf', type: pdf, size: 10 * 1024 * 1024 + 1 })).toBe(
      RESUME_TOO_LARGE_MESSAGE,
    );
  });
});

describe('screenshotProblem', () => {
  const png = (name = 'a.png', size = 100) => ({ name, type: 'image/png', size });
  it('takes 1 to 5 PNG/JPEG/WebP images up to 10 MB', () => {
    expect(
      screenshotProblem([
        png(),
        { name: 'b.jpg', type: 'image/jpeg', size: 5 },
        { name: 'c.webp', type: 'image/webp', size: 5 },
      ]),
    ).toBeNull();
    expect(screenshotProblem(Array.from({ length: 6 }, () => png()))).toMatch(/at most 5/);
    expect(screenshotProblem([{ name: 'x.gif', type: 'image/gif', size: 5 }])).toMatch(
      /x.gif is not/,
    );
    expect(screenshotProblem([png('big.png', 11 * 1024 * 1024)])).toMatch(/larger than 10 MB/);
  });
});

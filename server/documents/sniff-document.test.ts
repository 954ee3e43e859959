import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sniffDocument } from './sniff-document';

const read = (p: string) => new Uint8Array(readFileSync(p));
const resumes = 'test/fixtures/third-party/resumes';

describe('sniffDocument', () => {
  it('knows PDF, DOCX and DOC by their bytes', async () => {
    expect(
      await sniffDocument(read(`${resumes}/pdf/soupboss_aws-devops-engineer-resume-example.pdf`)),
    ).toBe('pdf');
    expect(await sniffDocument(read(`${resumes}/docx/soupboss_01-Accountant.docx`))).toBe('docx');
    expect(await sniffDocument(read(`${resumes}/doc/wordextractor_test05.doc`))).toBe('doc');
  });
  it('refuses anything else with the spec message, whatever the name', async () => {
    for (const file of [
      'test/fixtures/resumes/photo-renamed.pdf',
      'test/fixtures/resumes/program-renamed.docx',
    ]) {
      await expect(sniffDocument(read(file))).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported file type. Please upload a PDF or DOC/DOCX file.',
      });
    }
    await expect(
      sniffDocument(new TextEncoder().encode('just some text pretending to be a resume')),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
  it('knows a web page saved as .doc by its start, and calls a cut-off DOC incomplete (422), not unsupported', async () => {
    const page = (html: string) => sniffDocument(new TextEncoder().encode(html));
    expect(await page('\uFEFF<!DOCTYPE html><html><body><p>Ada</p></body></html>')).toBe('html');
    expect(
      await page(
        '<html xmlns:o="urn:schemas-microsoft-com:office:office">\n<head></head><body>Ada</body></html>',
      ),
    ).toBe('html');
    expect(await page('<!-- saved by Word -->\n<HTML><BODY>Ada</BODY></HTML>')).toBe('html');
    await expect(page('Dear hiring manager, <html> is a tag')).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const doc = read(`${resumes}/doc/wordextractor_test05.doc`);
    await expect(sniffDocument(doc.subarray(0, 1024))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^The DOC file is incomplete/),
    });
  });
});

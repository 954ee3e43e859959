import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sniffDocument } from './sniff-document';
import { corpusDir } from '@/test/corpus';

const read = (p: string) => new Uint8Array(readFileSync(p));
const corpus = `${corpusDir}/resumes`;

describe('sniffDocument', () => {
  it('knows PDF, DOCX and DOC by their bytes', async () => {
    expect(await sniffDocument(read(`${corpus}/pdf/openresume_openresume-resume.pdf`))).toBe('pdf');
    expect(await sniffDocument(read(`${corpus}/docx/soupboss_01-Accountant.docx`))).toBe('docx');
    expect(await sniffDocument(read(`${corpus}/doc/wordextractor_test05.doc`))).toBe('doc');
  });
  it('refuses anything else with the spec message, whatever the name', async () => {
    for (const file of ['test/fixtures/resumes/photo-renamed.pdf', 'test/fixtures/resumes/program-renamed.docx']) {
      await expect(sniffDocument(read(file))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported file type. Please upload a PDF or DOC/DOCX file.' });
    }
    await expect(sniffDocument(new TextEncoder().encode('just some text pretending to be a resume'))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

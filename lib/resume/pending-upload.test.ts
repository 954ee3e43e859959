import { describe, expect, it } from 'vitest';
import { setPendingUpload, takePendingUpload, takeStoredPendingUpload } from './pending-upload';

describe('pending upload hand-off', () => {
  it('hands the file, analysis and job description over once', async () => {
    const file = new File(['%PDF-1.4'], 'maya.pdf', { type: 'application/pdf' });
    await setPendingUpload({ file, analysis: null, jobDescription: 'Backend engineer' });
    const taken = takePendingUpload();
    expect(taken?.file.name).toBe('maya.pdf');
    expect(taken?.jobDescription).toBe('Backend engineer');
    expect(takePendingUpload()).toBeNull();
  });

  it('answers null when nothing is waiting (no IndexedDB outside a browser)', async () => {
    expect(await takeStoredPendingUpload()).toBeNull();
  });

  it('a newer upload replaces an older one', async () => {
    await setPendingUpload({
      file: new File(['a'], 'old.docx'),
      analysis: null,
      jobDescription: null,
    });
    await setPendingUpload({
      file: new File(['b'], 'new.docx'),
      analysis: null,
      jobDescription: null,
    });
    expect((await takeStoredPendingUpload())?.file.name).toBe('new.docx');
  });
});

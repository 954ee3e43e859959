import { describe, expect, it } from 'vitest';
import { readPendingUpload, setPendingUpload, settlePendingUpload } from './pending-upload';

describe('pending upload hand-off', () => {
  it('is read as often as the editor opens, until it is settled', async () => {
    const file = new File(['%PDF-1.4'], 'maya.pdf', { type: 'application/pdf' });
    await setPendingUpload({ file, analysis: null, jobDescription: 'Backend engineer' });
    const first = await readPendingUpload();
    expect(first?.file.name).toBe('maya.pdf');
    expect(first?.jobDescription).toBe('Backend engineer');
    // A remounted editor reads the same hand-off again.
    expect(await readPendingUpload()).toBe(first);
    await settlePendingUpload(first!);
    expect(await readPendingUpload()).toBeNull();
  });

  it('answers null when nothing is waiting (no IndexedDB outside a browser)', async () => {
    expect(await readPendingUpload()).toBeNull();
  });

  it('a newer upload replaces an older one, and settling the older one keeps the newer', async () => {
    await setPendingUpload({
      file: new File(['a'], 'old.docx'),
      analysis: null,
      jobDescription: null,
    });
    const old = await readPendingUpload();
    await setPendingUpload({
      file: new File(['b'], 'new.docx'),
      analysis: null,
      jobDescription: null,
    });
    await settlePendingUpload(old!);
    expect((await readPendingUpload())?.file.name).toBe('new.docx');
  });
});

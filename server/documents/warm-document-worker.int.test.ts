// The server warms a document worker at start with a PDF written in code (ADR 220): that PDF must
// be one the worker reads, text and layout, or the warm-up warms nothing.
import { describe, expect, it } from 'vitest';
import { runExtractWorker } from './run-extract-worker';
import { warmDocumentWorker, warmUpPdf } from './warm-document-worker';

describe('document worker warm-up', () => {
  it('reads the warm-up PDF’s text and layout in the worker', async () => {
    const raw = await runExtractWorker('pdf', warmUpPdf(), { layout: true });
    expect(raw.text).toContain('Warm up: the document reader reads this line of text');
    expect(raw.pages).toBe(1);
    expect(raw.layout?.items.map((i) => i.s).join(' ')).toContain('Warm up');
    await expect(warmDocumentWorker()).resolves.toBeUndefined();
  }, 60_000);
});

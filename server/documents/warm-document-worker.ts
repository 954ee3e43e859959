import 'server-only';
import { log } from '@/server/log';
import { runExtractWorker } from './run-extract-worker';

/** A one-page PDF with one line of text in a standard font, its cross-reference table exact. */
export function warmUpPdf(): Uint8Array {
  const text = 'Warm up: the document reader reads this line of text and its layout.';
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * Starts a document worker and has it read a small PDF with its layout, so pdf.js is loaded and
 * compiled before the first upload (a cold worker added seconds to it; ADR 220). Never rejects:
 * a worker that does not start is started again by the first upload.
 */
export async function warmDocumentWorker(): Promise<void> {
  const t0 = Date.now();
  try {
    await runExtractWorker('pdf', warmUpPdf(), { layout: true });
    log.info({ ms: Date.now() - t0 }, 'document worker warmed');
  } catch (error) {
    log.warn({ err: error }, 'document worker did not warm; the first upload starts it');
  }
}

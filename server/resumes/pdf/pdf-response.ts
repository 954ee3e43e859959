import 'server-only';
import type { ExportedPdf } from './export-resume-pdf';

/** The PDF as a download named `filename` (ASCII fallback plus the RFC 5987 UTF-8 form). */
export function pdfResponse({ pdf, filename }: ExportedPdf): Response {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'cache-control': 'no-store',
    },
  });
}

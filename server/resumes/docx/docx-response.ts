import 'server-only';
import type { ExportedDocx } from './export-resume-docx';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The Word document as a download named `filename` (ASCII fallback plus the RFC 5987 UTF-8 form). */
export function docxResponse({ docx, filename }: ExportedDocx): Response {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(Buffer.from(docx), {
    status: 200,
    headers: {
      'content-type': DOCX_TYPE,
      'content-length': String(docx.byteLength),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'cache-control': 'no-store',
    },
  });
}

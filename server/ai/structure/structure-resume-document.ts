import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { extractDocumentText, type ExtractedDocument } from '@/server/documents/extract-document-text';
import { structureResumeLocal } from './structure-resume-local';

export type StructuredDocument = { resume: Resume; document: ExtractedDocument };

/** An uploaded resume's bytes read (in the document worker) and structured by the local rules. */
export async function structureResumeDocument({ bytes }: { bytes: Uint8Array }): Promise<StructuredDocument> {
  const document = await extractDocumentText({ bytes });
  return { resume: structureResumeLocal(document.text), document };
}

import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import {
  extractDocumentText,
  type ExtractedDocument,
} from '@/server/documents/extract-document-text';
import { readResumeLayout, type ResumeReading } from '../resume-reading/read-resume-layout';
import { findUncertainFields } from './find-uncertain-fields';
import { structureResumeLocal } from './structure-resume-local';

export type StructuredDocument = {
  resume: Resume;
  document: ExtractedDocument;
  reading: ResumeReading;
  uncertain: string[];
};

/** An uploaded resume's bytes read (in the document worker, by layout for a PDF) and structured by the local rules. */
export async function structureResumeDocument({
  bytes,
}: {
  bytes: Uint8Array;
}): Promise<StructuredDocument> {
  const document = await extractDocumentText({ bytes, layout: true });
  const reading = readResumeLayout(document);
  const resume = structureResumeLocal(reading.text, reading.hints);
  return { resume, document, reading, uncertain: findUncertainFields(resume, reading.text) };
}

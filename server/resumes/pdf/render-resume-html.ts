import 'server-only';
import { createElement } from 'react';
import { ResumeTemplate } from '@/components/resume/template/resume-template';
import type { Resume } from '@/lib/resume/resume-schema';
import type { ResumeTemplateId } from '@/lib/resume/templates';

/** The structured resume as static markup from the same template the live preview uses. */
export async function renderResumeHtml(
  resume: Resume,
  template?: ResumeTemplateId,
): Promise<string> {
  // Loaded lazily: Next refuses a static react-dom/server import in the app graph, but this is
  // a document for Chromium, not a page response.
  const { renderToStaticMarkup } = await import('react-dom/server');
  return renderToStaticMarkup(createElement(ResumeTemplate, { resume, template }));
}

import 'server-only';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ResumeTemplate } from '@/components/resume-template/resume-template';
import type { Resume } from '@/lib/resume/resume-schema';

/** The structured resume as static markup from the same template the live preview uses. */
export function renderResumeHtml(resume: Resume): string {
  return renderToStaticMarkup(createElement(ResumeTemplate, { resume }));
}

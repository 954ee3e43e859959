'use client';

import { useEffect, useRef, useState } from 'react';
import { ResumeTemplate } from '@/components/resume/template/resume-template';
import type { Resume } from '@/lib/resume/resume-schema';
import type { ResumeTemplateId } from '@/lib/resume/templates';
import { resumeFont } from './resume-font';

// A4 at CSS 96 dpi: 210 mm wide; 14 mm margins like the PDF's @page.
const pageWidthPx = 794;

/** The live preview: the PDF's own template on an A4-wide sheet, scaled to fit its column. */
export function ResumePreview({
  resume,
  template,
}: {
  resume: Resume;
  template?: ResumeTemplateId;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.6);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setZoom(Math.min(1, entry.contentRect.width / pageWidthPx));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="w-full">
      <div
        data-testid="resume-preview"
        aria-label="Resume preview"
        role="document"
        className={`${resumeFont.variable} mx-auto bg-white shadow-md ring-1 ring-black/5`}
        style={{
          width: pageWidthPx,
          minHeight: Math.round(pageWidthPx * 1.414),
          padding: '53px',
          zoom,
        }}
      >
        <ResumeTemplate resume={resume} template={template} />
      </div>
    </div>
  );
}

/** The hidden print copy of the resume (spec: "a hidden print preview"); export checks it exists. */
export function PrintPreview({
  resume,
  template,
}: {
  resume: Resume;
  template?: ResumeTemplateId;
}) {
  return (
    <div id="resume-print-preview" hidden aria-hidden className={resumeFont.variable}>
      <ResumeTemplate resume={resume} template={template} />
    </div>
  );
}

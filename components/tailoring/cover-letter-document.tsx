// The cover letter as a document under the resume's own header and template: the editor's live
// preview renders it in the browser and the PDF export renders it to static HTML, so they match.
import { ResumeTemplate } from '@/components/resume/template/resume-template';
import type { Resume, ResumeHeader } from '@/lib/resume/resume-schema';
import type { ResumeTemplateId } from '@/lib/resume/templates';

/** The letter's paragraphs (blank-line separated; single line breaks kept, as in a sign-off). */
export function CoverLetterDocument({
  header,
  template,
  body,
}: {
  header: ResumeHeader;
  template: ResumeTemplateId;
  body: string;
}) {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="cover-letter-doc" data-template={template}>
      <ResumeTemplate resume={{ header } as Resume} template={template} />
      <div className={`resume-doc resume-template-${template} cover-letter-body`}>
        {paragraphs.map((p, i) => (
          <p key={i} style={{ margin: '0 0 10pt', whiteSpace: 'pre-line' }}>
            {p}
          </p>
        ))}
      </div>
    </div>
  );
}

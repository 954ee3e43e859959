import { FileText, Gauge, ListChecks } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const steps = [
  'Upload your resume (PDF, DOC or DOCX).',
  'Add the job description: paste it, upload screenshots or import it from the posting’s URL.',
  'Analyze, then fix what is missing — or open the editor to do it there.',
];

/** The cards beside the form: how it works, how the scores are made, and the text we read. */
export function SideCards({ preview }: { preview: string | null }) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-base">
            <ListChecks aria-hidden className="size-5 text-primary" /> How it works
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3 text-sm">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary">
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-base">
            <Gauge aria-hidden className="size-5 text-primary" /> About the scores
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm text-muted-foreground">
          <p>
            <strong className="text-foreground">ATS score</strong>: how well an applicant-tracking
            system can read your resume — extractable text, standard section headings, contact
            details, consistent dates, bullets with action verbs and numbers, length.
          </p>
          <p>
            <strong className="text-foreground">Keyword match</strong>: how many of the
            posting&apos;s skills, tools and qualifications your resume mentions; required ones
            count more than nice-to-haves.
          </p>
        </CardContent>
      </Card>
      {preview ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-base">
              <FileText aria-hidden className="size-5 text-primary" /> Text we read
            </CardTitle>
          </CardHeader>
          <CardContent>
            <details>
              <summary className="cursor-pointer text-sm font-medium">
                Show the start of your resume&apos;s text
              </summary>
              <pre className="mt-3 max-h-72 overflow-auto whitespace-pre-wrap rounded-lg bg-surface-muted p-3 font-sans text-xs leading-relaxed">
                {preview}
              </pre>
            </details>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

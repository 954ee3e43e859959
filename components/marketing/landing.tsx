import {
  ArrowRight,
  BellRing,
  CalendarClock,
  FileSearch,
  FileText,
  Globe,
  ImageUp,
  ListChecks,
  ScanSearch,
  Sparkles,
  Target,
} from 'lucide-react';
import { IntentLink } from '@/components/ui/intent-link';
import { ProductPreview } from './product-preview';
import { PublicPage } from './public-page';
import { ScorePreview } from './score-preview';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const pillars = [
  {
    icon: ListChecks,
    title: 'Application tracking',
    body: 'Every application in one place: status, dates, links, notes and the job description. Search and filter in a second, and see counts by status at a glance.',
    points: [
      'Applied, Interview, Offer, Rejected at a glance',
      'Interviews shown in your own time zone',
      'Recent activity and follow-up dates',
    ],
  },
  {
    icon: Sparkles,
    title: 'AI resume feedback',
    body: 'Upload your resume as PDF or DOCX and get concrete suggestions for the role in front of you: what to add, what to cut, what to reword.',
    points: [
      'Suggestions tied to the job description',
      'Structured editor with a live preview',
      'Export a clean A4 PDF',
    ],
  },
  {
    icon: ScanSearch,
    title: 'ATS & keyword checker',
    body: 'See how an applicant tracking system reads your resume. Get an ATS score, a keyword match score and the exact keywords you are missing.',
    points: [
      'Job description pasted, imported from a URL or read from a screenshot',
      'ATS score and keyword match score',
      'Missing keywords listed one by one',
    ],
  },
];

const steps = [
  {
    icon: ListChecks,
    title: 'Log your applications',
    body: 'Add each role with its status, date and link. Schedule interviews in the right time zone.',
  },
  {
    icon: FileSearch,
    title: 'Check your resume',
    body: 'Match your resume against the job description: ATS score, keyword match and missing keywords.',
  },
  {
    icon: Target,
    title: 'Improve and apply',
    body: 'Edit your resume with live preview, export the PDF and track the result.',
  },
];

/** The landing page's content (pages/index.tsx serves it as plain HTML, with no JavaScript). */
export function Landing() {
  return (
    <PublicPage>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-gradient-to-b from-primary-soft to-transparent"
        />
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24">
          <div className="flex flex-col items-start gap-6">
            <p className="inline-flex items-center gap-2 rounded-full border bg-surface px-3 py-1 text-sm font-medium text-muted-foreground">
              <BellRing aria-hidden className="size-4 text-primary" />
              Job search, organised
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Track. Optimize. <span className="text-primary">Succeed.</span>
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">
              Pursuit keeps every job application and interview in one place, scores your resume
              against the job you want and shows you exactly what to fix.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <IntentLink
                href="/signup"
                className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}
              >
                Get started free
                <ArrowRight aria-hidden />
              </IntentLink>
              <IntentLink
                href="/features"
                className={cn(
                  buttonVariants({ variant: 'outline', size: 'lg' }),
                  'w-full sm:w-auto',
                )}
              >
                See all features
              </IntentLink>
            </div>
            <p className="text-sm text-muted-foreground">
              Already have an account?{' '}
              <IntentLink
                href="/login"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Log in
              </IntentLink>
            </p>
          </div>
          <ProductPreview />
        </div>
      </section>

      <section aria-labelledby="pillars-heading" className="border-t bg-surface py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="pillars-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Everything your search needs, nothing it doesn&apos;t
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Three tools that work together, from the first application to the offer.
            </p>
          </div>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {pillars.map(({ icon: Icon, title, body, points }) => (
              <article
                key={title}
                className="flex flex-col gap-4 rounded-card border bg-background p-6"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="text-xl font-semibold tracking-tight">{title}</h3>
                <p className="text-muted-foreground">{body}</p>
                <ul className="mt-auto flex flex-col gap-2 text-sm">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <span
                        aria-hidden
                        className="mt-2 size-1.5 shrink-0 rounded-full bg-primary"
                      />
                      {point}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="ats-heading" className="py-16 sm:py-24">
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
          <div className="order-2 lg:order-1">
            <ScorePreview />
          </div>
          <div className="order-1 flex flex-col gap-5 lg:order-2">
            <h2 id="ats-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Know your score before a recruiter does
            </h2>
            <p className="text-lg text-muted-foreground">
              Bring the job description however you have it. Pursuit pulls out the skills and
              keywords that matter and compares them with your resume.
            </p>
            <ul className="flex flex-col gap-3">
              {[
                { icon: FileText, text: 'Paste the text of the job post' },
                { icon: Globe, text: 'Import it from the job board’s URL' },
                { icon: ImageUp, text: 'Upload a screenshot and let OCR read it' },
                { icon: CalendarClock, text: 'Then track the application you send' },
              ].map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3">
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg border bg-surface text-primary">
                    <Icon aria-hidden className="size-4" />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="border-y bg-surface py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2
            id="how-heading"
            className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
          >
            How it works
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, body }, index) => (
              <li
                key={title}
                className="relative flex flex-col gap-3 rounded-card border bg-background p-6"
              >
                <div className="flex items-center gap-3">
                  <span className="grid size-9 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                  <Icon aria-hidden className="size-5 text-muted-foreground" />
                </div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="text-muted-foreground">{body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <div className="flex flex-col items-center gap-6 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
            <h2
              id="cta-heading"
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              Your next offer starts with one organised list
            </h2>
            <p className="max-w-xl text-lg opacity-90">
              Create a free account in under a minute with your email or Google.
            </p>
            <IntentLink
              href="/signup"
              className={cn(
                buttonVariants({ size: 'lg' }),
                'bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:outline-primary-foreground',
              )}
            >
              Create your free account
              <ArrowRight aria-hidden />
            </IntentLink>
          </div>
        </div>
      </section>
    </PublicPage>
  );
}

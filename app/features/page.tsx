import {
  CalendarClock,
  Clock,
  FileDown,
  FileSearch,
  FileText,
  Globe,
  ImageUp,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  Lock,
  Megaphone,
  PenLine,
  ScanSearch,
  Search,
  ShieldCheck,
  Trash2,
  UserRound,
} from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import type { LucideIcon } from 'lucide-react';
import { PublicPage } from '@/components/marketing/public-page';
import { buttonVariants } from '@/components/ui/button';

export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'Features',
  description:
    'Everything Pursuit does: application tracking, interview scheduling across time zones, AI resume feedback, an ATS and keyword checker, a resume editor with PDF export.',
  alternates: { canonical: '/features' },
};

type Feature = { icon: LucideIcon; title: string; body: string };

const groups: { id: string; title: string; intro: string; features: Feature[] }[] = [
  {
    id: 'tracking',
    title: 'Track every application',
    intro: 'A single list for your whole search, built for the way job hunting actually goes.',
    features: [
      {
        icon: LayoutDashboard,
        title: 'Dashboard overview',
        body: 'Counts of applications by status (Applied, Interview, Offer, Rejected) and your recent activity.',
      },
      {
        icon: ListChecks,
        title: 'Applications list',
        body: 'Job title, company, status, applied date, job link, notes and the full job description, for every role.',
      },
      {
        icon: Search,
        title: 'Search and filter',
        body: 'Find an application by title or company and filter by status: Not Applied, Applied, Interview, Offer, Rejected.',
      },
      {
        icon: CalendarClock,
        title: 'Interviews in the right zone',
        body: 'Schedule an interview in the time zone it was set in; Pursuit shows it in yours and keeps it right across daylight-saving changes.',
      },
      {
        icon: Megaphone,
        title: 'Next-interview banner',
        body: 'A gentle ticker on the dashboard names your next interview, or shows a motivational quote when none is coming up.',
      },
      {
        icon: Clock,
        title: 'Follow-up dates',
        body: 'Keep a follow-up date per application so nothing slips.',
      },
    ],
  },
  {
    id: 'resume-ai',
    title: 'AI resume feedback and ATS checker',
    intro: 'Compare your resume with a specific job description and learn what to change.',
    features: [
      {
        icon: FileSearch,
        title: 'Upload PDF or DOCX',
        body: 'Your resume is read on the server; files are checked by their content, not just their name.',
      },
      {
        icon: ScanSearch,
        title: 'ATS and keyword scores',
        body: 'An ATS score, a keyword match score and the list of keywords from the job description your resume is missing.',
      },
      { icon: FileText, title: 'Paste a job description', body: 'Paste the text of any job post.' },
      {
        icon: Globe,
        title: 'Import from a URL',
        body: 'Give the job post’s address; Pursuit reads the posting from the page.',
      },
      {
        icon: ImageUp,
        title: 'Read a screenshot',
        body: 'Upload a screenshot of a job post and OCR turns it into text.',
      },
      {
        icon: PenLine,
        title: 'Concrete suggestions',
        body: 'Specific advice tied to the role: skills to surface, sections to strengthen, wording to tighten.',
      },
    ],
  },
  {
    id: 'editor',
    title: 'Resume editor',
    intro: 'Structured editing with a live preview, then a clean PDF.',
    features: [
      {
        icon: PenLine,
        title: 'Section editor',
        body: 'Edit contact details, summary, experience, education, skills and more as structured sections.',
      },
      { icon: FileText, title: 'Live preview', body: 'See the finished page while you type.' },
      {
        icon: FileDown,
        title: 'PDF export',
        body: 'Download an A4 PDF rendered from the same layout as the preview.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account, your data',
    intro: 'Simple sign-in, a profile you control, and real deletion.',
    features: [
      {
        icon: KeyRound,
        title: 'Email or Google sign-in',
        body: 'Sign up with email and password (verified with a six-digit code) or with Google.',
      },
      {
        icon: UserRound,
        title: 'Profile',
        body: 'Avatar, username, time zone and email in one place.',
      },
      {
        icon: Lock,
        title: 'Private by design',
        body: 'Each person sees only their own applications and resumes.',
      },
      {
        icon: Trash2,
        title: 'Delete everything',
        body: 'Deleting your account removes your applications, interviews, resumes and uploads.',
      },
      {
        icon: ShieldCheck,
        title: 'Local AI by default',
        body: 'Out of the box, resume analysis runs on Pursuit’s own server; nothing is sent to an outside AI service.',
      },
    ],
  },
];

/** Public list of what the product does (linked from the footer). */
export default function FeaturesPage() {
  return (
    <PublicPage>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Features</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Pursuit brings your applications, interviews and resume into one place. Here is
            everything it does today.
          </p>
          <nav aria-label="On this page" className="mt-6 flex flex-wrap gap-2">
            {groups.map((g) => (
              <a
                key={g.id}
                href={`#${g.id}`}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {g.title}
              </a>
            ))}
          </nav>
        </header>
        {groups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-heading`}
            className="mt-14 scroll-mt-20"
          >
            <h2 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight">
              {group.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{group.intro}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.features.map(({ icon: Icon, title, body }) => (
                <li key={title} className="flex gap-4 rounded-card border bg-surface p-5">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{body}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="mt-16 flex flex-col items-start gap-4 rounded-card border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-semibold">Ready to organise your search?</p>
          <IntentLink href="/signup" className={buttonVariants({ size: 'lg' })}>
            Sign up
          </IntentLink>
        </div>
      </div>
    </PublicPage>
  );
}

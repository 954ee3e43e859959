import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { ProsePage } from '@/components/marketing/prose-page';

export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'About',
  description:
    'Why Pursuit exists and how it helps job seekers track applications and improve their resume.',
  alternates: { canonical: '/about' },
};

/** Public "About" page. */
export default function AboutPage() {
  return (
    <ProsePage
      title="About Pursuit"
      lead="Track. Optimize. Succeed. A job search is a project; Pursuit gives it a home."
    >
      <p>
        Looking for work means juggling dozens of applications, each with its own link, contact,
        deadline and interview slot, usually spread across browser tabs, spreadsheets and inboxes.
        Pursuit replaces that with one organised list and a few focused tools.
      </p>
      <h2>What Pursuit does</h2>
      <ul>
        <li>
          <strong>Tracks your applications</strong>: status (Not Applied, Applied, Interview, Offer,
          Rejected), dates, links, notes and the job description, with a dashboard that counts them
          by status.
        </li>
        <li>
          <strong>Keeps interviews straight</strong>: each interview is stored with the time zone it
          was scheduled in and shown in yours, correct across daylight-saving changes.
        </li>
        <li>
          <strong>Checks your resume against a job</strong>: an ATS score, a keyword match score,
          the keywords you are missing and concrete suggestions. Bring the job description as text,
          a URL or a screenshot.
        </li>
        <li>
          <strong>Helps you fix it</strong>: a structured resume editor with live preview and A4 PDF
          export.
        </li>
      </ul>
      <h2>How the AI works</h2>
      <p>
        By default Pursuit analyses resumes with its own built-in engine, which runs on the Pursuit
        server and sends nothing to any outside service. The people who run a Pursuit installation
        can optionally connect an OpenAI-compatible model provider for richer suggestions; when they
        do, the resume text and job description for an analysis are sent to that provider. The{' '}
        <IntentLink href="/privacy">privacy policy</IntentLink> explains this in full.
      </p>
      <h2>Who it is for</h2>
      <p>
        Anyone looking for a job: graduates sending their first applications, people changing
        careers, and experienced professionals running a focused search. Each account sees only its
        own data.
      </p>
      <h2>What is next</h2>
      <p>
        A paid plan and a newsletter are planned but not available yet; the buttons for them are
        visibly marked &ldquo;Coming soon&rdquo; and do nothing until they are real.
      </p>
      <p>
        Want to see everything in one place? Read the{' '}
        <IntentLink href="/features">feature list</IntentLink> or{' '}
        <IntentLink href="/signup">create an account</IntentLink>.
      </p>
    </ProsePage>
  );
}

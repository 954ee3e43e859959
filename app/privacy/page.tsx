import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { ProsePage } from '@/components/marketing/prose-page';

export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description:
    'What data Pursuit keeps, where it is processed, how AI analysis works and how to delete everything.',
  alternates: { canonical: '/privacy' },
};

/** Public privacy policy describing what this product actually stores and sends. */
export default function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      lead="Pursuit keeps only what it needs to run your job search, never sells it, and deletes it when you delete your account."
      updated="21 November 2026"
    >
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account</strong>: name (username), email address, your chosen time zone and,
          if you upload one, a profile picture. Your password is stored only as a one-way argon2id
          hash. If you sign in with Google, we receive your name, email and Google account
          identifier from Google; we never see your Google password.
        </li>
        <li>
          <strong>Your applications</strong>: job title, company, status, dates (applied, follow-up,
          interview with its time zone), job link, notes, job description, and a history of changes
          used for the &ldquo;Recent Activity&rdquo; list.
        </li>
        <li>
          <strong>Your resumes</strong>: resumes you save in the editor, as structured sections.
          Files you upload for analysis (PDF or DOCX) and job-post screenshots are read to extract
          their text; the extracted text may be kept briefly so you can open it in the editor.
        </li>
        <li>
          <strong>Security records</strong>: six-digit verification and reset codes (stored hashed,
          valid for 15 minutes), sign-in sessions (refresh tokens, stored hashed) and rate-limit
          counters that protect sign-in from abuse.
        </li>
      </ul>
      <h2>What stays in your browser</h2>
      <p>
        To keep you signed in, your browser&apos;s local storage holds an access token (valid for 15
        minutes) and a refresh token, plus a few conveniences: your user id, username, email,
        profile picture address and a short-lived copy of your next-interview message. Logging out
        removes the tokens. Pursuit uses no advertising or analytics cookies and no third-party
        trackers.
      </p>
      <h2>How AI processing works</h2>
      <p>
        Resume analysis (ATS score, keyword match, missing keywords and suggestions) and resume
        structuring run, by default, on <strong>Pursuit&apos;s built-in local engine</strong>: the
        text of your resume and the job description are processed on the Pursuit server and are not
        sent to any outside AI service.
      </p>
      <p>
        The operator of a Pursuit installation may connect an{' '}
        <strong>OpenAI-compatible model provider</strong> (for example OpenAI, or a model they host
        themselves). When that is configured, the resume text and job description of each analysis
        are sent to that provider to produce the feedback, under the provider&apos;s own terms. We
        send only what the analysis needs, never your password, tokens or application list.
      </p>
      <h2>Other services we use</h2>
      <ul>
        <li>
          <strong>Email</strong>: verification and password-reset codes are sent through the
          operator&apos;s email provider.
        </li>
        <li>
          <strong>Images</strong>: when the operator configures Cloudinary, profile pictures are
          stored there; otherwise they are stored by the Pursuit server itself.
        </li>
        <li>
          <strong>Job-post import</strong>: when you import a job description from a URL, the
          Pursuit server fetches that page on your behalf.
        </li>
      </ul>
      <h2>Who can see your data</h2>
      <p>
        Only you. Every application, interview and resume is tied to your account, and requests for
        another person&apos;s records are refused as if they did not exist. We do not sell or share
        your data.
      </p>
      <h2>Deleting your account</h2>
      <p>
        You can delete your account from your profile at any time. Deletion is permanent and removes
        your account together with all your applications, interview records, activity history,
        resumes, uploaded files, verification codes and sessions.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about your data? Contact the people who run this Pursuit installation. See also
        the <IntentLink href="/terms">Terms of Service</IntentLink>.
      </p>
    </ProsePage>
  );
}

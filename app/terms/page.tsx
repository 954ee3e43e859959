import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { ProsePage } from '@/components/marketing/prose-page';

export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'Terms of Service',
  description: 'The terms for using Pursuit, the job-application tracker with AI resume feedback.',
  alternates: { canonical: '/terms' },
};

/** Public terms of service. */
export default function TermsPage() {
  return (
    <ProsePage
      title="Terms of Service"
      lead="The short, plain version of the rules for using Pursuit."
      updated="21 November 2026"
    >
      <h2>1. The service</h2>
      <p>
        Pursuit helps you track job applications and interviews, analyse a resume against a job
        description, edit a resume and export it as a PDF. Features may change as the product
        improves. Features marked &ldquo;Coming soon&rdquo;, such as the paid upgrade and the
        newsletter, are not available yet.
      </p>
      <h2>2. Your account</h2>
      <ul>
        <li>
          You need a valid email address (verified with a six-digit code) or a Google account to
          sign up.
        </li>
        <li>
          Keep your password private; you are responsible for what happens under your account.
        </li>
        <li>
          One person per account. Do not try to access other people&apos;s data or disrupt the
          service.
        </li>
      </ul>
      <h2>3. Your content</h2>
      <p>
        Your applications, notes, resumes and uploads remain yours. You give Pursuit permission to
        store and process them only to provide the service to you, as described in the{' '}
        <IntentLink href="/privacy">Privacy Policy</IntentLink>. Upload only content you have the
        right to use.
      </p>
      <h2>4. AI feedback is advice, not a guarantee</h2>
      <p>
        Scores, missing keywords and suggestions are produced automatically, by Pursuit&apos;s local
        engine or by a model provider the operator has configured. They can be wrong or incomplete,
        and no score guarantees an interview or an offer. Review every suggestion before you use it.
      </p>
      <h2>5. Imported job posts</h2>
      <p>
        When you import a job description from a URL or a screenshot, make sure you are allowed to
        access that page. The imported text is used only for your analysis.
      </p>
      <h2>6. Acceptable use</h2>
      <p>
        Do not use Pursuit to send spam, to upload malware, to overload the service or to scrape it.
        Sign-in and code requests are rate limited to protect everyone.
      </p>
      <h2>7. Ending your account</h2>
      <p>
        You can delete your account from your profile at any time; this permanently removes your
        data. We may suspend accounts that break these terms.
      </p>
      <h2>8. No warranty</h2>
      <p>
        Pursuit is provided &ldquo;as is&rdquo;. We work to keep it available and your data safe,
        but we cannot promise it will always be uninterrupted or error-free, and to the extent the
        law allows we are not liable for lost opportunities or indirect losses.
      </p>
      <h2>9. Changes</h2>
      <p>
        We may update these terms; the date at the top shows the latest version. Continuing to use
        Pursuit means you accept the update.
      </p>
    </ProsePage>
  );
}
